// Coupons: what a coupon takes off a plan, whether a student may use it now, listing and assigning them.
import type { PortalQuery } from '../../contract-types.ts';
import type { Queryable } from '../../db/types.ts';
import type { Caller } from '../../domain/caller.ts';
import { NotFound, Unprocessable } from '../../domain/errors.ts';
import { pageWindow, type Page } from '../../domain/lists/index.ts';
import type { Deps } from '../../platform/deps.ts';
import { requirePlan, type PlanRow } from './catalog.service.ts';
import * as repo from './coupons.repository.ts';
import type { CouponRow, CouponUses, Usage } from './coupons.repository.ts';
import { toMajor, toMinor } from './money.ts';
import type { CouponAssignmentOut, CouponAssignResultOut, CouponOfferOut, CouponOut, CouponVerificationOut } from './types.ts';
import { businessToday, iso, isoNN } from './types.ts';

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
    min_amount_minor: c.min_amount_minor === null ? null : Number(c.min_amount_minor),
    min_currency: c.min_currency,
  };
}

/** A minimum in minor units as a refusal says it, from its exact integer (no float): ₹1,000.00 for INR. */
export function formatMinimum(minor: string | bigint, currency: string): string {
  const value = BigInt(minor);
  const decimal = `${value / 100n}.${String(value % 100n).padStart(2, '0')}`;
  const format = new Intl.NumberFormat(currency === 'INR' ? 'en-IN' : 'en', {
    style: 'currency', currency, minimumFractionDigits: 2, maximumFractionDigits: 2,
  });
  // Intl.NumberFormat reads a decimal string exactly; its type says number only.
  return format.format(decimal as unknown as number);
}

/** Whether the plan's price meets the coupon's minimum order (in the minimum's currency); true when it has none. */
export function meetsMinimum(c: Pick<CouponRow, 'min_amount_minor' | 'min_currency'>, plan: Pick<PlanRow, 'price' | 'currency'>): boolean {
  if (c.min_amount_minor === null || c.min_currency === null) return true;
  return plan.currency === c.min_currency && BigInt(toMinor(plan.price)) >= BigInt(c.min_amount_minor);
}

/** The discount a coupon gives on a price, in minor units (never more than the price). */
export function discountMinor(coupon: Pick<CouponRow, 'discount_type' | 'value' | 'max_discount'>, priceMinor: number): number {
  if (coupon.discount_type === 'flat') return Math.min(toMinor(coupon.value), priceMinor);
  let off = Math.round((priceMinor * Number(coupon.value)) / 100);
  if (coupon.max_discount !== null) off = Math.min(off, toMinor(coupon.max_discount));
  return Math.min(off, priceMinor);
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
    if (!meetsMinimum(c, plan)) return `the coupon needs an order of at least ${formatMinimum(c.min_amount_minor!, c.min_currency!)}`;
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
  const holds = await repo.couponHolds(q, coupon.cc_id, studentId, planId);
  if (coupon.per_student_limit !== null) {
    const used = await repo.redemptionsOf(q, coupon.cc_id, studentId);
    const mine = holds.filter((h) => h.student_user_id === studentId);
    if (used >= coupon.per_student_limit) {
      throw new Unprocessable(`the coupon ${coupon.code} cannot be used: the student has already used this coupon`, [
        { field, message: 'the student has already used this coupon' },
      ]);
    }
    if (used + mine.length >= coupon.per_student_limit) {
      throw new Unprocessable(
        `the coupon ${coupon.code} is held by this student's open payment ${mine[0].transaction_id} for ${mine[0].plan_name} ` +
          `until ${isoNN(mine[0].expires_at)}: finish or cancel that payment first`,
        [{ field, message: "is held by the student's open payment of another plan" }],
      );
    }
  }
  if (coupon.usage_limit !== null) {
    if (coupon.used_count >= coupon.usage_limit) {
      throw new Unprocessable(`the coupon ${coupon.code} cannot be used: the coupon has no uses left`, [{ field, message: 'the coupon has no uses left' }]);
    }
    if (coupon.used_count + holds.length >= coupon.usage_limit) {
      throw new Unprocessable(
        `the coupon ${coupon.code} cannot be used now: its last uses are held by open payments (the first ends at ${isoNN(holds[0].expires_at)})`,
        [{ field, message: 'its last uses are held by open payments' }],
      );
    }
  }
}

/** The student a payer role acts for: a student is always themself; others must name one (422 without). */
function studentFor(caller: Caller, named: number | undefined): number {
  if (caller.role === 'student') return caller.userId;
  if (named === undefined) {
    throw new Unprocessable('name the student this is for', [{ field: 'querystring/student_user_id', message: 'is required for this role' }]);
  }
  return named;
}

const assignmentOut = (r: repo.AssignmentRow): CouponAssignmentOut => ({
  assignment_id: r.assignment_id,
  coupon: couponOut(r),
  student: { student_user_id: r.student_user_id, name: `${r.s_first} ${r.s_last}` },
  assigned_by: { user_id: r.assigned_by, name: `${r.b_first} ${r.b_last}` },
  assigned_at: isoNN(r.assigned_at),
  used: r.used_at !== null,
  used_at: iso(r.used_at),
  transaction_id: r.transaction_id,
});

/** Agents and franchises hand out coupons (only those restricted to assigned students, in force). */
const isPartner = (caller: Caller): boolean => caller.role === 'agent' || caller.role === 'franchise';

export function makeCouponsService({ db }: Pick<Deps, 'db'>) {
  /** Checks a coupon (by id) for a student and plan as verify-coupon does: 404 unknown, 422 with the reason. */
  async function apply(q: Queryable, ccId: number, studentId: number, plan: PlanRow, field = 'querystring/cc_id'): Promise<AppliedCoupon> {
    const coupon = await repo.findCoupon(q, ccId);
    if (!coupon) throw new NotFound(`no coupon with cc_id ${ccId}`);
    const why = refusal(coupon, await repo.usageOf(q, ccId, studentId), plan, businessToday());
    if (why) throw new Unprocessable(`the coupon ${coupon.code} cannot be used: ${why}`, [{ field, message: why }]);
    return { coupon, discountMinor: discountMinor(coupon, toMinor(plan.price)) };
  }

  async function verify(caller: Caller, code: string, planId: number, named: number | undefined): Promise<CouponVerificationOut> {
    const studentId = studentFor(caller, named);
    const plan = await requirePlan(db, planId);
    const ccId = await repo.findCouponId(db, code);
    if (ccId === undefined) throw new NotFound(`no coupon with the code ${code}`);
    const { coupon, discountMinor: off } = await apply(db, ccId, studentId, plan, 'path/code');
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
    const offers: CouponOfferOut[] = [];
    for (const { usage, ...row } of await repo.listActiveCoupons(db, studentId)) {
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

  async function listCodes(caller: Caller, query: PortalQuery<'listCouponCodes'>): Promise<Page<CouponOut>> {
    const partner = isPartner(caller);
    const filter = { active: partner ? true : query.active, assignedOnly: partner ? true : undefined, q: query.q, today: businessToday() };
    const page = await repo.listCoupons(db, filter, pageWindow(query));
    return { ...page, items: page.items.map(couponOut) };
  }

  async function listAssigned(caller: Caller, query: PortalQuery<'listAssignedCoupons'>): Promise<Page<CouponAssignmentOut>> {
    const page = await repo.listAssignments(db, caller, { studentId: query.student_user_id, used: query.used }, pageWindow(query));
    return { ...page, items: page.items.map(assignmentOut) };
  }

  async function assign(caller: Caller, ccId: number, studentIds: number[], note: string | undefined): Promise<CouponAssignResultOut> {
    return db.transaction(async (tx) => {
      if (!(await repo.lockCoupon(tx, ccId))) throw new NotFound(`no coupon with cc_id ${ccId}`);
      const coupon = (await repo.findCoupon(tx, ccId))!;
      const today = businessToday();
      if (!coupon.is_active) throw new Unprocessable('the coupon is not active', [{ field: 'body/cc_id', message: 'is not active' }]);
      if (coupon.valid_until !== null && coupon.valid_until < today) {
        throw new Unprocessable(`the coupon expired on ${coupon.valid_until}`, [{ field: 'body/cc_id', message: 'has expired' }]);
      }
      if (isPartner(caller) && !(coupon.assigned_only && (coupon.valid_from === null || coupon.valid_from <= today))) {
        throw new Unprocessable(`a ${caller.role} hands out only coupons restricted to assigned students and in force today`, [
          { field: 'body/cc_id', message: 'is not a coupon you may hand out' },
        ]);
      }
      const already = await repo.assignedAmong(tx, ccId, studentIds);
      const fresh = studentIds.filter((id) => !already.has(id));
      if (coupon.usage_limit !== null && coupon.usage_limit - coupon.used_count < fresh.length) {
        const left = coupon.usage_limit - coupon.used_count;
        throw new Unprocessable(`the coupon has ${left} use(s) left, fewer than the ${fresh.length} new assignment(s)`, [
          { field: 'body/student_user_ids', message: `at most ${left} new student(s)` },
        ]);
      }
      for (const studentId of fresh) await repo.insertAssignment(tx, { ccId, studentId, by: caller.userId, note: note ?? null });
      return { cc_id: ccId, assigned: fresh, already_assigned: studentIds.filter((id) => already.has(id)) };
    });
  }

  return { byId: repo.findCoupon, apply, verify, available, listCodes, listAssigned, assign };
}

export type CouponsService = ReturnType<typeof makeCouponsService>;
