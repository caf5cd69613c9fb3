// The commission ledger through the API: expected = rate × tuition in exact minor units, the census-date rule, the
// invoice and the receipt, the partner's payout with TDS (2 % with a PAN, 20 % without), a withdrawal's credit note
// and reversal, a correction by credit note, and moves made 20 times at once written once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { application, FUTURE_CENSUS, kolkataToday, PAST_CENSUS, percentRate, startCommissions, type Campus, type Ctx, caller } from './commissions.fixtures.ts';

let ctx: Ctx;
let call: ReturnType<typeof caller>;
let campus: Campus;
beforeAll(async () => {
  ({ ctx, call, campus } = await startCommissions());
  await percentRate(call, campus, 1250);
}, 120_000);
afterAll(async () => ctx?.server.close());

const base = (sa: number, term = 1) => `/common/commissions/${sa}/terms/${term}`;
const accrue = (sa: number, body: Record<string, unknown> = {}, as = 'accounts') => call('POST', as, `/common/commissions/${sa}/expected`, body);
const sumKind = (entries: { kind: string; amount_minor: number }[], kind: string) =>
  entries.filter((e) => e.kind === kind).reduce((s, e) => s + e.amount_minor, 0);

/** An enrolled application accrued at a past census date, invoiced and received in full. */
async function receivedTerm(student: string, tuition: number): Promise<number> {
  const sa = await application(ctx, campus, student);
  expect((await accrue(sa, { census_date: PAST_CENSUS, tuition_minor: tuition })).status).toBe(201);
  const invoiced = await call('POST', 'accounts', `${base(sa)}/invoice`, {});
  expect(invoiced.status).toBe(201);
  const due = invoiced.body.data.invoiced_minor;
  expect((await call('POST', 'accounts', `${base(sa)}/received`, { amount_minor: due, received_on: kolkataToday(), reference: `UNI-${sa}` })).status).toBe(201);
  return sa;
}

describe('expected commission', () => {
  it('is rate × tuition, half-up to the minor unit, with the partner and its plan share fixed', async () => {
    const sa = await application(ctx, campus, 's-ananya');
    const r = await accrue(sa, { census_date: FUTURE_CENSUS, tuition_minor: 1_234_567 });
    expect(r.status).toBe(201);
    // 1 234 567 × 12.5 % = 154 320.875 → 154 321
    expect(r.body.data).toMatchObject({
      sa_mapper_id: sa, term: 1, status: 'expected', currency: campus.currency, tuition_minor: 1_234_567, rate_type: 'percent',
      rate_basis_points: 1250, expected_minor: 154_321, invoiced_minor: 0, received_minor: 0, outstanding_minor: 0, aging_bucket: null,
      partner: { user_id: ctx.ids.agent, user_type: 'agent' },
    });
    // The basic plan: 50 % of 154 321 = 77 160.5 → 77 161; no PAN on file: TDS 20 % = 15 432.2 → 15 432.
    expect(r.body.data.partner_share).toEqual({
      share_basis_points: 5000, gross_minor: 77_161, tds_rate_basis_points: 2000, tds_minor: 15_432, net_minor: 61_729, paid_on: null, reference: null,
    });
    expect(r.body.data.entries).toMatchObject([{ kind: 'expected', amount_minor: 154_321, recorded_by: ctx.ids.accounts }]);
  });

  it('takes the course tuition in exact minor units and the intake month as census date by default', async () => {
    const sa = await application(ctx, campus, 's-ishaan', 'enrolled', 1);
    const { rows } = await ctx.server.db.query<{ fee: string; year: number }>(
      `SELECT c.tuition_fee::text AS fee, a.intake_year AS year FROM student_applications a JOIN courses c ON c.course_id = a.course_id WHERE a.sa_mapper_id = $1`,
      [sa],
    );
    const [whole, cents = '0'] = rows[0].fee.split('.');
    const tuition = Number(whole) * 100 + Number(cents.padEnd(2, '0'));
    const r = await accrue(sa);
    expect(r.status).toBe(201);
    expect(r.body.data.tuition_minor).toBe(tuition);
    expect(r.body.data.expected_minor).toBe(Number((BigInt(tuition) * 1250n * 2n + 10000n) / 20000n));
    expect(r.body.data.census_date).toBe(`${rows[0].year}-09-01`);
  });

  it('waits for the enrolment (409) and a rate in force (422); 20 identical accruals write one line', async () => {
    const offered = await application(ctx, campus, 's-diya', 'offer_accepted');
    expect((await accrue(offered)).status).toBe(409);
    const early = await application(ctx, campus, 's-diya', 'enrolled', 1);
    expect((await accrue(early, { census_date: '2019-09-01' })).status).toBe(422);

    const sa = await application(ctx, campus, 's-kabir', 'enrolled', 2);
    const answers = await Promise.all(Array.from({ length: 20 }, () => accrue(sa, { census_date: PAST_CENSUS, tuition_minor: 1_000_000 })));
    expect(answers.map((a) => a.status).sort()).toEqual([...Array(19).fill(200), 201]);
    expect(new Set(answers.map((a) => a.body.data.expected_minor))).toEqual(new Set([125_000]));
    const { rows } = await ctx.server.db.query('SELECT 1 FROM commission_entries WHERE sa_mapper_id = $1', [sa]);
    expect(rows).toHaveLength(1);
  });

  it('is refused to partners (403) and answers 400 naming the field', async () => {
    const sa = await application(ctx, campus, 's-saanvi');
    expect((await accrue(sa, {}, 'agent')).status).toBe(403);
    const bad = await accrue(sa, { term: 0 });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('body/term');
  });
});

describe('invoice, receipt and payout', () => {
  it('is not invoiced before the census date (422); after it one COM invoice for the commission, also under 20 requests', async () => {
    const sa = await application(ctx, campus, 's-ananya', 'enrolled', 3);
    await accrue(sa, { census_date: FUTURE_CENSUS, tuition_minor: 2_000_000 });
    const early = await call('POST', 'accounts', `${base(sa)}/invoice`, {});
    expect(early.status).toBe(422);
    expect(early.body.errors).toEqual([{ field: 'path/term', message: `starts on ${FUTURE_CENSUS}` }]);

    const due = await application(ctx, campus, 's-ananya', 'enrolled', 4);
    await accrue(due, { census_date: PAST_CENSUS, tuition_minor: 2_000_000 });
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => call('POST', i % 2 ? 'manager' : 'accounts', `${base(due)}/invoice`, {})));
    expect(answers.map((a) => a.status).sort()).toEqual([...Array(19).fill(200), 201]);
    const term = answers[0].body.data;
    expect(term).toMatchObject({ status: 'invoiced', invoiced_minor: 250_000, outstanding_minor: 250_000, aging_bucket: 'days_0_30' });
    expect(term.invoice_no).toMatch(/^COM\/\d{2}-\d{2}\/\d+$/);
    const invoice = await call('GET', 'accounts', `/common/invoices/${term.inv_id}`);
    expect(invoice.body.data).toMatchObject({ status: 'issued', currency: campus.currency, totals: { total_minor: 250_000 }, student_user_id: ctx.ids['s-ananya'] });
    const { rows } = await ctx.server.db.query("SELECT 1 FROM invoices WHERE series = 'COM' AND student_user_id = $1", [ctx.ids['s-ananya']]);
    expect(rows).toHaveLength(1);
  });

  it('records receipts against the invoice (idempotent by reference) and refuses more than is outstanding', async () => {
    const sa = await application(ctx, campus, 's-ishaan', 'enrolled', 5);
    await accrue(sa, { census_date: PAST_CENSUS, tuition_minor: 800_000 });
    expect((await call('POST', 'accounts', `${base(sa)}/received`, { amount_minor: 1, received_on: PAST_CENSUS, reference: 'X' })).status).toBe(409);
    const inv = (await call('POST', 'accounts', `${base(sa)}/invoice`, {})).body.data.inv_id;
    const part = { amount_minor: 40_000, received_on: kolkataToday(), reference: 'UNI-1' };
    expect((await call('POST', 'accounts', `${base(sa)}/received`, part)).body.data).toMatchObject({ status: 'partially_received', received_minor: 40_000, outstanding_minor: 60_000 });
    expect((await call('POST', 'accounts', `${base(sa)}/received`, part)).status).toBe(200);
    expect((await call('POST', 'accounts', `${base(sa)}/received`, { ...part, amount_minor: 1 })).status).toBe(409);
    const over = await call('POST', 'accounts', `${base(sa)}/received`, { ...part, reference: 'UNI-2', amount_minor: 60_001 });
    expect(over.status).toBe(422);
    expect(over.body.errors).toEqual([{ field: 'body/amount_minor', message: 'must be at most 60000' }]);
    expect((await call('POST', 'accounts', `${base(sa)}/received`, { ...part, reference: 'UNI-2', amount_minor: 60_000 })).body.data.status).toBe('received');
    expect((await call('GET', 'accounts', `/common/invoices/${inv}`)).body.data).toMatchObject({ status: 'paid', paid_minor: 100_000 });
  });

  it('pays the partner gross − TDS: 20 % without a PAN, 2 % with one; once per term under 20 requests', async () => {
    const noPan = await receivedTerm('s-ananya', 1_234_567);
    const paid = await call('POST', 'accounts', `${base(noPan)}/payout`, { paid_on: kolkataToday(), reference: 'NEFT-1' });
    expect(paid.status).toBe(201);
    expect(paid.body.data.status).toBe('paid_out');
    expect(paid.body.data.partner_share).toEqual({
      share_basis_points: 5000, gross_minor: 77_161, tds_rate_basis_points: 2000, tds_minor: 15_432, net_minor: 61_729,
      paid_on: kolkataToday(), reference: 'NEFT-1',
    });
    expect((await call('POST', 'accounts', `${base(noPan)}/payout`, { paid_on: kolkataToday(), reference: 'NEFT-9' })).status).toBe(409);

    const profile = await call('POST', 'agent', '/common/invoice-profile', {
      legal_name: 'Bright Future Overseas', pan: 'ABCPM1234K', address_line1: '2 Mall Road', city_name: 'Delhi',
      country_id: ctx.india, postal_code: '110002', billing_email: 'agent@bright.test',
    });
    expect(profile.status).toBe(200);
    const withPan = await receivedTerm('s-ishaan', 1_234_567);
    const answers = await Promise.all(Array.from({ length: 20 }, () => call('POST', 'accounts', `${base(withPan)}/payout`, { paid_on: kolkataToday(), reference: 'NEFT-2' })));
    expect(answers.map((a) => a.status).sort()).toEqual([...Array(19).fill(200), 201]);
    // 2 % of 77 161 = 1 543.22 → 1 543.
    expect(answers[0].body.data.partner_share).toMatchObject({ gross_minor: 77_161, tds_rate_basis_points: 200, tds_minor: 1_543, net_minor: 75_618 });
    const { rows } = await ctx.server.db.query("SELECT 1 FROM commission_entries WHERE sa_mapper_id = $1 AND kind = 'paid_out'", [withPan]);
    expect(rows).toHaveLength(1);
  });

  it('refuses a payout before the census date (422) and before the university paid in full (409)', async () => {
    const future = await application(ctx, campus, 's-ishaan', 'enrolled', 6);
    await accrue(future, { census_date: FUTURE_CENSUS, tuition_minor: 100_000 });
    expect((await call('POST', 'accounts', `${base(future)}/payout`, { paid_on: kolkataToday(), reference: 'N' })).status).toBe(422);
    const unpaid = await application(ctx, campus, 's-ishaan', 'enrolled', 7);
    await accrue(unpaid, { census_date: PAST_CENSUS, tuition_minor: 100_000 });
    await call('POST', 'accounts', `${base(unpaid)}/invoice`, {});
    expect((await call('POST', 'accounts', `${base(unpaid)}/payout`, { paid_on: kolkataToday(), reference: 'N' })).status).toBe(409);
  });
});

describe('withdrawal and correction', () => {
  it('a withdrawal after invoicing issues a credit note and reverses the commission, once', async () => {
    const sa = await application(ctx, campus, 's-kabir', 'enrolled', 3);
    await accrue(sa, { census_date: PAST_CENSUS, tuition_minor: 3_000_000 });
    const inv = (await call('POST', 'accounts', `${base(sa)}/invoice`, {})).body.data.inv_id;
    const answers = await Promise.all(Array.from({ length: 5 }, () => call('POST', 'accounts', `${base(sa)}/withdrawal`, { reason: 'Left before the census date' })));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 200, 200, 200, 201]);
    const term = answers.find((a) => a.status === 201)!.body.data;
    expect(term).toMatchObject({ status: 'withdrawn', expected_minor: 0, invoiced_minor: 0, outstanding_minor: 0 });
    expect(sumKind(term.entries, 'expected')).toBe(0);
    expect(term.entries.filter((e: { amount_minor: number }) => e.amount_minor < 0)).toHaveLength(2);
    const credit = term.entries.find((e: { kind: string; amount_minor: number }) => e.kind === 'invoiced' && e.amount_minor < 0).inv_id;
    expect((await call('GET', 'accounts', `/common/invoices/${credit}`)).body.data).toMatchObject({ kind: 'credit_note', totals: { total_minor: 375_000 } });
    expect((await call('GET', 'accounts', `/common/invoices/${inv}`)).body.data.credited_minor).toBe(375_000);
    expect((await call('POST', 'accounts', `${base(sa)}/payout`, { paid_on: kolkataToday(), reference: 'N' })).status).toBe(409);
  });

  it('a withdrawal before invoicing only reverses the expected line; after a payout it is 409', async () => {
    const sa = await application(ctx, campus, 's-saanvi', 'enrolled', 4);
    await accrue(sa, { census_date: FUTURE_CENSUS, tuition_minor: 100_000 });
    const r = await call('POST', 'accounts', `${base(sa)}/withdrawal`, { reason: 'Visa withdrawn' });
    expect(r.body.data).toMatchObject({ status: 'withdrawn', expected_minor: 0, inv_id: null });
    const paidOut = await receivedTerm('s-saanvi', 200_000);
    await call('POST', 'accounts', `${base(paidOut)}/payout`, { paid_on: kolkataToday(), reference: 'P' });
    expect((await call('POST', 'accounts', `${base(paidOut)}/withdrawal`, { reason: 'Too late' })).status).toBe(409);
  });

  it('updateCommission lowers the invoiced commission by a credit note; more is 422; not a commission invoice is 422', async () => {
    const sa = await application(ctx, campus, 's-kabir', 'enrolled', 5);
    await accrue(sa, { census_date: PAST_CENSUS, tuition_minor: 1_000_000 });
    const inv = (await call('POST', 'accounts', `${base(sa)}/invoice`, {})).body.data.inv_id;
    const lower = await call('POST', 'accounts', `/common/update-commission/${inv}`, { commission_minor: 100_000, reason: 'Scholarship lowered the tuition' });
    expect(lower.status).toBe(200);
    expect(lower.body.data).toMatchObject({ expected_minor: 100_000, invoiced_minor: 100_000 });
    expect((await call('POST', 'accounts', `/common/update-commission/${inv}`, { commission_minor: 100_000, reason: 'again' })).body.data.entries).toHaveLength(4);
    expect((await call('POST', 'accounts', `/common/update-commission/${inv}`, { commission_minor: 100_001, reason: 'more' })).status).toBe(422);
    expect((await call('GET', 'accounts', `/common/invoices/${inv}`)).body.data.credited_minor).toBe(25_000);
    const other = await call('POST', 'accounts', '/common/invoices/draft', {
      buyer: { legal_name: 'X', address: 'Y', country_code: 'GB' }, lines: [{ description: 'Z', quantity: 1, unit_price_minor: 100 }],
    });
    expect((await call('POST', 'accounts', `/common/update-commission/${other.body.data.inv_id}`, { commission_minor: 1, reason: 'not one' })).status).toBe(422);
    expect((await call('POST', 'agent', `/common/update-commission/${inv}`, { commission_minor: 1, reason: 'mine' })).status).toBe(403);
  });
});

describe('one transaction', () => {
  it('a commission invoice refused mid-way (no number left) leaves no draft, no line and no link', async () => {
    const sa = await application(ctx, campus, 's-saanvi', 'enrolled', 6);
    await accrue(sa, { census_date: PAST_CENSUS, tuition_minor: 500_000 });
    const { rows } = await ctx.server.db.query<{ fy: string; last_no: number }>("SELECT fy, last_no FROM invoice_counters WHERE series = 'COM'");
    const drafts = async () => (await ctx.server.db.query("SELECT 1 FROM invoices WHERE series = 'COM'")).rows.length;
    const before = await drafts();
    await ctx.server.db.query("UPDATE invoice_counters SET last_no = 99999 WHERE series = 'COM'");
    const refused = await call('POST', 'accounts', `${base(sa)}/invoice`, {});
    await ctx.server.db.query("UPDATE invoice_counters SET last_no = $1 WHERE series = 'COM'", [rows[0].last_no]);
    expect(refused.status).toBe(422);
    expect(await drafts()).toBe(before);
    const term = (await call('GET', 'accounts', base(sa))).body.data;
    expect(term).toMatchObject({ status: 'expected', inv_id: null, invoiced_minor: 0 });
    expect(term.entries).toHaveLength(1);
    expect((await call('POST', 'accounts', `${base(sa)}/invoice`, {})).status).toBe(201);
  });
});

describe('the accrual schedule', () => {
  it('accrues term 1 of an enrolled application by itself, once; an application not enrolled is left', async () => {
    const enrolled = await application(ctx, campus, 's-vihaan', 'enrolled', 7);
    const visa = await application(ctx, campus, 's-vihaan', 'visa_granted', 6);
    await ctx.server.app.jobs.tickSchedules();
    await ctx.server.app.jobs.runDueJobs();
    const term = await call('GET', 'accounts', base(enrolled));
    expect(term.status).toBe(200);
    expect(term.body.data).toMatchObject({ status: 'expected', partner: null, partner_share: null });
    expect(term.body.data.entries).toMatchObject([{ kind: 'expected', recorded_by: null }]);
    expect((await call('GET', 'accounts', base(visa))).status).toBe(404);
    // The call after the schedule answers the same term.
    expect((await accrue(enrolled)).status).toBe(200);
  });
});
