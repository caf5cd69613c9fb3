// Payments through the real adapters (razorpay's Orders API and signature, payu's form hash, reverse hash and
// verification API), against a local stand-in for the providers. Part of the payments tests (payments-*.test.ts).
import { createServer, type IncomingMessage, type Server } from 'node:http';
import { createHash, createHmac } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type BuiltApp } from '../src/app.ts';
import type { Config } from '../src/config.ts';
import { razorpaySignature } from '../src/modules/payments/signatures.ts';
import {
  call,
  coupon,
  idOf,
  ORIGIN,
  plan,
  returnUrl,
  server,
  setUpPaymentsServer,
  txnRow,
} from './payments-kit.ts';

setUpPaymentsServer();

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

  it('razorpay: the same make answers the same provider order; a late capture of a plan paid meanwhile is a refund due', async () => {
    const url = `/common/razorpay-payment/make/${idOf('s-ananya')}/${plan['Automation Starter: 1,000 credits']}?url=${returnUrl}`;
    const [first, again] = await Promise.all([call({ app: live, url, as: 'agent' }), call({ app: live, url, as: 's-ananya' })]);
    expect([first.statusCode, again.statusCode]).toEqual([201, 201]);
    const a = first.json().data;
    expect(again.json().data).toEqual(a);
    // One payment row (a race may leave an unused order at the provider, never a second payment).
    const { rows } = await server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM payments WHERE student_user_id = $1 AND plan_id = $2', [
      idOf('s-ananya'), plan['Automation Starter: 1,000 credits'],
    ]);
    expect(rows[0].n).toBe(1);
    // Its hour passes; a new payment is made and captured; then the first one's genuine answer arrives.
    await server.db.query(`UPDATE payments SET expires_at = now() - interval '1 minute' WHERE transaction_id = $1`, [a.transaction_id]);
    const b = (await call({ app: live, url, as: 'agent' })).json().data;
    expect(b.checkout.order_id).not.toBe(a.checkout.order_id);
    const answer = (orderId: string, paymentId: string) =>
      `razorpay_payment_id=${paymentId}&razorpay_order_id=${orderId}&razorpay_signature=${razorpaySignature(SECRET, orderId, paymentId)}`;
    const paid = await call({ app: live, url: `/common/razorpay-payment/verify/${b.transaction_id}?${answer(b.checkout.order_id, 'pay_SecondPaid0001')}`, as: 'agent' });
    expect(paid.json().data).toMatchObject({ status: 'paid', amount: 2500 });
    const late = await call({ app: live, url: `/common/razorpay-payment/verify/${a.transaction_id}?${answer(a.checkout.order_id, 'pay_FirstLate00001')}`, as: 'agent' });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toMatch(/is already paid for this student .* was not applied and is recorded for a refund$/);
    const { rows: flagged } = await server.db.query<{ status: string; provider_payment_id: string }>(
      'SELECT status, provider_payment_id FROM payments WHERE transaction_id = $1',
      [a.transaction_id],
    );
    expect(flagged[0]).toEqual({ status: 'refund_due', provider_payment_id: 'pay_FirstLate00001' });
    const { rows: order } = await server.db.query<{ amount: number; amount_paid: number }>(
      'SELECT amount, amount_paid FROM shop_orders WHERE so_id = $1',
      [paid.json().data.so_id],
    );
    expect(order[0]).toEqual({ amount: 2500, amount_paid: 2500 });
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
