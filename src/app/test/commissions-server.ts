// For tests only (nothing in the app imports it): a fake of the commission calls over arrays, answering as the server's
// commissions module does for the cases the screens show (rate filters and overlaps, the statement, targets, moves).
import type { MockApi } from './mock-api';
import type { AnnualTarget, CommissionRate, CommissionRateBody, CommissionStatement, CommissionTerm } from '@/entities/commission';

const ok = <T,>(data: T) => ({ status: true as const, data });

export const UNIVERSITIES = [
  { university_id: 7, name: 'University of Leeds', country_id: 2, focused: false },
  { university_id: 9, name: 'University of Toronto', country_id: 3, focused: true },
];
export const LEVELS = [
  { course_level_id: 1, name: 'Undergraduate', sort_order: 1 },
  { course_level_id: 2, name: 'Postgraduate', sort_order: 2 },
];
const COUNTRY_OF: Record<number, string> = { 7: 'United Kingdom', 9: 'Canada' };

const dayBefore = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);

type Options = { statement?: CommissionStatement; target?: AnnualTarget | null; failStatement?: boolean; failRates?: boolean };

/** Installs the fake; returns what it was sent. */
export function commissionsServer(api: MockApi, rates: CommissionRate[], { statement, target = null, failStatement = false, failRates = false }: Options = {}) {
  const sent = {
    rates: [] as CommissionRateBody[],
    rateQueries: [] as URLSearchParams[],
    statementQueries: [] as URLSearchParams[],
    moves: [] as { path: string; body: unknown }[],
  };
  api
    .portal('get', '/home/universities', () => ok(UNIVERSITIES))
    .portal('get', '/home/course-levels', () => ok(LEVELS))
    .portal('get', '/common/commission-rates/', (request) => {
      if (failRates) return { status: 500, message: 'Down' };
      const query = new URL(request.url).searchParams;
      sent.rateQueries.push(query);
      const today = '2026-11-28';
      const items = rates.filter(
        (r) =>
          (!query.get('university_id') || r.university.university_id === Number(query.get('university_id'))) &&
          (!query.get('course_level_id') || r.course_level?.course_level_id === Number(query.get('course_level_id'))) &&
          (query.get('active_only') === 'false' || (r.valid_from <= today && (r.valid_to === null || r.valid_to >= today))),
      );
      const page = Number(query.get('page') ?? 1);
      const size = Number(query.get('page_size') ?? 20);
      return ok({ items: items.slice((page - 1) * size, page * size), page, page_size: size, total: items.length });
    })
    .portal('post', '/common/commission-rate', async (request) => {
      const body = (await request.json()) as CommissionRateBody;
      sent.rates.push(body);
      const level = body.course_level_id ?? null;
      const same = rates.filter((r) => r.university.university_id === body.university_id && (r.course_level?.course_level_id ?? null) === level);
      const overlaps = same.filter((r) => (r.valid_to === null || r.valid_to >= body.valid_from) && (!body.valid_to || r.valid_from <= body.valid_to));
      if (overlaps.length === 1 && overlaps[0].valid_to === null && overlaps[0].valid_from < body.valid_from) overlaps[0].valid_to = dayBefore(body.valid_from);
      else if (overlaps.length > 0)
        return { status: 409, message: 'another rate of this university and level applies in that window', errors: [{ field: 'body/valid_from', message: `overlaps rate ${overlaps[0].commission_rate_id}` }] };
      const rate: CommissionRate = {
        commission_rate_id: 100 + sent.rates.length,
        university: { university_id: body.university_id, name: UNIVERSITIES.find((u) => u.university_id === body.university_id)!.name, country: COUNTRY_OF[body.university_id] },
        course_level: level === null ? null : { course_level_id: level, name: LEVELS.find((l) => l.course_level_id === level)!.name },
        rate_type: body.rate_type,
        rate_basis_points: body.rate_basis_points ?? null,
        flat_amount_minor: body.flat_amount_minor ?? null,
        currency: body.currency ?? null,
        valid_from: body.valid_from,
        valid_to: body.valid_to ?? null,
        your_share_basis_points: null,
        your_rate_basis_points: null,
        your_flat_amount_minor: null,
        notes: body.notes ?? null,
      };
      rates.unshift(rate);
      return ok(rate);
    })
    .portal('get', '/common/commission-statement', (request) => {
      const query = new URL(request.url).searchParams;
      sent.statementQueries.push(query);
      if (failStatement) return { status: 500, message: 'Down' };
      if (!statement) return { status: 404, message: 'not a partner' };
      return ok(statement);
    })
    .portal('get', '/common/is-annual-target-set', (request) => ok({ is_set: target !== null, financial_year: new URL(request.url).searchParams.get('financial_year') ?? '2026-27' }))
    .portal('get', '/common/annual-target', () => ok(target))
    .portal('get', '/common/associate-plan-type', () =>
      ok({
        items: [
          { plan_type: 'basic' as const, label: 'Basic', commission_share_basis_points: 5000, min_annual_enrolments: 0, description: null },
          { plan_type: 'gold' as const, label: 'Gold', commission_share_basis_points: 7000, min_annual_enrolments: 25, description: null },
        ],
        current_plan_type: null,
      }),
    );
  type Answer = { status: true; data: CommissionTerm } | { status: number; message: string };
  const move = (kind: string, change: (term: CommissionTerm, body: Record<string, unknown>) => Answer) =>
    async (request: Request): Promise<Answer> => {
      const path = new URL(request.url).pathname;
      const body = (await request.json()) as Record<string, unknown>;
      sent.moves.push({ path, body });
      const [, , , , id, , term] = path.split('/');
      const line = statement?.lines.find((t) => t.sa_mapper_id === Number(id) && t.term === Number(term));
      if (!line) return { status: 404, message: `no ${kind}` };
      return change(line, body);
    };
  api
    .portal('post', '/common/commissions/{sa_mapper_id}/terms/{term}/invoice', move('invoice', (t) => {
      if (t.census_date > '2026-11-28') return { status: 422, message: `the commission is not payable before the census date ${t.census_date}` };
      Object.assign(t, { status: 'invoiced', invoiced_minor: t.expected_minor, outstanding_minor: t.expected_minor, inv_id: 55, invoice_no: 'COM/26-27/1' });
      return ok(t);
    }))
    .portal('post', '/common/commissions/{sa_mapper_id}/terms/{term}/received', move('received', (t, body) => {
      const amount = body.amount_minor as number;
      Object.assign(t, { received_minor: t.received_minor + amount, outstanding_minor: t.outstanding_minor - amount, status: t.outstanding_minor - amount === 0 ? 'received' : 'partially_received' });
      return ok(t);
    }))
    .portal('post', '/common/commissions/{sa_mapper_id}/terms/{term}/payout', move('payout', (t) =>
      t.status !== 'received' ? { status: 409, message: 'the university has not paid this commission in full' } : ok(t),
    ))
    .portal('post', '/common/commissions/{sa_mapper_id}/terms/{term}/withdrawal', move('withdrawal', (t) => ok(Object.assign(t, { status: 'withdrawn' as const }))));
  return sent;
}
