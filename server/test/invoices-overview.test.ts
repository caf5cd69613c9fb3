// The accounts dashboard's overview (getAccountsOverview): who may ask; receivables per currency (never added across
// currencies); overdue from the issue date + 30 days; received this month counted in India's time (a payment of 31
// March is last month at 01:30 IST on 1 April, though UTC still says 31 March); a credit note and a void lower the
// receivables; the commission ledger summed per university. The server runs on a clock the test moves.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { application, percentRate, PAST_CENSUS, type Campus } from './commissions.fixtures.ts';
import { signIn, type TestServer } from './harness.ts';
import { ACTORS, businessProfile, caller, draftBody, type Ctx } from './invoices.fixtures.ts';
import { openSeededTestDb } from './seeded.ts';

let at: Date | null = null;
/** Moves the server's clock (null: the real time). */
const clockAt = (iso: string | null) => {
  at = iso ? new Date(iso) : null;
};

let ctx: Ctx;
let call: ReturnType<typeof caller>;
beforeAll(async () => {
  const db = await openSeededTestDb();
  const config = loadConfig(
    { ...process.env, DATABASE_URL: '', LOG_LEVEL: 'silent', VALIDATE_RESPONSES: 'true', AUTH_RATE_LIMIT: '1000', PUBLIC_RATE_LIMIT: '100000' },
    { inMemoryDb: true, spaDir: '/nonexistent' },
  );
  const app = await buildApp(db, config, { clock: { now: () => at ?? new Date() } });
  await app.ready();
  const server: TestServer = { app, db, config, portal: config.portalBase, leads: config.leadsBase, close: async () => { await app.close(); await db.close(); } };
  ctx = { server, tokens: {}, ids: {}, india: 0 };
  for (const key of ACTORS) {
    const { token, userId } = await signIn(server, key);
    ctx.tokens[key] = token;
    ctx.ids[key] = userId;
  }
  ctx.india = (await db.query<{ country_id: number }>("SELECT country_id FROM countries WHERE iso2 = 'IN'")).rows[0].country_id;
  call = caller(ctx);
  expect((await call('POST', 'accounts', '/common/invoice-profile', businessProfile(ctx.india))).status).toBe(200);
}, 120_000);
afterAll(async () => ctx?.server.close());

type Amount = { currency: string; amount_minor: number; count: number };
type Overview = {
  today: string; month_from: string; payment_terms_days: number;
  receivables: Amount[]; overdue: Amount[]; received_this_month: Amount[];
  commission_by_university: { university_id: number; currency: string; expected_minor: number; invoiced_minor: number; received_minor: number; terms: number }[];
};
const overview = async (as = 'accounts'): Promise<Overview> => {
  const r = await call('GET', as, '/common/accounts-overview');
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body.data;
};
const of = (list: Amount[], currency: string) => list.find((a) => a.currency === currency) ?? { currency, amount_minor: 0, count: 0 };

/** A draft issued at the clock's time: 1 000 000 + 18 % IGST = 1 180 000 in its currency. */
async function issued(extra: Record<string, unknown> = {}): Promise<number> {
  const draft = await call('POST', 'accounts', '/common/invoices/draft', draftBody(extra));
  expect(draft.status, JSON.stringify(draft.body)).toBe(201);
  const r = await call('POST', 'accounts', `/common/invoices/${draft.body.data.inv_id}/issue`);
  expect(r.status).toBe(200);
  return r.body.data.inv_id;
}
const pay = async (invId: number, amount: number, paidOn: string, reference: string) => {
  const r = await call('POST', 'accounts', `/common/invoices/${invId}/payments`, { amount_minor: amount, paid_on: paidOn, method: 'bank_transfer', reference });
  expect(r.status, JSON.stringify(r.body)).toBe(201);
};
const ABROAD = { buyer: { legal_name: 'University of Leeds', address: 'Leeds', country_code: 'GB' }, currency: 'USD' };

describe('who may ask', () => {
  it('accounts and operations managers; every other role 403; nobody signed in 401', async () => {
    expect((await call('GET', 'accounts', '/common/accounts-overview')).status).toBe(200);
    expect((await call('GET', 'manager', '/common/accounts-overview')).status).toBe(200);
    for (const as of ['agent', 'franchise', 'area', 'student', 'counselor', 'sc']) expect((await call('GET', as, '/common/accounts-overview')).status).toBe(403);
    const anonymous = await ctx.server.app.inject({ method: 'GET', url: `${ctx.server.portal}/common/accounts-overview` });
    expect(anonymous.statusCode).toBe(401);
  });

  it('with no issued invoice, every list is empty and a draft counts for nothing', async () => {
    await call('POST', 'accounts', '/common/invoices/draft', draftBody());
    const o = await overview();
    expect([o.receivables, o.overdue, o.received_this_month]).toEqual([[], [], []]);
    expect(o.payment_terms_days).toBe(30);
  });
});

describe('receivables, overdue and received this month', () => {
  let a = 0;
  let c = 0;

  it('is due 30 days after its issue date and overdue from the day after, in India’s time', async () => {
    clockAt('2026-01-10T06:00:00Z');
    a = await issued();
    await issued(ABROAD);
    clockAt('2026-02-09T18:29:00Z'); // 9 February, 23:59 in India: the due date
    const due = await overview();
    expect(due.today).toBe('2026-02-09');
    expect(due.overdue).toEqual([]);
    expect(due.receivables).toEqual([
      { currency: 'INR', amount_minor: 1_180_000, count: 1 },
      { currency: 'USD', amount_minor: 1_180_000, count: 1 },
    ]);
    clockAt('2026-02-09T18:31:00Z'); // 10 February, 00:01 in India
    expect((await overview()).overdue).toEqual([
      { currency: 'INR', amount_minor: 1_180_000, count: 1 },
      { currency: 'USD', amount_minor: 1_180_000, count: 1 },
    ]);
  });

  it('sums open balances per currency, never across; payments lower them', async () => {
    clockAt('2026-03-31T18:00:00Z'); // 31 March, 23:30 in India
    await pay(a, 180_000, '2026-03-31', 'A-MARCH');
    clockAt('2026-03-31T20:00:00Z'); // 1 April, 01:30 in India (still 31 March in UTC)
    c = await issued();
    await pay(c, 100_000, '2026-04-01', 'C-APRIL');
    const o = await overview();
    expect([o.today, o.month_from]).toEqual(['2026-04-01', '2026-04-01']);
    expect(o.receivables).toEqual([
      { currency: 'INR', amount_minor: 1_000_000 + 1_080_000, count: 2 },
      { currency: 'USD', amount_minor: 1_180_000, count: 1 },
    ]);
    // Only the January invoices are past due; the April one is not.
    expect(o.overdue).toEqual([
      { currency: 'INR', amount_minor: 1_000_000, count: 1 },
      { currency: 'USD', amount_minor: 1_180_000, count: 1 },
    ]);
  });

  it('received this month counts the payment day in India’s month', async () => {
    clockAt('2026-03-31T20:00:00Z'); // 1 April in India: the 31 March payment is last month's
    expect((await overview()).received_this_month).toEqual([{ currency: 'INR', amount_minor: 100_000, count: 1 }]);
    clockAt('2026-03-31T18:00:00Z'); // 31 March in India: March's payment only
    const march = await overview();
    expect([march.today, march.month_from]).toEqual(['2026-03-31', '2026-03-01']);
    expect(march.received_this_month).toEqual([{ currency: 'INR', amount_minor: 180_000, count: 1 }]);
  });

  it('a credit note lowers the receivables; a void takes the invoice out; a fully paid one is gone', async () => {
    clockAt('2026-04-02T06:00:00Z');
    const before = of((await overview()).receivables, 'INR');
    const note = await call('POST', 'accounts', `/common/invoices/${c}/credit-notes`, {
      reason: 'fee reduced', lines: [{ description: 'Fee reduction', quantity: 1, unit_price_minor: 100_000, gst_rate: 18 }],
    });
    expect(note.status, JSON.stringify(note.body)).toBe(201);
    const credited = of((await overview()).receivables, 'INR');
    expect(credited).toEqual({ currency: 'INR', amount_minor: before.amount_minor - 118_000, count: 2 });

    const d = await issued();
    expect(of((await overview()).receivables, 'INR').amount_minor).toBe(credited.amount_minor + 1_180_000);
    expect((await call('POST', 'accounts', `/common/invoices/${d}/void`, { reason: 'raised twice' })).status).toBe(200);
    await pay(a, 1_000_000, '2026-04-02', 'A-REST');
    const after = await overview();
    expect(of(after.receivables, 'INR')).toEqual({ currency: 'INR', amount_minor: credited.amount_minor - 1_000_000, count: 1 });
    expect(of(after.overdue, 'INR').count).toBe(0);
    expect(of(after.received_this_month, 'INR')).toEqual({ currency: 'INR', amount_minor: 1_100_000, count: 2 });
  });
});

describe('commission by university', () => {
  it('sums the ledger per university and currency: expected, invoiced, received', async () => {
    clockAt('2026-04-05T06:00:00Z');
    const { rows } = await ctx.server.db.query<{ university_id: number; course_level_id: number; currency: string }>(
      `SELECT c.university_id, c.course_level_id, min(c.currency) AS currency
         FROM courses c JOIN universities u ON u.university_id = c.university_id JOIN countries co ON co.country_id = u.country_id
        WHERE co.iso2 <> 'IN' AND c.tuition_fee IS NOT NULL
        GROUP BY c.university_id, c.course_level_id HAVING count(DISTINCT c.currency) = 1
        ORDER BY count(*) DESC, c.university_id LIMIT 1`,
    );
    const courses = await ctx.server.db.query<{ course_id: number }>(
      'SELECT course_id FROM courses WHERE university_id = $1 AND course_level_id = $2 AND tuition_fee IS NOT NULL ORDER BY course_id',
      [rows[0].university_id, rows[0].course_level_id],
    );
    const campus: Campus = { universityId: rows[0].university_id, levelId: rows[0].course_level_id, courses: courses.rows.map((r) => r.course_id), currency: rows[0].currency };
    expect((await overview()).commission_by_university).toEqual([]);
    await percentRate(call, campus, 1250);
    const before = await overview();
    for (const [index, tuition] of [1_000_000, 2_000_000].entries()) {
      const sa = await application(ctx, campus, 's-zara', 'enrolled', index);
      expect((await call('POST', 'accounts', `/common/commissions/${sa}/expected`, { census_date: PAST_CENSUS, tuition_minor: tuition })).status).toBe(201);
      if (index === 0) {
        expect((await call('POST', 'accounts', `/common/commissions/${sa}/terms/1/invoice`, {})).status).toBe(201);
        const received = await call('POST', 'accounts', `/common/commissions/${sa}/terms/1/received`, { amount_minor: 25_000, received_on: '2026-04-05', reference: `UNI-${sa}` });
        expect(received.status, JSON.stringify(received.body)).toBe(201);
      }
    }
    const o = await overview();
    // 12.5 % of 1 000 000 and of 2 000 000; only the first invoiced (125 000), 25 000 of it received.
    expect(o.commission_by_university).toEqual([
      { university_id: campus.universityId, university_name: expect.any(String), currency: campus.currency, expected_minor: 375_000, invoiced_minor: 125_000, received_minor: 25_000, terms: 2 },
    ]);
    // The commission invoice is a receivable of its own currency, and its receipt was received this month.
    expect(of(o.receivables, campus.currency).amount_minor).toBe(of(before.receivables, campus.currency).amount_minor + 100_000);
    expect(of(o.received_this_month, campus.currency).amount_minor).toBe(of(before.received_this_month, campus.currency).amount_minor + 25_000);
    clockAt(null);
  });
});
