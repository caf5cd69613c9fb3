// Coupons: what a coupon takes off a plan, whether a student may use it now, listing and assigning them.
import type { Db, Queryable } from '../../db/types.ts';
import type { Caller } from '../../domain/caller.ts';
import { studentReachSql } from '../../domain/access/index.ts';
import { notFound, unprocessable } from '../../http/errors.ts';
import { requirePlan, type PlanRow } from './catalog.service.ts';
import { toMajor, toMinor } from './money.ts';
import { couponHolds, redemptionsOf, type CouponUses } from './payments.repository.ts';
import type { CouponAssignmentOut, CouponAssignResultOut, CouponOfferOut, CouponOut, CouponVerificationOut, Paged } from './types.ts';
import { businessToday, iso, isoNN } from './types.ts';

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
};

const COUPON_COLUMNS = `
  c.cc_id, c.code, c.description, c.discount_type, c.value, c.currency, c.max_discount, c.valid_from, c.valid_until,
  c.usage_limit, c.used_count, c.per_student_limit, c.assigned_only, c.is_active,
  (SELECT json_agg(cp.plan_id ORDER BY cp.plan_id) FROM coupon_plans cp WHERE cp.cc_id = c.cc_id) AS plan_ids`;
const COUPON_SELECT = `SELECT ${COUPON_COLUMNS} FROM coupons c`;

export function couponOut(c: CouponRow): CouponOut {
  return {
    cc_id: c.cc_id,
    code: c.code,
    description: c.description,
    discount_type: c.discount_type,
    value: Number(c.value),
    currency: c.currency,
    max_discount: c.max_discount === null ? null : Number(c.max_discount),
    valid_from: c.valid_from,
    valid_until: c.valid_until,
    usage: { limit: c.usage_limit, used: c.used_count, per_student_limit: c.per_student_limit },
    assigned_only: c.assigned_only,
    plan_ids: c.plan_ids,
    is_active: c.is_active,
  };
}

/** The discount a coupon gives on a price, in minor units (never more than the price). */
export function discountMinor(coupon: Pick<CouponRow, 'discount_type' | 'value' | 'max_discount'>, priceMinor: number): number {
  if (coupon.discount_type === 'flat') return Math.min(toMinor(coupon.value), priceMinor);
  let off = Math.round((priceMinor * Number(coupon.value)) / 100);
  if (coupon.max_discount !== null) off = Math.min(off, toMinor(coupon.max_discount));
  return Math.min(off, priceMinor);
}

type Usage = { usedByStudent: number; assigned: boolean };

async function usageOf(db: Queryable, ccId: number, studentId: number): Promise<Usage> {
  const { rows } = await db.query<{ used: number; assigned: boolean }>(
    `SELECT (SELECT count(*)::int FROM coupon_redemptions WHERE cc_id = $1 AND student_user_id = $2) AS used,
            EXISTS (SELECT 1 FROM coupon_assignments WHERE cc_id = $1 AND student_user_id = $2) AS assigned`,
    [ccId, studentId],
  );
  return { usedByStudent: rows[0].used, assigned: rows[0].assigned };
}

/** Why the coupon cannot be used by the student on the plan today, or null when it can. */
export function refusal(c: CouponRow, usage: Usage, plan: PlanRow | null, today: string): string | null {
  if (!c.is_active) return 'the coupon is not active';
  if (c.valid_from !== null && c.valid_from > today) return `the coupon is valid from ${c.valid_from}`;
  if (c.valid_until !== null && c.valid_until < today) return `the coupon expired on ${c.valid_until}`;
  if (c.usage_limit !== null && c.used_count >= c.usage_limit) return 'the coupon has no uses left';
  if (c.per_student_limit !== null && usage.usedByStudent >= c.per_student_limit) return 'the student has already used this coupon';
  if (c.assigned_only && !usage.assigned) return 'the coupon is assigned to other students only';
  if (plan) {
    if (c.plan_ids !== null && !c.plan_ids.includes(plan.plan_id)) return 'the coupon is not valid for this plan';
    if (c.discount_type === 'flat' && c.currency !== plan.currency) {
      return `the coupon is in ${c.currency}; the plan is priced in ${plan.currency}`;
    }
  }
  return null;
}

function usesLeft(c: CouponRow, usage: Usage): number | null {
  const limits = [
    c.usage_limit === null ? null : c.usage_limit - c.used_count,
    c.per_student_limit === null ? null : c.per_student_limit - usage.usedByStudent,
  ].filter((n): n is number => n !== null);
  return limits.length ? Math.min(...limits) : null;
}

export type AppliedCoupon = { coupon: CouponRow; discountMinor: number };

/**
 * A make with the coupon takes one of its uses when it is paid, so the uses held by payments still open count as
 * taken: 422 when the student's own open payment (of another plan) holds their last use, or when open payments hold
 * the coupon's last uses. Refused here, before any money moves; capture checks the limits again.
 */
export async function checkCouponHolds(q: Queryable, coupon: CouponUses, studentId: number, planId: number): Promise<void> {
  const field = 'querystring/cc_id';
  const holds = await couponHolds(q, coupon.cc_id, studentId, planId);
  if (coupon.per_student_limit !== null) {
    const used = await redemptionsOf(q, coupon.cc_id, studentId);
    const mine = holds.filter((h) => h.student_user_id === studentId);
    if (used >= coupon.per_student_limit) {
      throw unprocessable(`the coupon ${coupon.code} cannot be used: the student has already used this coupon`, [
        { field, message: 'the student has already used this coupon' },
      ]);
    }
    if (used + mine.length >= coupon.per_student_limit) {
      throw unprocessable(
        `the coupon ${coupon.code} is held by this student's open payment ${mine[0].transaction_id} for ${mine[0].plan_name} ` +
          `until ${isoNN(mine[0].expires_at)}: finish or cancel that payment first`,
        [{ field, message: "is held by the student's open payment of another plan" }],
      );
    }
  }
  if (coupon.usage_limit !== null) {
    if (coupon.used_count >= coupon.usage_limit) {
      throw unprocessable(`the coupon ${coupon.code} cannot be used: the coupon has no uses left`, [{ field, message: 'the coupon has no uses left' }]);
    }
    if (coupon.used_count + holds.length >= coupon.usage_limit) {
      throw unprocessable(
        `the coupon ${coupon.code} cannot be used now: its last uses are held by open payments (the first ends at ${isoNN(holds[0].expires_at)})`,
        [{ field, message: 'its last uses are held by open payments' }],
      );
    }
  }
}

/** The student a payer role acts for: a student is always themself; others must name one (422 without). */
export function studentFor(caller: Caller, named: number | undefined): number {
  if (caller.role === 'student') return caller.userId;
  if (named === undefined) {
    throw unprocessable('name the student this is for', [{ field: 'querystring/student_user_id', message: 'is required for this role' }]);
  }
  return named;
}

export function makeCouponsService(db: Db) {
  async function byId(q: Queryable, ccId: number): Promise<CouponRow | null> {
    const { rows } = await q.query<CouponRow>(`${COUPON_SELECT} WHERE c.cc_id = $1`, [ccId]);
    return rows[0] ?? null;
  }

  /** Checks a coupon (by id) for a student and plan as verify-coupon does: 404 unknown, 422 with the reason. */
  async function apply(q: Queryable, ccId: number, studentId: number, plan: PlanRow, field = 'querystring/cc_id'): Promise<AppliedCoupon> {
    const coupon = await byId(q, ccId);
    if (!coupon) throw notFound(`no coupon with cc_id ${ccId}`);
    const why = refusal(coupon, await usageOf(q, ccId, studentId), plan, businessToday());
    if (why) throw unprocessable(`the coupon ${coupon.code} cannot be used: ${why}`, [{ field, message: why }]);
    return { coupon, discountMinor: discountMinor(coupon, toMinor(plan.price)) };
  }

  async function verify(caller: Caller, code: string, planId: number, named: number | undefined): Promise<CouponVerificationOut> {
    const studentId = studentFor(caller, named);
    const plan = await requirePlan(db, planId);
    const { rows } = await db.query<{ cc_id: number }>('SELECT cc_id FROM coupons WHERE lower(code) = lower($1)', [code]);
    if (rows.length === 0) throw notFound(`no coupon with the code ${code}`);
    const { coupon, discountMinor: off } = await apply(db, rows[0].cc_id, studentId, plan, 'path/code');
    const price = toMinor(plan.price);
    return {
      cc_id: coupon.cc_id,
      code: coupon.code,
      discount_type: coupon.discount_type,
      value: Number(coupon.value),
      plan_id: plan.plan_id,
      currency: plan.currency,
      list_price: toMajor(price),
      discount_amount: toMajor(off),
      amount_after_discount: toMajor(price - off),
      valid_until: coupon.valid_until,
    };
  }

  async function available(caller: Caller, named: number | undefined, planId: number | undefined): Promise<CouponOfferOut[]> {
    const studentId = studentFor(caller, named);
    const plan = planId === undefined ? null : await requirePlan(db, planId);
    const today = businessToday();
    const { rows } = await db.query<CouponRow & { used_by_student: number; assigned: boolean }>(
      `SELECT ${COUPON_COLUMNS},
              (SELECT count(*)::int FROM coupon_redemptions r WHERE r.cc_id = c.cc_id AND r.student_user_id = $1) AS used_by_student,
              EXISTS (SELECT 1 FROM coupon_assignments a WHERE a.cc_id = c.cc_id AND a.student_user_id = $1) AS assigned
         FROM coupons c
        WHERE c.is_active
        ORDER BY c.code`,
      [studentId],
    );
    const offers: CouponOfferOut[] = [];
    for (const row of rows) {
      const usage = { usedByStudent: row.used_by_student, assigned: row.assigned };
      if (refusal(row, usage, plan, today) !== null) continue;
      const off = plan ? discountMinor(row, toMinor(plan.price)) : null;
      offers.push({
        coupon: couponOut(row),
        uses_left: usesLeft(row, usage),
        discount_amount: off === null ? null : toMajor(off),
        amount_after_discount: off === null || !plan ? null : toMajor(toMinor(plan.price) - off),
      });
    }
    if (plan) offers.sort((a, b) => (b.discount_amount ?? 0) - (a.discount_amount ?? 0) || a.coupon.code.localeCompare(b.coupon.code));
    return offers;
  }

  async function listCodes(filter: { active?: boolean; q?: string; page: number; pageSize: number }): Promise<Paged<CouponOut>> {
    const today = businessToday();
    const where = `($1::boolean IS NULL OR $1 = (c.is_active AND (c.valid_from IS NULL OR c.valid_from <= $2::date)
                                               AND (c.valid_until IS NULL OR c.valid_until >= $2::date)))
               AND ($3::text IS NULL OR c.code ILIKE '%' || $3 || '%' OR c.description ILIKE '%' || $3 || '%')`;
    const params = [filter.active ?? null, today, filter.q ?? null];
    const { rows: count } = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM coupons c WHERE ${where}`, params);
    const { rows } = await db.query<CouponRow>(`${COUPON_SELECT} WHERE ${where} ORDER BY c.code LIMIT $4 OFFSET $5`, [
      ...params,
      filter.pageSize,
      (filter.page - 1) * filter.pageSize,
    ]);
    return { items: rows.map(couponOut), page: filter.page, page_size: filter.pageSize, total: count[0].n };
  }

  async function listAssigned(
    caller: Caller,
    filter: { studentId?: number; used?: boolean; page: number; pageSize: number },
  ): Promise<Paged<CouponAssignmentOut>> {
    const where = `${studentReachSql('s')}
      AND ($3::int IS NULL OR a.student_user_id = $3)
      AND ($4::boolean IS NULL OR $4 = (a.used_at IS NOT NULL))`;
    const from = `FROM coupon_assignments a JOIN users s ON s.user_id = a.student_user_id
                  JOIN users b ON b.user_id = a.assigned_by JOIN coupons c ON c.cc_id = a.cc_id`;
    const params = [caller.userId, caller.role, filter.studentId ?? null, filter.used ?? null];
    const { rows: count } = await db.query<{ n: number }>(`SELECT count(*)::int AS n ${from} WHERE ${where}`, params);
    const { rows } = await db.query<
      CouponRow & {
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
      }
    >(
      `SELECT ${COUPON_COLUMNS}, a.assignment_id, a.student_user_id, s.first_name AS s_first, s.last_name AS s_last,
              a.assigned_by, b.first_name AS b_first, b.last_name AS b_last, a.assigned_at, a.used_at, a.transaction_id
         ${from}
        WHERE ${where}
        ORDER BY a.assigned_at DESC, a.assignment_id DESC LIMIT $5 OFFSET $6`,
      [...params, filter.pageSize, (filter.page - 1) * filter.pageSize],
    );
    return {
      items: rows.map((r) => ({
        assignment_id: r.assignment_id,
        coupon: couponOut(r),
        student: { student_user_id: r.student_user_id, name: `${r.s_first} ${r.s_last}` },
        assigned_by: { user_id: r.assigned_by, name: `${r.b_first} ${r.b_last}` },
        assigned_at: isoNN(r.assigned_at),
        used: r.used_at !== null,
        used_at: iso(r.used_at),
        transaction_id: r.transaction_id,
      })),
      page: filter.page,
      page_size: filter.pageSize,
      total: count[0].n,
    };
  }

  async function assign(caller: Caller, ccId: number, studentIds: number[], note: string | undefined): Promise<CouponAssignResultOut> {
    return db.transaction(async (tx) => {
      // The coupon row is locked so that two assignments cannot both take its last uses.
      const { rows: locked } = await tx.query('SELECT cc_id FROM coupons WHERE cc_id = $1 FOR UPDATE', [ccId]);
      if (locked.length === 0) throw notFound(`no coupon with cc_id ${ccId}`);
      const coupon = (await byId(tx, ccId))!;
      const today = businessToday();
      if (!coupon.is_active) throw unprocessable('the coupon is not active', [{ field: 'body/cc_id', message: 'is not active' }]);
      if (coupon.valid_until !== null && coupon.valid_until < today) {
        throw unprocessable(`the coupon expired on ${coupon.valid_until}`, [{ field: 'body/cc_id', message: 'has expired' }]);
      }
      const { rows: existing } = await tx.query<{ student_user_id: number }>(
        'SELECT student_user_id FROM coupon_assignments WHERE cc_id = $1 AND student_user_id = ANY($2::int[])',
        [ccId, studentIds],
      );
      const already = new Set(existing.map((r) => r.student_user_id));
      const fresh = studentIds.filter((id) => !already.has(id));
      if (coupon.usage_limit !== null && coupon.usage_limit - coupon.used_count < fresh.length) {
        const left = coupon.usage_limit - coupon.used_count;
        throw unprocessable(`the coupon has ${left} use(s) left, fewer than the ${fresh.length} new assignment(s)`, [
          { field: 'body/student_user_ids', message: `at most ${left} new student(s)` },
        ]);
      }
      for (const studentId of fresh) {
        await tx.query(
          'INSERT INTO coupon_assignments (cc_id, student_user_id, assigned_by, note) VALUES ($1, $2, $3, $4)',
          [ccId, studentId, caller.userId, note ?? null],
        );
      }
      return { cc_id: ccId, assigned: fresh, already_assigned: studentIds.filter((id) => already.has(id)) };
    });
  }

  return { byId, apply, verify, available, listCodes, listAssigned, assign };
}

export type CouponsService = ReturnType<typeof makeCouponsService>;
