// Commission rates, associate plans, annual targets and the partner's statement through the API: who may write and
// read them (x-access and the service's reach: another partner's statement 403, a non-partner 404), the rate windows,
// each 400 naming its field, targets' progress read from the ledger, and the statement's TDS and totals.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { application, caller, kolkataToday, PAST_CENSUS, percentRate, startCommissions, type Campus, type Ctx } from './commissions.fixtures.ts';

let ctx: Ctx;
let call: ReturnType<typeof caller>;
let campus: Campus;
beforeAll(async () => {
  ({ ctx, call, campus } = await startCommissions());
}, 120_000);
afterAll(async () => ctx?.server.close());

const fyOf = (date: string) => {
  const y = Number(date.slice(0, 4));
  const start = Number(date.slice(5, 7)) >= 4 ? y : y - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
};
const rateBody = (extra: Record<string, unknown>) => ({ university_id: campus.universityId, rate_type: 'percent', rate_basis_points: 1000, valid_from: '2020-01-01', ...extra });

describe('commission rates', () => {
  it('a later rate closes the open-ended one; another overlap is 409; the partner sees its share', async () => {
    const first = await percentRate(call, campus, 1000, '2020-01-01');
    expect(first).toMatchObject({ rate_type: 'percent', rate_basis_points: 1000, flat_amount_minor: null, currency: null, valid_to: null, your_share_basis_points: null });
    const second = await percentRate(call, campus, 1500, '2024-04-01');
    expect(second.valid_from).toBe('2024-04-01');
    const all = await call('GET', 'accounts', `/common/commission-rates/?university_id=${campus.universityId}&active_only=false`);
    expect(all.body.data.items.map((r: { rate_basis_points: number; valid_to: string | null }) => [r.rate_basis_points, r.valid_to]))
      .toEqual([[1500, null], [1000, '2024-03-31']]);
    const clash = await call('POST', 'manager', '/common/commission-rate', rateBody({ course_level_id: campus.levelId, valid_from: '2023-01-01', valid_to: '2023-12-31' }));
    expect(clash.status).toBe(409);
    // The agent on the basic plan (50 %) earns 7.5 % of the tuition under a 15 % rate.
    const mine = await call('GET', 'agent', `/common/commission-rates?university_id=${campus.universityId}`);
    expect(mine.status).toBe(200);
    expect(mine.body.data.items).toHaveLength(1);
    expect(mine.body.data.items[0]).toMatchObject({ rate_basis_points: 1500, your_share_basis_points: 5000, your_rate_basis_points: 750, your_flat_amount_minor: null });
  });

  it('a flat rate needs its amount and currency; each 400 names its field; partners and students may not write', async () => {
    const flat = await call('POST', 'accounts', '/common/commission-rate', rateBody({ rate_type: 'flat', rate_basis_points: undefined, flat_amount_minor: 150_000, currency: 'GBP', course_level_id: null }));
    expect(flat.status).toBe(201);
    expect(flat.body.data).toMatchObject({ flat_amount_minor: 150_000, currency: 'GBP', course_level: null });
    const noCurrency = await call('POST', 'accounts', '/common/commission-rate', rateBody({ rate_type: 'flat', rate_basis_points: undefined, flat_amount_minor: 1, valid_from: '2000-01-01', valid_to: '2000-12-31' }));
    expect(noCurrency.status).toBe(400);
    expect(noCurrency.body.errors).toEqual([{ field: 'body/currency', message: 'is required for a flat rate' }]);
    const both = await call('POST', 'accounts', '/common/commission-rate', rateBody({ flat_amount_minor: 5 }));
    expect(both.status).toBe(400);
    const floaty = await call('POST', 'accounts', '/common/commission-rate', rateBody({ rate_basis_points: 12.5 }));
    expect(floaty.status).toBe(400);
    expect(floaty.body.message).toContain('body/rate_basis_points');
    const backwards = await call('POST', 'accounts', '/common/commission-rate', rateBody({ valid_from: '2001-02-01', valid_to: '2001-01-01' }));
    expect(backwards.body.errors).toEqual([{ field: 'body/valid_to', message: 'must not be before valid_from' }]);
    expect((await call('POST', 'accounts', '/common/commission-rate', rateBody({ university_id: 2_000_000 }))).status).toBe(404);
    expect((await call('POST', 'agent', '/common/commission-rate', rateBody({}))).status).toBe(403);
    expect((await call('GET', 'student', '/common/commission-rates/')).status).toBe(403);
  });
});

describe('associate plans', () => {
  it('lists the plans with the partner’s own; accounts put a partner on a plan, which later accruals use', async () => {
    const before = await call('GET', 'franchise', '/common/associate-plan-type');
    expect(before.body.data.items.map((p: { plan_type: string; commission_share_basis_points: number }) => [p.plan_type, p.commission_share_basis_points]))
      .toEqual([['basic', 5000], ['silver', 6000], ['gold', 7000]]);
    expect(before.body.data.current_plan_type).toBeNull();
    const set = await call('POST', 'accounts', '/common/associate-plan-type', { user_id: ctx.ids.franchise, plan_type: 'gold' });
    expect(set.status).toBe(200);
    expect(set.body.data.current_plan_type).toBe('gold');
    expect((await call('GET', 'franchise', '/common/associate-plan-type')).body.data.current_plan_type).toBe('gold');
    expect((await call('GET', 'accounts', '/common/associate-plan-type')).body.data.current_plan_type).toBeNull();
    expect((await call('POST', 'accounts', '/common/associate-plan-type', { user_id: ctx.ids.counselor, plan_type: 'gold' })).status).toBe(422);
    expect((await call('POST', 'accounts', '/common/associate-plan-type', { user_id: 2_000_000, plan_type: 'gold' })).status).toBe(404);
    expect((await call('POST', 'franchise', '/common/associate-plan-type', { user_id: ctx.ids.franchise, plan_type: 'gold' })).status).toBe(403);
  });
});

describe('annual targets', () => {
  it('accounts set a target; the partner reads it with progress from the ledger; setting again replaces it', async () => {
    const fy = fyOf(kolkataToday());
    const first = await call('POST', 'accounts', '/common/annual-target', { user_id: ctx.ids.area, financial_year: fy, target_type: 'enrolments', target_value: 4 });
    expect(first.status).toBe(201);
    expect(first.body.data).toMatchObject({ user_id: ctx.ids.area, target_value: 4, achieved_value: 0, achieved_percent: 0, currency: null });
    expect((await call('GET', 'area', '/common/is-annual-target-set')).body.data).toEqual({ is_set: true, financial_year: fy });
    expect((await call('GET', 'agent', '/common/is-annual-target-set')).body.data.is_set).toBe(false);

    const sa = await application(ctx, campus, 's-kabir', 'enrolled', 1);
    expect((await call('POST', 'accounts', `/common/commissions/${sa}/expected`, { census_date: kolkataToday(), tuition_minor: 1_000_000 })).status).toBe(201);
    const mine = await call('GET', 'area', '/common/annual-target');
    expect(mine.body.data).toMatchObject({ achieved_value: 1, achieved_percent: 25, starts_on: `${fy.slice(0, 4)}-04-01` });

    const revenue = await call('POST', 'manager', '/common/annual-target', { user_id: ctx.ids.area, financial_year: fy, target_type: 'revenue', target_value: 300_000, currency: campus.currency });
    expect(revenue.status).toBe(200);
    expect(revenue.body.data).toMatchObject({ target_type: 'revenue', achieved_value: 150_000, achieved_percent: 50 });
  });

  it('reach: a master franchise reads its area franchise’s target, not the reverse; staff name a partner', async () => {
    expect((await call('GET', 'franchise', `/common/annual-target?franchise_id=${ctx.ids.area}`)).status).toBe(200);
    expect((await call('GET', 'area', `/common/annual-target?franchise_id=${ctx.ids.franchise}`)).status).toBe(403);
    expect((await call('GET', 'agent', `/common/annual-target?partner_user_id=${ctx.ids.area}`)).status).toBe(403);
    expect((await call('GET', 'accounts', `/common/annual-target?partner_user_id=${ctx.ids.agent}`)).body.data).toBeNull();
    const unnamed = await call('GET', 'accounts', '/common/annual-target');
    expect(unnamed.status).toBe(400);
    expect(unnamed.body.errors).toEqual([{ field: 'querystring/partner_user_id', message: 'is required for staff' }]);
    expect((await call('GET', 'accounts', `/common/annual-target?partner_user_id=${ctx.ids.counselor}`)).status).toBe(404);
    expect((await call('GET', 'agent', '/common/annual-target?financial_year=2026-28')).status).toBe(400);
    expect((await call('GET', 'agent', '/common/annual-target?financial_year=0000-01')).status).toBe(400);
    const noCurrency = await call('POST', 'accounts', '/common/annual-target', { user_id: ctx.ids.agent, financial_year: '2026-27', target_type: 'revenue', target_value: 1 });
    expect(noCurrency.body.errors).toEqual([{ field: 'body/currency', message: 'is required for a revenue target' }]);
    expect((await call('POST', 'agent', '/common/annual-target', { user_id: ctx.ids.agent, financial_year: '2026-27', target_type: 'enrolments', target_value: 1 })).status).toBe(403);
  });
});

describe('the partner statement', () => {
  it('shows each term with gross, TDS and net, and totals per currency; reach as for targets', async () => {
    const sa = await application(ctx, campus, 's-diya', 'enrolled', 2);
    await call('POST', 'accounts', `/common/commissions/${sa}/expected`, { census_date: PAST_CENSUS, tuition_minor: 999_999 });
    const fy = fyOf(PAST_CENSUS);
    const own = await call('GET', 'franchise', `/common/commission-statement?financial_year=${fy}`);
    expect(own.status).toBe(200);
    // 15 % of 999 999 = 149 999.85 → 150 000; the gold plan 70 % = 105 000; no PAN: TDS 20 % = 21 000.
    expect(own.body.data).toMatchObject({ partner: { user_id: ctx.ids.franchise }, financial_year: fy, pan_on_file: false, tds_rate_basis_points: 2000 });
    expect(own.body.data.lines).toHaveLength(1);
    expect(own.body.data.lines[0]).toMatchObject({ sa_mapper_id: sa, expected_minor: 150_000, partner_share: { share_basis_points: 7000, gross_minor: 105_000, tds_minor: 21_000, net_minor: 84_000 } });
    expect(own.body.data.totals).toEqual([expect.objectContaining({ currency: campus.currency, expected_minor: 150_000, gross_minor: 105_000, tds_minor: 21_000, net_minor: 84_000, paid_net_minor: 0 })]);

    expect((await call('GET', 'franchise', `/common/commission-statement?partner_user_id=${ctx.ids.area}`)).status).toBe(200);
    expect((await call('GET', 'area', `/common/commission-statement?partner_user_id=${ctx.ids.franchise}`)).status).toBe(403);
    const other = await call('GET', 'agent', `/common/commission-statement?partner_user_id=${ctx.ids.franchise}`);
    expect(other.status).toBe(403);
    expect((await call('GET', 'accounts', `/common/commission-statement?partner_user_id=${ctx.ids.student}`)).status).toBe(404);
    expect((await call('GET', 'manager', `/common/commission-statement?partner_user_id=${ctx.ids.franchise}&financial_year=${fy}`)).body.data.lines).toHaveLength(1);
    expect((await call('GET', 'student', '/common/commission-statement')).status).toBe(403);
  });

  it('a term: its partner and staff read it, another partner gets 403, no such term 404', async () => {
    const sa = await application(ctx, campus, 's-ananya', 'enrolled', 3);
    await call('POST', 'accounts', `/common/commissions/${sa}/expected`, { census_date: PAST_CENSUS, tuition_minor: 100_000 });
    expect((await call('GET', 'agent', `/common/commissions/${sa}/terms/1`)).status).toBe(200);
    expect((await call('GET', 'franchise', `/common/commissions/${sa}/terms/1`)).status).toBe(403);
    expect((await call('GET', 'accounts', `/common/commissions/${sa}/terms/2`)).status).toBe(404);
    expect((await call('GET', 'accounts', '/common/commissions/2000000/terms/1')).status).toBe(404);
  });
});
