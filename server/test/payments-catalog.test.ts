// Payments, the catalogue side: the providers' signature functions and money helpers, the services and plans on sale,
// and coupons (verify, available, codes, assignments). Part of the payments tests (payments-*.test.ts).
import { describe, expect, it } from 'vitest';
import {
  hexEquals,
  payuCommandHash,
  payuRequestHash,
  payuResponseHash,
  razorpaySignature,
  sandboxSignature,
  verifyPayuResponseHash,
  verifyRazorpaySignature,
} from '../src/modules/payments/signatures.ts';
import { discountMinor } from '../src/modules/payments/coupons.service.ts';
import { formatMajor, parseMajor } from '../src/modules/payments/money.ts';
import { signIn } from './harness.ts';
import {
  call,
  coupon,
  idOf,
  plan,
  server,
  setUpPaymentsServer,
} from './payments-kit.ts';

setUpPaymentsServer();

describe('signature functions (fixed vectors computed independently with openssl/python)', () => {
  it('razorpay: HMAC-SHA256 of order_id|payment_id with the key secret', () => {
    const expected = '0d4e745a1838664ad6c9c9902212a32d627d68e917290b0ad5f08ff4561bc50f';
    expect(razorpaySignature('EnLs21M47BllR3X8PSFtjtbd', 'order_IEIaMR65cu6nz3', 'pay_IH4NVgf4Dreq1l')).toBe(expected);
    expect(verifyRazorpaySignature('EnLs21M47BllR3X8PSFtjtbd', 'order_IEIaMR65cu6nz3', 'pay_IH4NVgf4Dreq1l', expected)).toBe(true);
    expect(verifyRazorpaySignature('EnLs21M47BllR3X8PSFtjtbd', 'order_IEIaMR65cu6nz3', 'pay_IH4NVgf4Dreq1m', expected)).toBe(false);
    expect(verifyRazorpaySignature('another-secret', 'order_IEIaMR65cu6nz3', 'pay_IH4NVgf4Dreq1l', expected)).toBe(false);
    expect(verifyRazorpaySignature('EnLs21M47BllR3X8PSFtjtbd', 'order_IEIaMR65cu6nz3', 'pay_IH4NVgf4Dreq1l', expected.slice(0, 63))).toBe(false);
    expect(verifyRazorpaySignature('EnLs21M47BllR3X8PSFtjtbd', 'order_IEIaMR65cu6nz3', 'pay_IH4NVgf4Dreq1l', 'zz' + expected.slice(2))).toBe(false);
  });

  const fields = {
    key: 'gtKFFx', txnid: 'UPTEST0000000000001', amount: '4999.00', productinfo: 'IELTS: IELTS Self-Paced', firstname: 'Aarav',
    email: 'student@demo.unipath.test', udf1: '11', udf2: '1', udf3: '', udf4: '', udf5: '',
  };

  it('payu: the request hash over key|txnid|amount|productinfo|firstname|email|udf1..udf5||||||salt', () => {
    expect(payuRequestHash('eCwWELxi', fields)).toBe(
      'e45c566e4142f132e28090377cfaf2ce4e0bb53337ba06cc7e8abac3e4cc85c1898337f52ea0e3dcbcd8526711a21647ade1fd1e365d185a22d88de28cc48077',
    );
  });

  it('payu: the reverse hash salt|status||||||udf5..udf1|email|firstname|productinfo|amount|txnid|key, with additionalCharges', () => {
    const success = '25a7bc935a566d88b7636c3110d29be264ec644a7d6fe4e3980bf7ca812680de13c96acfb3016412681d0738b3c7803828a9e7a6a70f3a0865a1c8aefa3c3a6a';
    expect(payuResponseHash('eCwWELxi', { ...fields, status: 'success' })).toBe(success);
    expect(verifyPayuResponseHash('eCwWELxi', { ...fields, status: 'success' }, success.toUpperCase())).toBe(true);
    expect(verifyPayuResponseHash('eCwWELxi', { ...fields, status: 'success', amount: '1.00' }, success)).toBe(false);
    expect(payuResponseHash('eCwWELxi', { ...fields, status: 'failure', additionalCharges: '10.00' })).toBe(
      'cf5abe99742f7b12063daf06a3f3ccaff939772e238b3ef4a4a4b014a96f0d1513243c97dd375caf2b400faaa6673ff77117e188fac54dab09e7a4bc9a093d1e',
    );
    expect(payuCommandHash('gtKFFx', 'verify_payment', 'UPTEST0000000000001', 'eCwWELxi')).toBe(
      'ca435f84565208a5b12f92f854fe85d5f8b63306a49b64f46620b8d2ec7ea510a877d9441babda480654a85122114004cad2d059ce22fc5a81e49d6f7724a8e5',
    );
  });

  it('sandbox: HMAC-SHA256 of transaction_id|outcome|amount|currency', () => {
    const secret = new Uint8Array(Buffer.from('sandbox-secret-for-the-unit-test-vectors'));
    expect(sandboxSignature(secret, 'UPTEST0000000000001', 'success', '4999.00', 'INR')).toBe(
      '1ac718a5a0726f1dfc346d4ca87e2f4c007faadd84379f3e50afdef7131567b2',
    );
    expect(hexEquals('ab', 'AB')).toBe(true);
    expect(hexEquals('ab', 'ab0')).toBe(false);
  });

  it('money: minor units both ways, and discounts that never exceed the price', () => {
    expect(formatMajor(499900)).toBe('4999.00');
    expect(formatMajor(1349910)).toBe('13499.10');
    expect(parseMajor('4999')).toBe(499900);
    expect(parseMajor('4999.5')).toBe(499950);
    expect(parseMajor('49.999')).toBeNull();
    expect(discountMinor({ discount_type: 'percent', value: 10, max_discount: 2000 }, 1499900)).toBe(149990);
    expect(discountMinor({ discount_type: 'percent', value: 10, max_discount: 2000 }, 5000000)).toBe(200000);
    expect(discountMinor({ discount_type: 'flat', value: 500, max_discount: null }, 30000)).toBe(30000);
  });
});

describe('services and plans', () => {
  it('lists the services on sale publicly, sorted, with prices, part payments and features, never availed', async () => {
    const response = await call({ url: '/home/services-and-plans' });
    expect(response.statusCode).toBe(200);
    const services = response.json().data;
    expect(services.map((s: { type: string }) => s.type)).toEqual(['IELTS', 'application', 'visa', 'accommodation', 'automation', 'messages', 'emails']);
    const ielts = services[0];
    expect(ielts.plans.map((p: { name: string }) => p.name)).toEqual(['IELTS Self-Paced', 'IELTS Live Classes', 'IELTS One-to-One']);
    expect(ielts.plans[1]).toMatchObject({ price: 14999, currency: 'INR', price_usd: 180, allows_part_payment: true, part_payment_amount: 5000, validity_days: 120 });
    expect(ielts.plans[1].features).toContain('40 hours of live classes');
    expect(ielts.plans[0]).toMatchObject({ allows_part_payment: false, part_payment_amount: null, credits: null });
    // The lead tool's packs carry the credits they buy.
    const emails = services.find((s: { type: string }) => s.type === 'emails');
    expect(emails.plans.map((p: { name: string; credits: number | null }) => [p.name, p.credits])).toEqual([['Emails: 5,000 credits', 5000], ['Emails: 50,000 credits', 50000]]);
    for (const s of services) expect([s.availed, s.availed_plan_id]).toEqual([null, null]);
    // The retired plan is off sale.
    expect(JSON.stringify(services)).not.toContain('Crash Course');
  });

  it('narrows by service_name (case-insensitive, exact) and by type', async () => {
    const ielts = (await call({ url: '/home/services-and-plans?service_name=ielts' })).json().data;
    expect(ielts).toHaveLength(1);
    expect(ielts[0].name).toBe('IELTS');
    expect((await call({ url: '/home/services-and-plans?service_name=IELT' })).json().data).toEqual([]);
    const visa = (await call({ url: '/home/services-and-plans?type=visa' })).json().data;
    expect(visa.map((s: { name: string }) => s.name)).toEqual(['Visa Service']);
    const bad = await call({ url: '/home/services-and-plans?type=cooking' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].field).toBe('querystring/type');
  });

  it('signed in: what the student availed; null without a student; someone else’s student refused', async () => {
    const ishaan = (await call({ url: `/common/services-and-plans?student_user_id=${(await signIn(server, 's-ishaan')).userId}`, as: 'manager' })).json().data;
    const visa = ishaan.find((s: { type: string }) => s.type === 'visa');
    expect(visa).toMatchObject({ availed: true, availed_plan_id: plan['Visa Filing'] });
    expect(ishaan.find((s: { type: string }) => s.type === 'IELTS').availed).toBe(false);
    const mine = (await call({ url: '/common/services-and-plans?service_name=IELTS', as: 's-ananya' })).json().data;
    expect(mine[0]).toMatchObject({ availed: true, availed_plan_id: plan['IELTS Live Classes'] });
    const none = (await call({ url: '/common/services-and-plans', as: 'counselor' })).json().data;
    expect(none[0].availed).toBeNull();
    const other = await call({ url: `/common/services-and-plans?student_user_id=${idOf('s-zara')}`, as: 'counselor' });
    expect(other.statusCode).toBe(403);
  });
});

describe('coupons', () => {
  it('verify-coupon: the discount on the plan, case-insensitive code, 404 unknown, 422 with the reason', async () => {
    const ok = await call({ url: `/common/verify-coupon/welcome10?plan_id=${plan['IELTS Live Classes']}`, as: 'student' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data).toMatchObject({
      cc_id: coupon.WELCOME10, code: 'WELCOME10', discount_type: 'percent', value: 10, currency: 'INR',
      list_price: 14999, discount_amount: 1499.9, amount_after_discount: 13499.1, valid_until: null,
    });
    const capped = await call({ url: `/common/verify-coupon/WELCOME10?plan_id=${plan['Application Premium']}`, as: 'student' });
    expect(capped.json().data).toMatchObject({ discount_amount: 2000, amount_after_discount: 48000 });
    expect((await call({ url: `/common/verify-coupon/NOPE123?plan_id=${plan['IELTS Live Classes']}`, as: 'student' })).statusCode).toBe(404);
    const reasons: Array<[string, string, RegExp]> = [
      ['IELTS500', 'Visa Filing', /not valid for this plan/],
      ['DIWALI2024', 'Visa Filing', /expired on 2024-11-15/],
      ['STAFF50', 'Visa Filing', /not active/],
      ['FIRSTVISA', 'Visa Filing', /no uses left/],
      ['IELTS500', 'Accommodation Concierge', /not valid for this plan/],
    ];
    for (const [code, planName, reason] of reasons) {
      const refused = await call({ url: `/common/verify-coupon/${code}?plan_id=${plan[planName]}`, as: 'student' });
      expect(refused.statusCode, code).toBe(422);
      expect(refused.json().message).toMatch(reason);
    }
    // AARAV25 is assigned to Aarav only.
    expect((await call({ url: `/common/verify-coupon/AARAV25?plan_id=${plan['Visa Filing']}`, as: 'student' })).statusCode).toBe(200);
    const notHers = await call({ url: `/common/verify-coupon/AARAV25?plan_id=${plan['Visa Filing']}`, as: 's-ananya' });
    expect(notHers.json().message).toMatch(/assigned to other students only/);
    // A payer who is not the student names one.
    const unnamed = await call({ url: `/common/verify-coupon/WELCOME10?plan_id=${plan['Visa Filing']}`, as: 'agent' });
    expect(unnamed.statusCode).toBe(422);
    expect(unnamed.json().errors).toEqual([{ field: 'querystring/student_user_id', message: 'is required for this role' }]);
    const named = await call({ url: `/common/verify-coupon/WELCOME10?plan_id=${plan['Visa Filing']}&student_user_id=${idOf('student')}`, as: 'agent' });
    expect(named.statusCode).toBe(200);
  });

  it('available coupons: usable ones only, with the discount on a plan', async () => {
    const mine = (await call({ url: '/common/available-coupons', as: 'student' })).json().data;
    expect(mine.map((o: { coupon: { code: string } }) => o.coupon.code)).toEqual(['AARAV25', 'IELTS500', 'WELCOME10']);
    const forPlan = (await call({ url: `/common/available-coupons?plan_id=${plan['IELTS Self-Paced']}`, as: 'student' })).json().data;
    expect(forPlan.map((o: { coupon: { code: string }; discount_amount: number }) => [o.coupon.code, o.discount_amount])).toEqual([
      ['AARAV25', 1249.75],
      ['IELTS500', 500],
      ['WELCOME10', 499.9],
    ]);
    expect(forPlan[1]).toMatchObject({ uses_left: 1, amount_after_discount: 4499 });
    const ananya = (await call({ url: '/common/available-coupons', as: 's-ananya' })).json().data;
    expect(ananya.map((o: { coupon: { code: string } }) => o.coupon.code)).toEqual(['IELTS500', 'WELCOME10']);
    expect((await call({ url: '/common/available-coupons', as: 'counselor' })).statusCode).toBe(422);
  });

  it('coupon codes (staff) and assignments, scoped to the students the caller reaches', async () => {
    const all = (await call({ url: '/common/coupon-codes', as: 'accounts' })).json().data;
    expect(all.total).toBe(6);
    const active = (await call({ url: '/common/coupon-codes?active=true', as: 'counselor' })).json().data;
    expect(active.items.map((c: { code: string }) => c.code)).toEqual(['AARAV25', 'FIRSTVISA', 'IELTS500', 'WELCOME10']);
    const inactive = (await call({ url: '/common/coupon-codes?active=false&q=diwali', as: 'counselor' })).json().data;
    expect(inactive.items.map((c: { code: string }) => c.code)).toEqual(['DIWALI2024']);
    expect(all.items.find((c: { code: string }) => c.code === 'FIRSTVISA')).toMatchObject({ usage: { limit: 1, used: 1, per_student_limit: null }, plan_ids: [plan['Visa Filing'], plan['Visa Filing and Mock Interview']] });
    expect((await call({ url: '/common/coupon-codes', as: 'student' })).statusCode).toBe(403);

    const assigned = (await call({ url: '/common/assigned-coupons', as: 'student' })).json().data;
    expect(assigned.items).toHaveLength(1);
    expect(assigned.items[0]).toMatchObject({ coupon: { code: 'AARAV25' }, student: { student_user_id: idOf('student') }, used: false, transaction_id: null });
    expect(assigned.items[0].assigned_by.name).toBe('Priya Nair');
    expect((await call({ url: '/common/assigned-coupons', as: 'franchise' })).json().data.total).toBe(0);
  });

  it('assigns a coupon to students: 201, skips those who have it, 422 inactive or too few uses, 403 for someone else’s student', async () => {
    const body = { cc_id: coupon.AARAV25, student_user_ids: [idOf('student'), idOf('s-ananya')], note: 'Good luck!' };
    const done = await call({ method: 'POST', url: '/common/assign-coupon-student', as: 'counselor', payload: body });
    expect(done.statusCode).toBe(201);
    expect(done.json().data).toEqual({ cc_id: coupon.AARAV25, assigned: [idOf('s-ananya')], already_assigned: [idOf('student')] });
    const nowHers = await call({ url: `/common/verify-coupon/AARAV25?plan_id=${plan['Visa Filing']}`, as: 's-ananya' });
    expect(nowHers.statusCode).toBe(200);
    const inactive = await call({ method: 'POST', url: '/common/assign-coupon-student', as: 'counselor', payload: { cc_id: coupon.STAFF50, student_user_ids: [idOf('student')] } });
    expect(inactive.statusCode).toBe(422);
    const usedUp = await call({ method: 'POST', url: '/common/assign-coupon-student', as: 'manager', payload: { cc_id: coupon.FIRSTVISA, student_user_ids: [idOf('student')] } });
    expect(usedUp.statusCode).toBe(422);
    expect(usedUp.json().errors[0].field).toBe('body/student_user_ids');
    const zara = await call({ method: 'POST', url: '/common/assign-coupon-student', as: 'counselor', payload: { cc_id: coupon.WELCOME10, student_user_ids: [idOf('s-zara')] } });
    expect(zara.statusCode).toBe(403);
    expect((await call({ method: 'POST', url: '/common/assign-coupon-student', as: 'counselor', payload: { cc_id: 9999, student_user_ids: [idOf('student')] } })).statusCode).toBe(404);
  });
});
