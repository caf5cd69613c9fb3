// Payments: the amount is the server's (plan, coupon, instalments, the balance), a coupon's use, and who may pay.
// Part of the payments tests (payments-*.test.ts).
import { describe, expect, it } from 'vitest';
import {
  call,
  cancelOpen,
  coupon,
  idOf,
  pay,
  plan,
  returnUrl,
  server,
  setUpPaymentsServer,
} from './payments-kit.ts';

setUpPaymentsServer();

describe('the amount is the server’s', () => {
  it('from the plan and the coupon; coupons checked as verify-coupon does', async () => {
    const make = (planName: string, query: string, as = 'student', student = 'student') =>
      call({ url: `/common/razorpay-payment/make/${idOf(student)}/${plan[planName]}?url=${returnUrl}&${query}`, as });
    const welcome = await make('Application Premium', `cc_id=${coupon.WELCOME10}`);
    expect(welcome.statusCode).toBe(201);
    expect(welcome.json().data).toMatchObject({
      list_price: 50000, discount_amount: 2000, amount: 48000, balance_after: 0,
      coupon: { cc_id: coupon.WELCOME10, code: 'WELCOME10', discount_type: 'percent', value: 10, discount_amount: 2000 },
    });
    const flat = await call({ url: `/common/payu-payment/make/${idOf('student')}/${plan['IELTS One-to-One']}?cc_id=${coupon.IELTS500}`, as: 'student' });
    expect(flat.json().data).toMatchObject({ list_price: 29999, discount_amount: 500, amount: 29499 });
    expect((await make('Visa Filing and Mock Interview', `cc_id=${coupon.IELTS500}`)).statusCode).toBe(422);
    expect((await make('Visa Filing and Mock Interview', 'cc_id=9999')).statusCode).toBe(404);
    expect((await make('Visa Filing and Mock Interview', `cc_id=${coupon.AARAV25}`, 'agent', 's-zara')).statusCode).toBe(403);
    // The browser cannot name an amount.
    const amount = await make('Visa Filing and Mock Interview', 'amount=1');
    expect(amount.statusCode).toBe(400);
    expect(amount.json().errors).toEqual([{ field: 'querystring/amount', message: 'is not allowed' }]);
    // A coupon that leaves nothing to pay.
    await server.db.query(`INSERT INTO coupons (code, discount_type, value) VALUES ('FREE100', 'percent', 100)`);
    const { rows } = await server.db.query<{ cc_id: number }>(`SELECT cc_id FROM coupons WHERE code = 'FREE100'`);
    const free = await make('Visa Filing and Mock Interview', `cc_id=${rows[0].cc_id}`);
    expect(free.statusCode).toBe(422);
    expect(free.json().message).toMatch(/nothing to pay/);
    // The return address must be ours.
    const away = await call({ url: `/common/razorpay-payment/make/${idOf('student')}/${plan['Visa Filing and Mock Interview']}?url=${encodeURIComponent('https://evil.example/x')}`, as: 'student' });
    expect(away.statusCode).toBe(422);
    expect(away.json().errors[0].field).toBe('querystring/url');
    expect((await make('IELTS Crash Course (2025)', '')).statusCode).toBe(422);
    expect((await call({ url: `/common/razorpay-payment/make/${idOf('student')}/9999?url=${returnUrl}`, as: 'student' })).statusCode).toBe(404);
    // The open payments hold their coupons (one use each per student) until they end: cancelled here on the page.
    await cancelOpen(welcome.json().data.transaction_id, 'student');
    await cancelOpen(flat.json().data.transaction_id, 'student', 'payu');
  });

  it('a paid coupon is used once: its count, the student’s assignment, and the cart', async () => {
    const before = (await server.db.query<{ used_count: number }>('SELECT used_count FROM coupons WHERE cc_id = $1', [coupon.AARAV25])).rows[0].used_count;
    const cart = (await call({ url: '/common/shop-cart-items', as: 'student' })).json().data;
    expect(cart.items.map((i: { plan: { name: string } }) => i.plan.name)).toEqual(['Application Standard']);
    const paid = await pay({ as: 'student', student: 'student', planName: 'Application Standard', outcome: 'success', query: `cc_id=${coupon.AARAV25}` });
    expect(paid.start).toMatchObject({ list_price: 25000, discount_amount: 6250, amount: 18750 });
    expect(paid.verified.status).toBe('paid');
    const after = (await server.db.query<{ used_count: number }>('SELECT used_count FROM coupons WHERE cc_id = $1', [coupon.AARAV25])).rows[0].used_count;
    expect(after).toBe(before + 1);
    const assigned = (await call({ url: '/common/assigned-coupons?used=true', as: 'student' })).json().data;
    expect(assigned.items).toHaveLength(1);
    expect(assigned.items[0]).toMatchObject({ used: true, transaction_id: paid.start.transaction_id });
    const order = (await call({ url: `/common/shop-order-details/${paid.verified.so_id}`, as: 'student' })).json().data;
    expect(order).toMatchObject({ amount: 18750, amount_paid: 18750, coupon_code: 'AARAV25', discount_amount: 6250 });
    expect((await call({ url: '/common/shop-cart-items', as: 'student' })).json().data.items).toEqual([]);
    // Its per-student limit is now reached.
    const again = await call({ url: `/common/verify-coupon/AARAV25?plan_id=${plan['Visa Filing']}`, as: 'student' });
    expect(again.json().message).toMatch(/already used/);
  });

  it('part payment: the first instalment, then the balance, then nothing', async () => {
    const make = (query: string) =>
      call({ url: `/common/razorpay-payment/make/${idOf('student')}/${plan['IELTS Live Classes']}?url=${returnUrl}&${query}`, as: 'student' });
    const notAllowed = await call({ url: `/common/razorpay-payment/make/${idOf('student')}/${plan['Accommodation Search']}?url=${returnUrl}&part_payment=true`, as: 'student' });
    expect(notAllowed.statusCode).toBe(422);
    expect(notAllowed.json().errors[0].field).toBe('querystring/part_payment');
    const withCoupon = await make(`part_payment=true&cc_id=${coupon.WELCOME10}`);
    expect(withCoupon.json().data).toMatchObject({ amount: 5000, discount_amount: 1499.9, balance_after: 8499.1, part_payment: true });
    // One open payment per plan: another one (without the coupon) waits until this one ends.
    expect((await make('part_payment=true')).statusCode).toBe(409);
    await cancelOpen(withCoupon.json().data.transaction_id, 'student');
    const first = await pay({ as: 'student', student: 'student', planName: 'IELTS Live Classes', outcome: 'success', query: 'part_payment=true' });
    expect(first.start).toMatchObject({ amount: 5000, balance_after: 9999, part_payment: true });
    expect(first.verified).toMatchObject({ status: 'paid', part_payment: true });
    let order = (await call({ url: `/common/shop-order-details/${first.verified.so_id}`, as: 'student' })).json().data;
    expect(order).toMatchObject({ amount: 14999, amount_paid: 5000, balance_due: 9999 });
    // The balance: no second instalment, no coupon.
    expect((await make('part_payment=true')).statusCode).toBe(422);
    expect((await make(`cc_id=${coupon.WELCOME10}`)).statusCode).toBe(422);
    const balance = await pay({ as: 'student', student: 'student', planName: 'IELTS Live Classes', channel: 'payu', outcome: 'success' });
    expect(balance.start).toMatchObject({ amount: 9999, balance_after: 0, part_payment: false, list_price: 14999 });
    expect(balance.verified.so_id).toBe(first.verified.so_id);
    order = (await call({ url: `/common/shop-order-details/${first.verified.so_id}`, as: 'student' })).json().data;
    expect(order).toMatchObject({ amount_paid: 14999, balance_due: 0 });
    expect(order.payments.map((p: { amount: number; part_payment: boolean }) => [p.amount, p.part_payment])).toEqual([[5000, true], [9999, false]]);
    expect((await make('')).statusCode).toBe(409);
    // One service availed for the plan, whatever the number of instalments.
    const { rows } = await server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM user_services WHERE user_id = $1 AND plan_id = $2', [idOf('student'), plan['IELTS Live Classes']]);
    expect(rows[0].n).toBe(1);
  });
});

describe('who may pay and verify', () => {
  it('refuses someone else’s student (403) and roles that do not pay', async () => {
    for (const as of ['student', 'counselor', 'agent']) {
      const response = await call({ url: `/common/razorpay-payment/make/${idOf('s-zara')}/${plan['Visa Filing']}?url=${returnUrl}`, as });
      expect(response.statusCode, as).toBe(403);
    }
    expect((await call({ url: `/common/payu-payment/make/${idOf('student')}/${plan['Visa Filing']}`, as: 'sc' })).statusCode).toBe(403);
    // Zara's transaction, started by the operations manager: not the student's, not the agent's.
    const zara = await call({ url: `/common/payu-payment/make/${idOf('s-zara')}/${plan['Visa Filing']}`, as: 'manager' });
    expect(zara.statusCode).toBe(201);
    const id = zara.json().data.transaction_id;
    expect((await call({ url: `/common/payu-payment/verify/${id}`, as: 'student' })).statusCode).toBe(403);
    expect((await call({ url: `/common/payu-payment/verify/${id}`, as: 'agent' })).statusCode).toBe(403);
    expect((await call({ url: `/common/payu-payment/verify/${id}`, as: 'accounts' })).statusCode).toBe(200);
    expect((await call({ url: '/common/payu-payment/verify/UPnoSuchTransaction1', as: 'accounts' })).statusCode).toBe(404);
    // The agent pays for their student.
    const agent = await pay({ as: 'agent', student: 'student', planName: 'Visa Filing and Mock Interview', channel: 'payu', outcome: 'success', query: 'part_payment=true' });
    expect(agent.verified.status).toBe('paid');
    const orders = (await call({ url: '/common/shop-orders', as: 'agent' })).json().data;
    expect(orders.items.map((o: { so_id: number }) => o.so_id)).toContain(agent.verified.so_id);
  });
});
