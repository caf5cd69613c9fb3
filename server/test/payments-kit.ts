// What the payments tests share: one server per test file (its own database), the demo users signed in, plans and
// coupons by name, and the sandbox flow a browser takes (make → hosted page → the tester's pick → verify).
import { afterAll, beforeAll, expect } from 'vitest';
import type { BuiltApp } from '../src/app.ts';
import type { Config } from '../src/config.ts';
import { bearer, signIn, startTestServer, type TestServer } from './harness.ts';

export const ORIGIN = 'http://127.0.0.1:8080';

/** This file's server (filled in by setUpPaymentsServer's beforeAll). */
export const server = {} as TestServer;
export const who: Record<string, { token: string; userId: number }> = {};
export const plan: Record<string, number> = {};
export const coupon: Record<string, number> = {};

const PEOPLE = ['student', 'counselor', 'agent', 'franchise', 'accounts', 'manager', 'sc', 's-ananya', 's-zara', 'operations'];

/** Starts this test file's server with the demo data, signs the people in, and closes it after the file. */
export function setUpPaymentsServer(overrides: Partial<Config> = {}): void {
  beforeAll(async () => {
    Object.assign(server, await startTestServer({ publicUrl: ORIGIN, paymentRateLimit: 1000, ...overrides }));
    for (const key of PEOPLE) who[key] = await signIn(server, key);
    const { rows } = await server.db.query<{ plan_id: number; name: string }>('SELECT plan_id, name FROM plans');
    for (const row of rows) plan[row.name] = row.plan_id;
    const { rows: codes } = await server.db.query<{ cc_id: number; code: string }>('SELECT cc_id, code FROM coupons');
    for (const row of codes) coupon[row.code] = row.cc_id;
  }, 120_000);
  afterAll(async () => server.close?.());
}

type Inject = { method?: 'GET' | 'POST'; url: string; as?: string; payload?: unknown; app?: BuiltApp };
export const call = ({ method = 'GET', url, as, payload, app }: Inject) =>
  (app ?? server.app).inject({
    method,
    url: url.startsWith('/sandbox-pay') ? url : `${url.startsWith('/my-lead') ? server.leads : server.portal}${url}`,
    headers: as ? bearer(who[as].token) : {},
    payload: payload as object,
  });
export const idOf = (key: string) => who[key].userId;
export const returnUrl = encodeURIComponent(`${ORIGIN}/services?service_name=IELTS`);

/** The make call's address for a student's plan through a path, with extra query text. */
export function makeUrl(student: string, planName: string, channel: 'razorpay' | 'payu' = 'razorpay', query = ''): string {
  const extra = query ? `&${query}` : '';
  return channel === 'razorpay'
    ? `/common/razorpay-payment/make/${idOf(student)}/${plan[planName]}?url=${returnUrl}${extra}`
    : `/common/payu-payment/make/${idOf(student)}/${plan[planName]}?${extra.slice(1)}`;
}

/** The sandbox page's answer for a transaction: the tester's pick (a form post), answered with a redirect. */
export const answerPage = (transactionId: string, outcome: string) =>
  server.app.inject({
    method: 'POST',
    url: `/sandbox-pay/${transactionId}/answer`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: `outcome=${outcome}`,
  });

/** make → the sandbox page → the tester's pick → the redirect's query (what the SPA passes to verify). */
export async function makeAndAnswer(opts: {
  as: string;
  student: string;
  planName: string;
  channel?: 'razorpay' | 'payu';
  outcome: 'success' | 'failure' | 'cancel';
  query?: string;
}) {
  const channel = opts.channel ?? 'razorpay';
  const made = await call({ url: makeUrl(opts.student, opts.planName, channel, opts.query), as: opts.as });
  expect(made.statusCode, made.body).toBe(201);
  const start = made.json().data;
  expect(start.checkout.provider).toBe('sandbox');
  const pagePath = new URL(start.checkout.redirect_url).pathname;
  const page = await call({ url: pagePath });
  expect(page.statusCode).toBe(200);
  const answer = await answerPage(start.transaction_id, opts.outcome);
  expect(answer.statusCode).toBe(303);
  const back = new URL(String(answer.headers.location));
  const verifyQuery = new URLSearchParams({ outcome: back.searchParams.get('outcome')!, signature: back.searchParams.get('signature')! });
  return { start, page, back, verifyQuery: verifyQuery.toString(), verifyUrl: `/common/${channel}-payment/verify/${start.transaction_id}` };
}

export async function pay(opts: Parameters<typeof makeAndAnswer>[0]) {
  const run = await makeAndAnswer(opts);
  const verified = await call({ url: `${run.verifyUrl}?${run.verifyQuery}`, as: opts.as });
  expect(verified.statusCode, verified.body).toBe(200);
  return { ...run, verified: verified.json().data };
}

/** Cancels an open sandbox payment the way a tester does (Cancel on the page, then the verify): it ends, and frees its plan and coupon. */
export async function cancelOpen(transactionId: string, as: string, channel: 'razorpay' | 'payu' = 'razorpay') {
  const answer = await answerPage(transactionId, 'cancel');
  expect(answer.statusCode).toBe(303);
  const back = new URL(String(answer.headers.location));
  const query = new URLSearchParams({ outcome: 'cancel', signature: back.searchParams.get('signature')! });
  const verified = await call({ url: `/common/${channel}-payment/verify/${transactionId}?${query}`, as });
  expect(verified.json().data.status).toBe('cancelled');
}

export const txnRow = async (id: string) =>
  (await server.db.query<{ status: string; so_id: number | null }>('SELECT status, so_id FROM payments WHERE transaction_id = $1', [id])).rows[0];
