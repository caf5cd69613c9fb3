// All SQL of the commission settings: university rates, associate plans, annual targets and their progress.
import type { PortalQuery, PortalSchemas } from '../../contract-types.ts';
import type { Queryable } from '../../db/types.ts';
import { Conditions, queryPage, type Page, type PageWindow } from '../../domain/lists/index.ts';
import { shareOfRate, percentOf } from './commission-math.ts';

type Rate = PortalSchemas['CommissionRate'];
type RateRow = {
  commission_rate_id: number; university_id: number; university_name: string; country: string; course_level_id: number | null;
  course_level_name: string | null; rate_type: 'percent' | 'flat'; rate_bp: number | null; flat_minor: number | null;
  currency: string | null; valid_from: string; valid_to: string | null; notes: string | null;
};

const RATES = `
  SELECT r.commission_rate_id, r.university_id, u.name AS university_name, co.name AS country, r.course_level_id,
         cl.name AS course_level_name, r.rate_type, r.rate_bp, r.flat_minor, r.currency, r.valid_from, r.valid_to, r.notes
    FROM commission_rates r
    JOIN universities u ON u.university_id = r.university_id
    JOIN countries co ON co.country_id = u.country_id
    LEFT JOIN course_levels cl ON cl.course_level_id = r.course_level_id`;

/** A rate as the contract has it; `shareBp` is the caller's share (null for staff). */
export function toRate(row: RateRow, shareBp: number | null): Rate {
  return {
    commission_rate_id: row.commission_rate_id,
    university: { university_id: row.university_id, name: row.university_name, country: row.country },
    course_level: row.course_level_id === null ? null : { course_level_id: row.course_level_id, name: row.course_level_name! },
    rate_type: row.rate_type,
    rate_basis_points: row.rate_bp,
    flat_amount_minor: row.flat_minor,
    currency: row.currency,
    valid_from: row.valid_from,
    valid_to: row.valid_to,
    your_share_basis_points: shareBp,
    your_rate_basis_points: shareBp !== null && row.rate_bp !== null ? shareOfRate(row.rate_bp, shareBp) : null,
    your_flat_amount_minor: shareBp !== null && row.flat_minor !== null ? percentOf(row.flat_minor, shareBp) : null,
    notes: row.notes,
  };
}

export function listRates(db: Queryable, query: PortalQuery<'listCommissionRates'>, today: string, shareBp: number | null, window: PageWindow): Promise<Page<Rate>> {
  const where = new Conditions()
    .eq('r.university_id', query.university_id)
    .eq('u.country_id', query.country_id);
  if (query.course_level_id !== undefined) where.raw('r.course_level_id = $1 OR r.course_level_id IS NULL', query.course_level_id);
  if (query.active_only !== false) where.raw('r.valid_from <= $1 AND (r.valid_to IS NULL OR r.valid_to >= $1)', today);
  return queryPage<RateRow, Rate>(db, window, where, {
    select: `${RATES} ${where.sql} ORDER BY u.name, cl.sort_order NULLS FIRST, r.valid_from DESC, r.commission_rate_id`,
    count: `SELECT count(*)::int AS total FROM commission_rates r JOIN universities u ON u.university_id = r.university_id ${where.sql}`,
  }, (row) => toRate(row, shareBp));
}

export async function findRate(db: Queryable, id: number): Promise<Rate> {
  const { rows } = await db.query<RateRow>(`${RATES} WHERE r.commission_rate_id = $1`, [id]);
  return toRate(rows[0], null);
}

/** Locks the university (rates of one university are added one at a time); false when there is none. */
export async function lockUniversity(tx: Queryable, universityId: number): Promise<boolean> {
  const { rows } = await tx.query('SELECT 1 FROM universities WHERE university_id = $1 FOR UPDATE', [universityId]);
  return rows.length === 1;
}

export async function courseLevelExists(db: Queryable, id: number): Promise<boolean> {
  return (await db.query('SELECT 1 FROM course_levels WHERE course_level_id = $1', [id])).rows.length === 1;
}

type Window = { commission_rate_id: number; valid_from: string; valid_to: string | null };

/** The rates of a university and level (null: every level) whose windows meet [from, to]. */
export async function overlappingRates(db: Queryable, universityId: number, levelId: number | null, from: string, to: string | null): Promise<Window[]> {
  const { rows } = await db.query<Window>(
    `SELECT commission_rate_id, valid_from, valid_to FROM commission_rates
      WHERE university_id = $1 AND course_level_id IS NOT DISTINCT FROM $2
        AND (valid_to IS NULL OR valid_to >= $3) AND ($4::date IS NULL OR valid_from <= $4::date)`,
    [universityId, levelId, from, to],
  );
  return rows;
}

export async function closeRate(tx: Queryable, id: number, lastDay: string): Promise<void> {
  await tx.query('UPDATE commission_rates SET valid_to = $2 WHERE commission_rate_id = $1', [id, lastDay]);
}

export async function insertRate(tx: Queryable, body: {
  university_id: number; course_level_id: number | null; rate_type: string; rate_bp: number | null; flat_minor: number | null;
  currency: string | null; valid_from: string; valid_to: string | null; notes: string | null;
}, by: number): Promise<number> {
  const { rows } = await tx.query<{ commission_rate_id: number }>(
    `INSERT INTO commission_rates (university_id, course_level_id, rate_type, rate_bp, flat_minor, currency, valid_from, valid_to, notes, created_by)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING commission_rate_id`,
    [body.university_id, body.course_level_id, body.rate_type, body.rate_bp, body.flat_minor, body.currency, body.valid_from, body.valid_to, body.notes, by],
  );
  return rows[0].commission_rate_id;
}

type PlanType = PortalSchemas['AssociatePlanType'];

export async function planTypes(db: Queryable): Promise<PlanType[]> {
  const { rows } = await db.query<{ plan_type: PlanType['plan_type']; label: string; share_bp: number; min_annual_enrolments: number; description: string | null }>(
    'SELECT plan_type, label, share_bp, min_annual_enrolments, description FROM associate_plan_types ORDER BY sort_order',
  );
  return rows.map((r) => ({
    plan_type: r.plan_type, label: r.label, commission_share_basis_points: r.share_bp,
    min_annual_enrolments: r.min_annual_enrolments, description: r.description,
  }));
}

export async function planOf(db: Queryable, userId: number): Promise<PlanType['plan_type'] | null> {
  const { rows } = await db.query<{ plan_type: PlanType['plan_type'] }>('SELECT plan_type FROM associate_plans WHERE user_id = $1', [userId]);
  return rows[0]?.plan_type ?? null;
}

export async function setPlan(tx: Queryable, userId: number, plan: string, by: number): Promise<void> {
  await tx.query(
    `INSERT INTO associate_plans (user_id, plan_type, set_by) VALUES ($1, $2, $3)
     ON CONFLICT (user_id) DO UPDATE SET plan_type = EXCLUDED.plan_type, set_by = EXCLUDED.set_by, set_at = now()`,
    [userId, plan, by],
  );
}

export type TargetRow = {
  user_id: number; financial_year: string; target_type: 'enrolments' | 'revenue'; target_value: number; currency: string | null;
  set_by: number; set_by_name: string; set_by_type: PortalSchemas['UserType']; set_at: Date;
};

export async function findTarget(db: Queryable, userId: number, fy: string): Promise<TargetRow | undefined> {
  const { rows } = await db.query<TargetRow>(
    `SELECT t.user_id, t.financial_year, t.target_type, t.target_value, t.currency, t.set_by,
            concat_ws(' ', u.first_name, u.last_name) AS set_by_name, u.user_type AS set_by_type, t.set_at
       FROM annual_targets t JOIN users u ON u.user_id = t.set_by
      WHERE t.user_id = $1 AND t.financial_year = $2`,
    [userId, fy],
  );
  return rows[0];
}

/** Sets the target; true when it is new. */
export async function upsertTarget(tx: Queryable, t: { user_id: number; financial_year: string; target_type: string; target_value: number; currency: string | null }, by: number): Promise<boolean> {
  const { rows } = await tx.query<{ created: boolean }>(
    `INSERT INTO annual_targets (user_id, financial_year, target_type, target_value, currency, set_by) VALUES ($1, $2, $3, $4, $5, $6)
     ON CONFLICT (user_id, financial_year) DO UPDATE
       SET target_type = EXCLUDED.target_type, target_value = EXCLUDED.target_value, currency = EXCLUDED.currency,
           set_by = EXCLUDED.set_by, set_at = now()
     RETURNING (xmax = 0) AS created`,
    [t.user_id, t.financial_year, t.target_type, t.target_value, t.currency, by],
  );
  return rows[0].created;
}

/**
 * Progress from the ledger: the partner's first terms whose census date is in the year and that were not withdrawn
 * (enrolments), and the expected commission of those terms in `currency` (revenue).
 */
export async function progress(db: Queryable, userId: number, from: string, to: string, currency: string | null): Promise<{ enrolments: number; revenue: number }> {
  const { rows } = await db.query<{ enrolments: number; revenue: number }>(
    `SELECT count(*) FILTER (WHERE t.term = 1)::int AS enrolments,
            coalesce(sum(e.total) FILTER (WHERE t.currency = $4), 0)::bigint AS revenue
       FROM commission_terms t
       LEFT JOIN LATERAL (SELECT sum(amount_minor) AS total FROM commission_entries x
                           WHERE x.sa_mapper_id = t.sa_mapper_id AND x.term = t.term AND x.kind = 'expected') e ON true
      WHERE t.partner_user_id = $1 AND t.census_date BETWEEN $2 AND $3
        AND NOT EXISTS (SELECT 1 FROM commission_withdrawals w WHERE w.sa_mapper_id = t.sa_mapper_id AND w.term = t.term)`,
    [userId, from, to, currency],
  );
  return rows[0];
}

/** A live user's role, or undefined. */
export async function findUserType(db: Queryable, userId: number): Promise<string | undefined> {
  const { rows } = await db.query<{ user_type: string }>('SELECT user_type FROM users WHERE user_id = $1 AND deleted_at IS NULL', [userId]);
  return rows[0]?.user_type;
}
