// Payments through the sandbox provider, start to end: paid, failed, cancelled, tampered answers, verifies at once;
// the services-availed flags that a paid plan flips; the cart and shop orders; rate limits and expiry.
// Part of the payments tests (payments-*.test.ts).
import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { formatMajor } from '../src/modules/payments/money.ts';
import {
  call,
  idOf,
  makeAndAnswer,
  ORIGIN,
  pay,
  plan,
  returnUrl,
  server,
  setUpPaymentsServer,
  txnRow,
} from './payments-kit.ts';

setUpPaymentsServer();

describe('a sandbox payment, start to end', () => {
  it('success: make → hosted page → pick → redirect → verify marks paid and records order, service and cart', async () => {
    const run = await makeAndAnswer({ as: 'student', student: 'student', planName: 'IELTS Self-Paced', outcome: 'success' });
    expect(run.start).toMatchObject({
      provider: 'sandbox', status: 'pending', student_user_id: idOf('student'), list_price: 4999, discount_amount: 0, amount: 4999,
      currency: 'INR', part_payment: false, balance_after: 0, coupon: null,
      plan: { plan_id: plan['IELTS Self-Paced'], name: 'IELTS Self-Paced', service_name: 'IELTS', service_type: 'IELTS', price: 4999 },
    });
    expect(run.start.transaction_id).toMatch(/^[A-Za-z0-9]{20}$/);
    expect(new Date(run.start.expires_at).getTime() - new Date(run.start.created_at).getTime()).toBe(60 * 60_000);
    expect(run.start.checkout.redirect_url).toBe(`${ORIGIN}/sandbox-pay/${run.start.transaction_id}`);
    // The page: plain HTML, the amount, three forms, no script.
    expect(run.page.headers['content-type']).toMatch(/text\/html/);
    expect(run.page.body).toContain('INR 4999.00');
    expect(run.page.body.match(/<form method="post"/g)).toHaveLength(3);
    expect(run.page.body).not.toMatch(/<script/i);
    expect(run.page.headers['content-security-policy']).toContain("script-src 'self'");
    // Back on our origin, at the make's url, with the outcome and its signature.
    expect(run.back.origin + run.back.pathname).toBe(`${ORIGIN}/services`);
    expect(run.back.searchParams.get('service_name')).toBe('IELTS');
    expect(run.back.searchParams.get('transaction_id')).toBe(run.start.transaction_id);
    const expected = createHmac('sha256', server.config.paymentSandboxSecret)
      .update(`${run.start.transaction_id}|success|4999.00|INR`)
      .digest('hex');
    expect(run.back.searchParams.get('signature')).toBe(expected);

    const pending = await call({ url: run.verifyUrl, as: 'student' });
    expect(pending.json().data).toMatchObject({ status: 'pending', paid_at: null, so_id: null });
    const verified = await call({ url: `${run.verifyUrl}?${run.verifyQuery}`, as: 'student' });
    expect(verified.statusCode).toBe(200);
    const data = verified.json().data;
    expect(data).toMatchObject({ status: 'paid', provider: 'sandbox', amount: 4999, currency: 'INR', plan_id: plan['IELTS Self-Paced'], part_payment: false, failure_reason: null });
    expect(data.paid_at).not.toBeNull();
    expect(data.so_id).toBeGreaterThan(0);

    const order = (await call({ url: `/common/shop-order-details/${data.so_id}`, as: 'student' })).json().data;
    expect(order).toMatchObject({ status: 'placed', amount: 4999, amount_paid: 4999, balance_due: 0, coupon_code: null, student: { student_user_id: idOf('student') } });
    expect(order.payments).toEqual([{ transaction_id: data.transaction_id, provider: 'sandbox', amount: 4999, currency: 'INR', part_payment: false, paid_at: data.paid_at }]);
    expect(order.status_history).toHaveLength(1);
    expect(order.next_statuses).toEqual(['processing', 'cancelled', 'refunded']);
    const availed = (await call({ url: `/common/student-services-availed/${idOf('student')}`, as: 'counselor' })).json().data;
    expect(availed.services[0]).toMatchObject({ service_name: 'IELTS', plan_name: 'IELTS Self-Paced', status: 'active' });
    expect(availed.services[0].features.map((f: { feature_name: string }) => f.feature_name)).toEqual(['120 recorded lessons', '10 full mock tests', 'Feedback on 5 writing tasks']);
    // The receipt is queued and a notification added, in the same transaction.
    const { rows: mails } = await server.db.query<{ to_email: string; subject: string; body_text: string }>(
      `SELECT to_email, subject, body_text FROM mail_outbox WHERE template = 'payment_receipt' AND body_text LIKE '%' || $1 || '%'`,
      [data.transaction_id],
    );
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ to_email: 'student@demo.unipath.test', subject: 'Unipath payment receipt: IELTS: IELTS Self-Paced' });
    expect(mails[0].body_text).toContain('INR 4999.00');
    const { rows: notes } = await server.db.query<{ user_id: number }>(
      `SELECT user_id FROM notifications WHERE name = 'payment_received' AND body LIKE '%' || $1 || '%'`,
      [data.transaction_id],
    );
    expect(notes.map((n) => n.user_id)).toEqual([idOf('student')]);
    // Paying it again: 409.
    const again = await call({ url: `/common/razorpay-payment/make/${idOf('student')}/${plan['IELTS Self-Paced']}?url=${returnUrl}`, as: 'student' });
    expect(again.statusCode).toBe(409);

    // A replayed verify changes nothing and answers the same (same paid_at).
    const replay = await call({ url: `${run.verifyUrl}?${run.verifyQuery}`, as: 'student' });
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toEqual(verified.json());
    const bare = await call({ url: run.verifyUrl, as: 'counselor' });
    expect(bare.json()).toEqual(verified.json());
    const { rows } = await server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM shop_orders WHERE plan_id = $1 AND student_user_id = $2', [plan['IELTS Self-Paced'], idOf('student')]);
    expect(rows[0].n).toBe(1);
  });

  it('failure (payu path) and cancel: final states without an order or a service', async () => {
    const failed = await pay({ as: 'student', student: 'student', planName: 'Visa Filing', channel: 'payu', outcome: 'failure' });
    expect(failed.back.origin + failed.back.pathname).toBe(`${ORIGIN}/shop/checkout`);
    expect(failed.verified).toMatchObject({ status: 'failed', paid_at: null, so_id: null, failure_reason: 'failure chosen on the sandbox payment page' });
    const cancelled = await pay({ as: 'student', student: 'student', planName: 'Accommodation Search', outcome: 'cancel' });
    expect(cancelled.verified).toMatchObject({ status: 'cancelled', paid_at: null, so_id: null });
    const availed = (await call({ url: `/common/student-services-availed/${idOf('student')}`, as: 'student' })).json().data;
    expect(availed.services.map((s: { service_name: string }) => s.service_name)).toEqual(['IELTS']);
    // A final state never changes: a validly signed success for the failed transaction is a contradiction (409).
    const success = createHmac('sha256', server.config.paymentSandboxSecret)
      .update(`${failed.start.transaction_id}|success|${formatMajor(failed.start.amount * 100)}|INR`)
      .digest('hex');
    const contradiction = await call({ url: `${failed.verifyUrl}?outcome=success&signature=${success}`, as: 'student' });
    expect(contradiction.statusCode).toBe(409);
    expect((await txnRow(failed.start.transaction_id)).status).toBe('failed');
    // The page remembers the first pick: another pick is refused, the same one answers again.
    const other = await server.app.inject({
      method: 'POST', url: `/sandbox-pay/${cancelled.start.transaction_id}/answer`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'outcome=success',
    });
    expect(other.statusCode).toBe(409);
    const page = await call({ url: `/sandbox-pay/${cancelled.start.transaction_id}` });
    expect(page.body).toContain('already answered');
  });

  it('tampered, replayed elsewhere or for another amount: never paid', async () => {
    const run = await makeAndAnswer({ as: 'student', student: 'student', planName: 'Visa Filing', outcome: 'success' });
    const id = run.start.transaction_id;
    const signature = run.back.searchParams.get('signature')!;
    const flipped = signature.slice(0, -1) + (signature.endsWith('0') ? '1' : '0');
    const tampered = await call({ url: `${run.verifyUrl}?outcome=success&signature=${flipped}`, as: 'student' });
    expect(tampered.statusCode).toBe(422);
    expect(tampered.json().errors).toEqual([{ field: 'querystring/signature', message: 'does not verify' }]);
    // Another transaction's valid signature (another plan's: a plan has one open payment at a time).
    const other = await makeAndAnswer({ as: 'student', student: 'student', planName: 'IELTS One-to-One', outcome: 'success' });
    const borrowed = await call({ url: `${run.verifyUrl}?${other.verifyQuery}`, as: 'student' });
    expect(borrowed.statusCode).toBe(422);
    // A signature made with the right secret over a different amount.
    const cheaper = createHmac('sha256', server.config.paymentSandboxSecret).update(`${id}|success|1.00|INR`).digest('hex');
    expect((await call({ url: `${run.verifyUrl}?outcome=success&signature=${cheaper}`, as: 'student' })).statusCode).toBe(422);
    // The success signature with another outcome, and a made-up one.
    expect((await call({ url: `${run.verifyUrl}?outcome=failure&signature=${signature}`, as: 'student' })).statusCode).toBe(422);
    // The other path's verify, a provider answer for a sandbox transaction, partial sets.
    expect((await call({ url: `/common/payu-payment/verify/${id}?${run.verifyQuery}`, as: 'student' })).statusCode).toBe(409);
    const razor = `razorpay_payment_id=pay_AAAAAAAAAAAA&razorpay_order_id=order_AAAAAAAAAAAA&razorpay_signature=${'a'.repeat(64)}`;
    expect((await call({ url: `${run.verifyUrl}?${razor}`, as: 'student' })).statusCode).toBe(409);
    const partial = await call({ url: `${run.verifyUrl}?outcome=success`, as: 'student' });
    expect(partial.statusCode).toBe(400);
    expect(partial.json().errors).toEqual([{ field: 'querystring/signature', message: 'is required with outcome' }]);
    const mixed = await call({ url: `${run.verifyUrl}?${run.verifyQuery}&${razor}`, as: 'student' });
    expect(mixed.statusCode).toBe(400);
    expect((await txnRow(id)).status).toBe('pending');
    // The genuine answer still works afterwards.
    const genuine = await call({ url: `${run.verifyUrl}?${run.verifyQuery}`, as: 'student' });
    expect(genuine.json().data.status).toBe('paid');
  });

  it('two verifies at once apply the outcome once', async () => {
    const run = await makeAndAnswer({ as: 'counselor', student: 'student', planName: 'Accommodation Concierge', outcome: 'success' });
    expect(run.start).toMatchObject({ amount: 149, currency: 'USD' });
    const url = `${run.verifyUrl}?${run.verifyQuery}`;
    const [a, b, c] = await Promise.all([call({ url, as: 'counselor' }), call({ url, as: 'student' }), call({ url, as: 'manager' })]);
    expect([a.statusCode, b.statusCode, c.statusCode]).toEqual([200, 200, 200]);
    expect(b.json()).toEqual(a.json());
    expect(c.json()).toEqual(a.json());
    const { rows } = await server.db.query<{ orders: number; services: number; placed_by: number }>(
      `SELECT (SELECT count(*)::int FROM shop_orders WHERE student_user_id = $1 AND plan_id = $2) AS orders,
              (SELECT count(*)::int FROM user_services WHERE user_id = $1 AND plan_id = $2) AS services,
              (SELECT user_id FROM shop_orders WHERE student_user_id = $1 AND plan_id = $2) AS placed_by`,
      [idOf('student'), plan['Accommodation Concierge']],
    );
    expect(rows[0]).toEqual({ orders: 1, services: 1, placed_by: idOf('counselor') });
    // One receipt each for the student and the counselor who paid, not one per verify.
    const { rows: mails } = await server.db.query<{ to_email: string }>(
      `SELECT to_email FROM mail_outbox WHERE template = 'payment_receipt' AND body_text LIKE '%' || $1 || '%' ORDER BY to_email`,
      [run.start.transaction_id],
    );
    expect(mails.map((m) => m.to_email)).toEqual(['counselor@demo.unipath.test', 'student@demo.unipath.test']);
  });
});

describe('services-availed flags', () => {
  it('flip after a paid plan that grants them; the leads API answers the caller’s own', async () => {
    const flags = async () => {
      const data = (await call({ url: `/common/student-services-availed/${idOf('student')}`, as: 'student' })).json().data;
      return [data.user_automation_avail, data.user_messages_avail, data.user_emails_avail];
    };
    expect(await flags()).toEqual([false, false, false]);
    await pay({ as: 'student', student: 'student', planName: 'Automation Starter: 1,000 credits', outcome: 'success' });
    expect(await flags()).toEqual([true, false, false]);
    await pay({ as: 'student', student: 'student', planName: 'Emails: 5,000 credits', channel: 'payu', outcome: 'failure' });
    expect(await flags()).toEqual([true, false, false]);
    const listed = (await call({ url: '/common/services-and-plans?type=automation', as: 'student' })).json().data;
    expect(listed[0]).toMatchObject({ availed: true, availed_plan_id: plan['Automation Starter: 1,000 credits'] });
    expect((await call({ url: `/common/student-services-availed/${idOf('s-zara')}`, as: 'counselor' })).statusCode).toBe(403);

    const leadFlags = async (as: string) => (await call({ url: '/my-lead/user-service-availed', as })).json().data;
    expect(await leadFlags('agent')).toEqual({ user_automation_avail: true, user_messages_avail: true, user_emails_avail: false });
    expect(await leadFlags('franchise')).toEqual({ user_automation_avail: false, user_messages_avail: false, user_emails_avail: true });
    expect(await leadFlags('counselor')).toEqual({ user_automation_avail: false, user_messages_avail: false, user_emails_avail: false });
    // A student (no lead tool) and roles without it: false, never 403.
    for (const as of ['student', 'sc', 'accounts']) {
      const response = await call({ url: '/my-lead/user-service-availed', as });
      expect(response.statusCode).toBe(200);
      expect(response.json().data).toEqual({ user_automation_avail: false, user_messages_avail: false, user_emails_avail: false });
    }
  });
});

describe('cart and shop orders', () => {
  it('cart: add (201), the same twice 409, a payer names the student, remove all or nothing', async () => {
    const added = await call({ method: 'POST', url: '/common/save-cart-item', as: 'agent', payload: { plan_id: plan['Accommodation Search'], student_user_id: idOf('student') } });
    expect(added.statusCode).toBe(201);
    const cart = added.json().data;
    expect(cart.items.map((i: { plan: { name: string }; student: { name: string } }) => [i.plan.name, i.student.name])).toEqual([
      ['Visa Filing', 'Ananya Reddy'],
      ['Accommodation Search', 'Aarav Sharma'],
    ]);
    expect(cart.totals).toEqual([{ currency: 'INR', amount: 18000 }]);
    expect((await call({ method: 'POST', url: '/common/save-cart-item', as: 'agent', payload: { plan_id: plan['Accommodation Search'], student_user_id: idOf('student') } })).statusCode).toBe(409);
    const unnamed = await call({ method: 'POST', url: '/common/save-cart-item', as: 'agent', payload: { plan_id: plan['Accommodation Search'] } });
    expect(unnamed.statusCode).toBe(422);
    expect(unnamed.json().errors[0].field).toBe('body/student_user_id');
    expect((await call({ method: 'POST', url: '/common/save-cart-item', as: 'agent', payload: { plan_id: plan['Accommodation Search'], student_user_id: idOf('s-zara') } })).statusCode).toBe(403);
    expect((await call({ method: 'POST', url: '/common/save-cart-item', as: 'student', payload: { plan_id: plan['IELTS Self-Paced'] } })).statusCode).toBe(422);
    expect((await call({ method: 'POST', url: '/common/save-cart-item', as: 'student', payload: { plan_id: 9999 } })).statusCode).toBe(404);

    const ids = cart.items.map((i: { cart_item_id: number }) => i.cart_item_id);
    const studentCartItem = (await call({ method: 'POST', url: '/common/save-cart-item', as: 'student', payload: { plan_id: plan['Accommodation Search'] } })).json().data.items[0].cart_item_id;
    const mixed = await call({ method: 'POST', url: '/common/remove-cart-items', as: 'agent', payload: { cart_item_ids: [ids[1], studentCartItem] } });
    expect(mixed.statusCode).toBe(404);
    expect((await call({ url: '/common/shop-cart-items', as: 'agent' })).json().data.items).toHaveLength(2);
    const removed = await call({ method: 'POST', url: '/common/remove-cart-items', as: 'agent', payload: { cart_item_ids: [ids[1]] } });
    expect(removed.statusCode).toBe(200);
    expect(removed.json().data.items).toHaveLength(1);
  });

  it('orders: placed ones for their placer, all for accounts; accounts moves them on; a refund ends the service', async () => {
    const mine = (await call({ url: '/common/shop-orders', as: 'student' })).json().data;
    expect(mine.items.every((o: { placed_by: { user_id: number } }) => o.placed_by.user_id === idOf('student'))).toBe(true);
    const all = (await call({ url: '/common/shop-orders?page_size=100', as: 'accounts' })).json().data;
    expect(all.total).toBeGreaterThan(mine.total);
    const searched = (await call({ url: '/common/shop-orders?q=visa%20filing', as: 'accounts' })).json().data;
    expect(searched.items.length).toBeGreaterThan(0);
    const processing = (await call({ url: '/common/shop-orders?status=processing', as: 'accounts' })).json().data;
    expect(processing.items.map((o: { student: { name: string } }) => o.student.name)).toEqual(['Ishaan Patel']);
    expect((await call({ url: '/common/shop-orders?from=2026-10-10&to=2026-10-01', as: 'accounts' })).statusCode).toBe(400);
    const other = all.items.find((o: { placed_by: { user_id: number } }) => o.placed_by.user_id !== idOf('student'));
    expect((await call({ url: `/common/shop-order-details/${other.so_id}`, as: 'student' })).statusCode).toBe(403);

    const automation = mine.items.find((o: { items: { plan: { service_type: string } }[] }) => o.items[0].plan.service_type === 'automation');
    const move = (payload: object) => call({ method: 'POST', url: '/common/shop-order-status', as: 'accounts', payload: { so_id: automation.so_id, ...payload } });
    expect((await move({ status: 'delivered' })).statusCode).toBe(422);
    const stale = await move({ status: 'processing', expected_status: 'delivered' });
    expect(stale.statusCode).toBe(409);
    const moved = await move({ status: 'processing', expected_status: 'placed', note: 'Credits being loaded' });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().data.status_history.map((h: { status: string; note: string | null; changed_by: { user_type: string } | null }) => [h.status, h.changed_by?.user_type ?? null])).toEqual([
      ['placed', null],
      ['processing', 'accounts'],
    ]);
    expect(moved.json().data.next_statuses).toEqual(['delivered', 'cancelled', 'refunded']);
    expect((await move({ status: 'processing' })).statusCode).toBe(409);
    // An operations manager handles orders too: sees every order and moves one on.
    const managed = (await call({ url: '/common/shop-orders?page_size=100', as: 'manager' })).json().data;
    expect(managed.total).toBe(all.total);
    expect((await call({ url: `/common/shop-order-details/${other.so_id}`, as: 'manager' })).statusCode).toBe(200);
    const refunded = await call({
      method: 'POST', url: '/common/shop-order-status', as: 'manager',
      payload: { so_id: automation.so_id, status: 'refunded', expected_status: 'processing', note: 'Bought by mistake' },
    });
    expect(refunded.statusCode).toBe(200);
    expect(refunded.json().data.next_statuses).toEqual([]);
    expect(refunded.json().data.status_history.at(-1).changed_by.user_type).toBe('operations_manager');
    expect((await move({ status: 'delivered' })).statusCode).toBe(409);
    const data = (await call({ url: `/common/student-services-availed/${idOf('student')}`, as: 'student' })).json().data;
    expect(data.user_automation_avail).toBe(false);
    expect(data.services.find((s: { service_name: string }) => s.service_name === 'Lead Automation').status).toBe('cancelled');
    expect((await call({ method: 'POST', url: '/common/shop-order-status', as: 'student', payload: { so_id: automation.so_id, status: 'processing' } })).statusCode).toBe(403);
  });
});

describe('limits', () => {
  it('rate limits make and verify per user (429), counted in the database for every server', async () => {
    // The counters are shared: the calls earlier tests made this minute count too, so start from none.
    await server.db.query(`DELETE FROM rate_limits WHERE bucket = 'payment'`);
    const limited = await buildApp(server.db, { ...server.config, paymentRateLimit: 2 });
    await limited.ready();
    try {
      const url = `/common/razorpay-payment/make/${idOf('student')}/${plan['Emails: 50,000 credits']}?url=${returnUrl}`;
      const codes = [];
      for (let i = 0; i < 3; i++) codes.push((await call({ app: limited, url, as: 'student' })).statusCode);
      expect(codes).toEqual([201, 201, 429]);
      // Another server on the same database knows the student is over the limit.
      const other = await buildApp(server.db, { ...server.config, paymentRateLimit: 2 });
      await other.ready();
      try {
        expect((await call({ app: other, url, as: 'student' })).statusCode).toBe(429);
      } finally {
        await other.close();
      }
      expect((await call({ app: limited, url, as: 'counselor' })).statusCode).toBe(201);
    } finally {
      await limited.close();
    }
  });

  it('an expired sandbox payment can only be cancelled on the page', async () => {
    const made = await call({ url: `/common/razorpay-payment/make/${idOf('student')}/${plan['Emails: 50,000 credits']}?url=${returnUrl}`, as: 'student' });
    const id = made.json().data.transaction_id;
    await server.db.query(`UPDATE payments SET expires_at = now() - interval '1 minute' WHERE transaction_id = $1`, [id]);
    const page = await call({ url: `/sandbox-pay/${id}` });
    expect(page.body).toContain('expired');
    expect(page.body.match(/<form method="post"/g)).toHaveLength(1);
    const post = (outcome: string) =>
      server.app.inject({ method: 'POST', url: `/sandbox-pay/${id}/answer`, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: `outcome=${outcome}` });
    expect((await post('success')).statusCode).toBe(409);
    expect((await post('bogus')).statusCode).toBe(400);
    expect((await post('cancel')).statusCode).toBe(303);
    expect((await call({ url: '/sandbox-pay/UPnoSuchTransaction1' })).statusCode).toBe(404);
  });
});
