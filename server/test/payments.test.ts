// Payments: services and plans, coupons, make/verify through the sandbox page and through the real adapters' protocols
// (against a local stand-in for the providers' APIs), the cart and shop orders, and the services-availed flags.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import { createHash, createHmac } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type BuiltApp } from '../src/app.ts';
import type { Config } from '../src/config.ts';
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
import { bearer, signIn, startTestServer, type TestServer } from './harness.ts';

let server: TestServer;
const who: Record<string, { token: string; userId: number }> = {};
const plan: Record<string, number> = {};
const coupon: Record<string, number> = {};
const ORIGIN = 'http://127.0.0.1:8080';

beforeAll(async () => {
  server = await startTestServer({ publicUrl: ORIGIN, paymentRateLimit: 1000 });
  for (const key of ['student', 'counselor', 'agent', 'franchise', 'accounts', 'manager', 'sc', 's-ananya', 's-zara', 'operations']) {
    who[key] = await signIn(server, key);
  }
  const { rows } = await server.db.query<{ plan_id: number; name: string }>('SELECT plan_id, name FROM plans');
  for (const row of rows) plan[row.name] = row.plan_id;
  const { rows: codes } = await server.db.query<{ cc_id: number; code: string }>('SELECT cc_id, code FROM coupons');
  for (const row of codes) coupon[row.code] = row.cc_id;
}, 120_000);
afterAll(async () => server?.close());

type Inject = { method?: 'GET' | 'POST'; url: string; as?: string; payload?: unknown; app?: BuiltApp };
const call = ({ method = 'GET', url, as, payload, app }: Inject) =>
  (app ?? server.app).inject({
    method,
    url: url.startsWith('/sandbox-pay') ? url : `${url.startsWith('/my-lead') ? server.leads : server.portal}${url}`,
    headers: as ? bearer(who[as].token) : {},
    payload: payload as object,
  });
const idOf = (key: string) => who[key].userId;
const returnUrl = encodeURIComponent(`${ORIGIN}/services?service_name=IELTS`);

/** make → the sandbox page → the tester's pick → the redirect's query (what the SPA passes to verify). */
async function makeAndAnswer(opts: {
  as: string;
  student: string;
  planName: string;
  channel?: 'razorpay' | 'payu';
  outcome: 'success' | 'failure' | 'cancel';
  query?: string;
}) {
  const channel = opts.channel ?? 'razorpay';
  const extra = opts.query ? `&${opts.query}` : '';
  const url =
    channel === 'razorpay'
      ? `/common/razorpay-payment/make/${idOf(opts.student)}/${plan[opts.planName]}?url=${returnUrl}${extra}`
      : `/common/payu-payment/make/${idOf(opts.student)}/${plan[opts.planName]}?${extra.slice(1)}`;
  const made = await call({ url, as: opts.as });
  expect(made.statusCode, made.body).toBe(201);
  const start = made.json().data;
  expect(start.checkout.provider).toBe('sandbox');
  const pagePath = new URL(start.checkout.redirect_url).pathname;
  const page = await call({ url: pagePath });
  expect(page.statusCode).toBe(200);
  const answer = await server.app.inject({
    method: 'POST',
    url: `${pagePath}/answer`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: `outcome=${opts.outcome}`,
  });
  expect(answer.statusCode).toBe(303);
  const back = new URL(String(answer.headers.location));
  const verifyQuery = new URLSearchParams({ outcome: back.searchParams.get('outcome')!, signature: back.searchParams.get('signature')! });
  return { start, page, back, verifyQuery: verifyQuery.toString(), verifyUrl: `/common/${channel}-payment/verify/${start.transaction_id}` };
}

async function pay(opts: Parameters<typeof makeAndAnswer>[0]) {
  const run = await makeAndAnswer(opts);
  const verified = await call({ url: `${run.verifyUrl}?${run.verifyQuery}`, as: opts.as });
  expect(verified.statusCode, verified.body).toBe(200);
  return { ...run, verified: verified.json().data };
}

const txnRow = async (id: string) =>
  (await server.db.query<{ status: string; so_id: number | null }>('SELECT status, so_id FROM payments WHERE transaction_id = $1', [id])).rows[0];

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
    expect(ielts.plans[0]).toMatchObject({ allows_part_payment: false, part_payment_amount: null });
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
    // Another transaction's valid signature.
    const other = await makeAndAnswer({ as: 'student', student: 'student', planName: 'Visa Filing', outcome: 'success' });
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
    expect((await move({ status: 'processing' })).statusCode).toBe(409);
    expect((await move({ status: 'refunded', note: 'Bought by mistake' })).statusCode).toBe(200);
    expect((await move({ status: 'delivered' })).statusCode).toBe(409);
    const data = (await call({ url: `/common/student-services-availed/${idOf('student')}`, as: 'student' })).json().data;
    expect(data.user_automation_avail).toBe(false);
    expect(data.services.find((s: { service_name: string }) => s.service_name === 'Lead Automation').status).toBe('cancelled');
    expect((await call({ method: 'POST', url: '/common/shop-order-status', as: 'student', payload: { so_id: automation.so_id, status: 'processing' } })).statusCode).toBe(403);
  });
});

describe('the real adapters, against a local stand-in for the providers', () => {
  let fake: Server;
  let live: BuiltApp;
  const orders = new Map<string, { amount: number; currency: string; payments: object[] }>();
  const payuRecords = new Map<string, Record<string, string>>();
  const KEY_ID = 'rzp_test_1DP5mmOlF5G5ag';
  const SECRET = 'EnLs21M47BllR3X8PSFtjtbd';
  const PAYU_KEY = 'gtKFFx';
  const SALT = 'eCwWELxi';
  let seq = 0;

  const readBody = (request: IncomingMessage) =>
    new Promise<string>((resolve) => {
      let body = '';
      request.on('data', (chunk) => (body += chunk));
      request.on('end', () => resolve(body));
    });

  beforeAll(async () => {
    fake = createServer(async (request, response) => {
      const body = await readBody(request);
      const send = (status: number, json: unknown) => {
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(json));
      };
      if (request.url?.startsWith('/v1/')) {
        if (request.headers.authorization !== `Basic ${Buffer.from(`${KEY_ID}:${SECRET}`).toString('base64')}`) return send(401, { error: { code: 'BAD_REQUEST_ERROR' } });
        if (request.method === 'POST' && request.url === '/v1/orders') {
          const input = JSON.parse(body);
          const id = `order_Test${String(++seq).padStart(10, '0')}`;
          orders.set(id, { amount: input.amount, currency: input.currency, payments: [] });
          return send(200, { id, entity: 'order', amount: input.amount, currency: input.currency, receipt: input.receipt, status: 'created' });
        }
        const match = /^\/v1\/orders\/([^/]+)\/payments$/.exec(request.url);
        if (request.method === 'GET' && match && orders.has(match[1])) {
          const items = orders.get(match[1])!.payments;
          return send(200, { entity: 'collection', count: items.length, items });
        }
        return send(404, { error: { code: 'BAD_REQUEST_ERROR' } });
      }
      if (request.url === '/merchant/postservice.php?form=2') {
        const form = new URLSearchParams(body);
        const txnid = form.get('var1')!;
        const hash = createHash('sha512').update(`${PAYU_KEY}|verify_payment|${txnid}|${SALT}`).digest('hex');
        if (form.get('hash') !== hash || form.get('command') !== 'verify_payment') return send(200, { status: 0, msg: 'Invalid Hash.' });
        const record = payuRecords.get(txnid) ?? { status: 'Not Found' };
        return send(200, { status: 1, msg: '1 out of 1 Transactions Fetched Successfully', transaction_details: { [txnid]: record } });
      }
      send(404, {});
    });
    await new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(fake.address() as AddressInfo).port}`;
    const config: Config = {
      ...server.config,
      paymentProviderMode: 'live',
      razorpayKeyId: KEY_ID,
      razorpayKeySecret: SECRET,
      razorpayApiBase: base,
      payuKey: PAYU_KEY,
      payuSalt: SALT,
      payuFormUrl: 'https://test.payu.in/_payment',
      payuVerifyUrl: `${base}/merchant/postservice.php?form=2`,
    };
    live = await buildApp(server.db, config);
    await live.ready();
  });
  afterAll(async () => {
    await live?.close();
    await new Promise((resolve) => fake?.close(resolve));
  });

  it('razorpay: an order through the Orders API; the checkout answer is verified by its signature', async () => {
    const made = await call({ app: live, url: `/common/razorpay-payment/make/${idOf('student')}/${plan['Application Premium']}?url=${returnUrl}&cc_id=${coupon.WELCOME10}`, as: 'student' });
    expect(made.statusCode, made.body).toBe(201);
    const start = made.json().data;
    expect(start.provider).toBe('razorpay');
    expect(start.checkout).toMatchObject({ provider: 'razorpay', key_id: KEY_ID, amount: 4800000, currency: 'INR' });
    expect(orders.get(start.checkout.order_id)).toMatchObject({ amount: 4800000, currency: 'INR' });
    expect(start.checkout.callback_url).toBe(`${ORIGIN}/services?service_name=IELTS&transaction_id=${start.transaction_id}`);
    const verify = (query: string) => call({ app: live, url: `/common/razorpay-payment/verify/${start.transaction_id}?${query}`, as: 'student' });
    const answer = (orderId: string, paymentId: string, signature = razorpaySignature(SECRET, orderId, paymentId)) =>
      `razorpay_payment_id=${paymentId}&razorpay_order_id=${orderId}&razorpay_signature=${signature}`;

    // Without an answer: the provider knows of no captured payment yet.
    expect((await verify('')).json().data.status).toBe('pending');
    // A forged signature; a genuine signature for another order.
    expect((await verify(answer(start.checkout.order_id, 'pay_Forged000001', 'f'.repeat(64)))).statusCode).toBe(422);
    expect((await verify(answer('order_SomeoneElse01', 'pay_Genuine000001'))).statusCode).toBe(409);
    // Sandbox answers are not accepted for a live transaction, nor anywhere in live mode.
    const sandboxSig = createHmac('sha256', server.config.paymentSandboxSecret).update(`${start.transaction_id}|success|48000.00|INR`).digest('hex');
    expect((await verify(`outcome=success&signature=${sandboxSig}`)).statusCode).toBe(409);
    expect((await live.inject({ method: 'GET', url: `/sandbox-pay/${start.transaction_id}` })).statusCode).toBe(404);
    expect((await txnRow(start.transaction_id)).status).toBe('pending');

    const paid = await verify(answer(start.checkout.order_id, 'pay_Genuine000001'));
    expect(paid.statusCode).toBe(200);
    expect(paid.json().data).toMatchObject({ status: 'paid', provider: 'razorpay', amount: 48000, provider_payment_id: 'pay_Genuine000001' });
    expect((await verify(answer(start.checkout.order_id, 'pay_Genuine000001'))).json()).toEqual(paid.json());
  });

  it('razorpay: with no answer in the query, a payment captured at the provider is recorded', async () => {
    const made = await call({ app: live, url: `/common/razorpay-payment/make/${idOf('s-ananya')}/${plan['Accommodation Search']}?url=${returnUrl}`, as: 'agent' });
    const start = made.json().data;
    orders.get(start.checkout.order_id)!.payments.push(
      { id: 'pay_Failed00000001', status: 'failed', amount: 300000, currency: 'INR' },
      { id: 'pay_Captured000001', status: 'captured', amount: 300000, currency: 'INR' },
    );
    const verified = await call({ app: live, url: `/common/razorpay-payment/verify/${start.transaction_id}`, as: 'agent' });
    expect(verified.json().data).toMatchObject({ status: 'paid', provider_payment_id: 'pay_Captured000001' });
  });

  it('payu: the form hash; the reverse hash, txnid and amount checked, and the gateway’s own record confirmed', async () => {
    const made = await call({ app: live, url: `/common/payu-payment/make/${idOf('student')}/${plan['IELTS One-to-One']}`, as: 'student' });
    expect(made.statusCode, made.body).toBe(201);
    const { checkout, transaction_id: txnid } = made.json().data;
    expect(checkout).toMatchObject({ provider: 'payu', action: 'https://test.payu.in/_payment', method: 'POST' });
    const f = checkout.fields;
    expect(f).toMatchObject({
      key: PAYU_KEY, txnid, amount: '29999.00', productinfo: 'IELTS: IELTS One-to-One', firstname: 'Aarav',
      email: 'student@demo.unipath.test', udf1: String(idOf('student')), udf2: String(plan['IELTS One-to-One']), udf3: '',
      surl: `${ORIGIN}/shop/checkout?transaction_id=${txnid}`, furl: `${ORIGIN}/shop/checkout?transaction_id=${txnid}`,
    });
    const requestLine = [f.key, f.txnid, f.amount, f.productinfo, f.firstname, f.email, f.udf1, f.udf2, '', '', '', '', '', '', '', '', SALT].join('|');
    expect(f.hash).toBe(createHash('sha512').update(requestLine).digest('hex'));

    const reverse = (status: string, over: Record<string, string> = {}) => {
      const a = { ...f, status, ...over };
      const line = [SALT, a.status, '', '', '', '', '', a.udf5, a.udf4, a.udf3, a.udf2, a.udf1, a.email, a.firstname, a.productinfo, a.amount, a.txnid, a.key].join('|');
      const query = new URLSearchParams({
        mihpayid: '403993715521937565', status: a.status, hash: createHash('sha512').update(line).digest('hex'), txnid: a.txnid,
        amount: a.amount, productinfo: a.productinfo, firstname: a.firstname, email: a.email, key: a.key, udf1: a.udf1, udf2: a.udf2,
        udf3: '', udf4: '', udf5: '', mode: 'CC', unmappedstatus: status === 'success' ? 'captured' : 'failed',
      });
      return query.toString();
    };
    const verify = (query: string) => call({ app: live, url: `/common/payu-payment/verify/${txnid}?${query}`, as: 'student' });
    // A tampered hash; a genuinely hashed answer for another amount or another transaction.
    expect((await verify(reverse('success').replace(/hash=[a-f0-9]{10}/, 'hash=0000000000'))).statusCode).toBe(422);
    expect((await verify(reverse('success', { amount: '1.00' }))).statusCode).toBe(409);
    expect((await verify(reverse('success', { txnid: 'UPsomeOtherTxn000001' }))).statusCode).toBe(409);
    expect((await verify(`${reverse('success')}&surprise=1`)).statusCode).toBe(400);
    // The hash verifies but the gateway has no such successful payment: not paid.
    expect((await verify(reverse('success'))).json().data.status).toBe('pending');
    payuRecords.set(txnid, { mihpayid: '403993715521937565', status: 'success', transaction_amount: '29999.00', unmappedstatus: 'captured', txnid });
    const paid = await verify(reverse('success'));
    expect(paid.json().data).toMatchObject({ status: 'paid', provider: 'payu', provider_payment_id: '403993715521937565' });
    expect((await verify(reverse('success'))).json()).toEqual(paid.json());
    expect((await verify(reverse('failure'))).statusCode).toBe(409);
  });

  it('payu: a user cancellation is recorded as cancelled', async () => {
    const made = await call({ app: live, url: `/common/payu-payment/make/${idOf('student')}/${plan['Messages: 10,000 credits']}`, as: 'student' });
    const { checkout, transaction_id: txnid } = made.json().data;
    const f = checkout.fields;
    const line = [SALT, 'failure', '', '', '', '', '', '', '', '', f.udf2, f.udf1, f.email, f.firstname, f.productinfo, f.amount, f.txnid, f.key].join('|');
    const query = new URLSearchParams({
      mihpayid: '403993715521937566', status: 'failure', hash: createHash('sha512').update(line).digest('hex'), txnid, amount: f.amount,
      productinfo: f.productinfo, firstname: f.firstname, email: f.email, key: f.key, udf1: f.udf1, udf2: f.udf2,
      unmappedstatus: 'userCancelled', error_Message: 'Cancelled by user',
    });
    // The gateway posts its answer (with many more fields) to surl/furl; the server turns it into a GET of the page.
    const posted = new URLSearchParams(query);
    for (const [name, value] of Object.entries({ udf6: '', field9: 'Cancelled by user', PG_TYPE: 'CC-PG', net_amount_debit: '0' })) posted.set(name, value);
    const returned = await live.inject({
      method: 'POST',
      url: new URL(f.furl).pathname + new URL(f.furl).search,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: posted.toString(),
    });
    expect(returned.statusCode).toBe(303);
    const page = new URL(String(returned.headers.location));
    expect(page.origin + page.pathname).toBe(`${ORIGIN}/shop/checkout`);
    expect(page.searchParams.get('transaction_id')).toBe(txnid);
    expect(page.searchParams.has('field9')).toBe(false);
    // The SPA passes the answer (everything but transaction_id, which is in the path) to verify.
    page.searchParams.delete('transaction_id');
    const verified = await call({ app: live, url: `/common/payu-payment/verify/${txnid}?${page.searchParams}`, as: 'student' });
    expect(verified.json().data).toMatchObject({ status: 'cancelled', failure_reason: 'Cancelled by user' });
  });

  it('fails cleanly (422, nothing written) when the card provider cannot be reached', async () => {
    const down = await buildApp(server.db, { ...live.ctx.config, razorpayApiBase: 'http://127.0.0.1:9', paymentProviderTimeoutMs: 2000 });
    await down.ready();
    try {
      const before = (await server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM payments')).rows[0].n;
      const made = await call({ app: down, url: `/common/razorpay-payment/make/${idOf('student')}/${plan['Emails: 50,000 credits']}?url=${returnUrl}`, as: 'student' });
      expect(made.statusCode).toBe(422);
      expect(made.json().message).toMatch(/could not create the order/);
      expect((await server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM payments')).rows[0].n).toBe(before);
    } finally {
      await down.close();
    }
  });
});

describe('limits', () => {
  it('rate limits make and verify per user (429)', async () => {
    const limited = await buildApp(server.db, { ...server.config, paymentRateLimit: 2 });
    await limited.ready();
    try {
      const url = `/common/razorpay-payment/make/${idOf('student')}/${plan['Emails: 50,000 credits']}?url=${returnUrl}`;
      const codes = [];
      for (let i = 0; i < 3; i++) codes.push((await call({ app: limited, url, as: 'student' })).statusCode);
      expect(codes).toEqual([201, 201, 429]);
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
