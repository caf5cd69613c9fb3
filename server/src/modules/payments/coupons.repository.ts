// The SQL of coupons: a coupon with its plans, a student's uses and assignment, the lists of codes and assignments,
// and — for exactly-once money — the coupon's row lock, the uses open payments hold, and taking one use.
import type { Queryable } from '../../db/types.ts';
import { studentReachSql } from '../../domain/access/index.ts';
import type { Caller } from '../../domain/caller.ts';
import { Conditions, escapeLike, queryPage, type Page, type PageWindow } from '../../domain/lists/index.ts';

export type CouponRow = {
  cc_id: number;
  code: string;
  description: string | null;
  discount_type: 'percent' | 'flat';
  value: number;
  currency: string | null;
  max_discount: number | null;
  valid_from: string | null;
  valid_until: string | null;
  usage_limit: number | null;
  used_count: number;
  per_student_limit: number | null;
  assigned_only: boolean;
  is_active: boolean;
  plan_ids: number[] | null;
  /** The minimum order in minor units of min_currency (bigint: the driver answers text); null for none. */
  min_amount_minor: string | null;
  min_currency: string | null;
};

const COUPON_COLUMNS = `
  c.cc_id, c.code, c.description, c.discount_type, c.value, c.currency, c.max_discount, c.valid_from, c.valid_until,
  c.usage_limit, c.used_count, c.per_student_limit, c.assigned_only, c.is_active, c.min_amount_minor::text, c.min_currency,
  (SELECT json_agg(cp.plan_id ORDER BY cp.plan_id) FROM coupon_plans cp WHERE cp.cc_id = c.cc_id) AS plan_ids`;

export async function findCoupon(q: Queryable, ccId: number): Promise<CouponRow | null> {
  const { rows } = await q.query<CouponRow>(`SELECT ${COUPON_COLUMNS} FROM coupons c WHERE c.cc_id = $1`, [ccId]);
  return rows[0] ?? null;
}

/** The id of the coupon with this code (case-insensitive). */
export async function findCouponId(q: Queryable, code: string): Promise<number | undefined> {
  const { rows } = await q.query<{ cc_id: number }>('SELECT cc_id FROM coupons WHERE lower(code) = lower($1)', [code]);
  return rows[0]?.cc_id;
}

/** How a student stands with a coupon: how often they used it, and whether it is assigned to them. */
export type Usage = { usedByStudent: number; assigned: boolean };

export async function usageOf(q: Queryable, ccId: number, studentId: number): Promise<Usage> {
  const { rows } = await q.query<{ used: number; assigned: boolean }>(
    `SELECT (SELECT count(*)::int FROM coupon_redemptions WHERE cc_id = $1 AND student_user_id = $2) AS used,
            EXISTS (SELECT 1 FROM coupon_assignments WHERE cc_id = $1 AND student_user_id = $2) AS assigned`,
    [ccId, studentId],
  );
  return { usedByStudent: rows[0].used, assigned: rows[0].assigned };
}

/** The active coupons by code, each with the student's usage. */
export async function listActiveCoupons(q: Queryable, studentId: number): Promise<(CouponRow & { usage: Usage })[]> {
  const { rows } = await q.query<CouponRow & { used_by_student: number; assigned: boolean }>(
    `SELECT ${COUPON_COLUMNS},
            (SELECT count(*)::int FROM coupon_redemptions r WHERE r.cc_id = c.cc_id AND r.student_user_id = $1) AS used_by_student,
            EXISTS (SELECT 1 FROM coupon_assignments a WHERE a.cc_id = c.cc_id AND a.student_user_id = $1) AS assigned
       FROM coupons c
      WHERE c.is_active
      ORDER BY c.code`,
    [studentId],
  );
  return rows.map(({ used_by_student: used, assigned, ...coupon }) => ({ ...coupon, usage: { usedByStudent: used, assigned } }));
}

/** Coupons by code; `assignedOnly`: only those restricted to assigned students (or not); `active`: in force on `today` (active and within its dates) or not; `q` in the code or description. */
export function listCoupons(
  q: Queryable,
  filter: { active?: boolean; assignedOnly?: boolean; q?: string; today: string },
  window: PageWindow,
): Promise<Page<CouponRow>> {
  const where = new Conditions().eq('c.assigned_only', filter.assignedOnly);
  if (filter.active !== undefined) {
    where.raw(
      `$1 = (c.is_active AND (c.valid_from IS NULL OR c.valid_from <= $2::date) AND (c.valid_until IS NULL OR c.valid_until >= $2::date))`,
      filter.active, filter.today,
    );
  }
  if (filter.q) where.raw('c.code ILIKE $1 OR c.description ILIKE $1', `%${escapeLike(filter.q)}%`);
  return queryPage(q, window, where, {
    select: `SELECT ${COUPON_COLUMNS} FROM coupons c ${where.sql} ORDER BY c.code`,
    count: `SELECT count(*)::int AS total FROM coupons c ${where.sql}`,
  });
}

export type AssignmentRow = CouponRow & {
  assignment_id: number;
  student_user_id: number;
  s_first: string;
  s_last: string;
  assigned_by: number;
  b_first: string;
  b_last: string;
  assigned_at: Date;
  used_at: Date | null;
  transaction_id: string | null;
};

/** The assignments of coupons to students the caller reaches, newest first. */
export function listAssignments(
  q: Queryable,
  caller: Caller,
  filter: { studentId?: number; used?: boolean },
  window: PageWindow,
): Promise<Page<AssignmentRow>> {
  const where = new Conditions()
    .raw(studentReachSql('s'), caller.userId, caller.role)
    .eq('a.student_user_id', filter.studentId)
    .eq('(a.used_at IS NOT NULL)', filter.used);
  const from = `FROM coupon_assignments a JOIN users s ON s.user_id = a.student_user_id
                JOIN users b ON b.user_id = a.assigned_by JOIN coupons c ON c.cc_id = a.cc_id`;
  return queryPage(q, window, where, {
    select: `SELECT ${COUPON_COLUMNS}, a.assignment_id, a.student_user_id, s.first_name AS s_first, s.last_name AS s_last,
                    a.assigned_by, b.first_name AS b_first, b.last_name AS b_last, a.assigned_at, a.used_at, a.transaction_id
               ${from} ${where.sql}
              ORDER BY a.assigned_at DESC, a.assignment_id DESC`,
    count: `SELECT count(*)::int AS total ${from} ${where.sql}`,
  });
}

/** Locks the coupon's row (so that two assignments cannot both take its last uses); false when there is none. */
export async function lockCoupon(tx: Queryable, ccId: number): Promise<boolean> {
  const { rows } = await tx.query('SELECT cc_id FROM coupons WHERE cc_id = $1 FOR UPDATE', [ccId]);
  return rows.length > 0;
}

/** Which of these students the coupon is assigned to already. */
export async function assignedAmong(tx: Queryable, ccId: number, studentIds: number[]): Promise<Set<number>> {
  const { rows } = await tx.query<{ student_user_id: number }>(
    'SELECT student_user_id FROM coupon_assignments WHERE cc_id = $1 AND student_user_id = ANY($2::int[])',
    [ccId, studentIds],
  );
  return new Set(rows.map((r) => r.student_user_id));
}

export async function insertAssignment(tx: Queryable, a: { ccId: number; studentId: number; by: number; note: string | null }): Promise<void> {
  await tx.query('INSERT INTO coupon_assignments (cc_id, student_user_id, assigned_by, note) VALUES ($1, $2, $3, $4)', [
    a.ccId, a.studentId, a.by, a.note,
  ]);
}

export type CouponUses = { cc_id: number; code: string; usage_limit: number | null; used_count: number; per_student_limit: number | null };

/** The coupon's limits and count, its row locked: one use is taken (or refused) at a time. */
export async function lockCouponUses(tx: Queryable, ccId: number): Promise<CouponUses> {
  const { rows } = await tx.query<CouponUses>(
    'SELECT cc_id, code, usage_limit, used_count, per_student_limit FROM coupons WHERE cc_id = $1 FOR UPDATE',
    [ccId],
  );
  return rows[0];
}

export type CouponHold = { transaction_id: string; student_user_id: number; plan_name: string; expires_at: Date };

/**
 * The open, unexpired payments that will use the coupon when paid (they hold a use each), soonest to end first; but
 * for the open payment of the student's plan itself, which a make answers again (or refuses) rather than competes with.
 */
export async function couponHolds(q: Queryable, ccId: number, studentId: number, planId: number): Promise<CouponHold[]> {
  const { rows } = await q.query<CouponHold>(
    `SELECT transaction_id, student_user_id, plan_name, expires_at FROM payments
      WHERE cc_id = $1 AND status = 'pending' AND kind <> 'balance' AND expires_at > now()
        AND NOT (student_user_id = $2 AND plan_id = $3)
      ORDER BY expires_at, transaction_id`,
    [ccId, studentId, planId],
  );
  return rows;
}

/** How many times the student has used the coupon. */
export async function redemptionsOf(q: Queryable, ccId: number, studentId: number): Promise<number> {
  const { rows } = await q.query<{ n: number }>('SELECT count(*)::int AS n FROM coupon_redemptions WHERE cc_id = $1 AND student_user_id = $2', [
    ccId,
    studentId,
  ]);
  return rows[0].n;
}

/**
 * Takes one use of the coupon for a paid transaction (the coupon row locked by the caller). The database checks the
 * limits: coupons_used_within_limit (total) and, per student, the unique use number within the limit in force.
 */
export async function redeemCoupon(tx: Queryable, use: { transactionId: string; ccId: number; studentId: number }): Promise<void> {
  await tx.query('UPDATE coupons SET used_count = used_count + 1 WHERE cc_id = $1', [use.ccId]);
  await tx.query(
    `INSERT INTO coupon_redemptions (transaction_id, cc_id, student_user_id, use_no, per_student_limit)
     SELECT $1, $2, $3, coalesce(max(r.use_no), 0) + 1, (SELECT per_student_limit FROM coupons WHERE cc_id = $2)
       FROM coupon_redemptions r WHERE r.cc_id = $2 AND r.student_user_id = $3`,
    [use.transactionId, use.ccId, use.studentId],
  );
  await tx.query(
    `UPDATE coupon_assignments SET used_at = now(), transaction_id = $3
      WHERE cc_id = $1 AND student_user_id = $2 AND used_at IS NULL`,
    [use.ccId, use.studentId, use.transactionId],
  );
}
