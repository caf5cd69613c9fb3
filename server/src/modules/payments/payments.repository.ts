// The SQL of exactly-once money: the open payment of a student's plan, the locks that serialise a plan's payments and
// a coupon's uses, a coupon's holds and redemptions, a payment's moves and the refunds due.
import type { Queryable } from '../../db/types.ts';
import type { PaymentRow, PaymentStatus } from './payments.service.ts';

/**
 * Serialises everything that opens, closes or captures a payment of one student's plan (make, verify), until the
 * transaction ends. Taken first, before any row lock, so that the lock order is always the same.
 */
export async function lockStudentPlan(tx: Queryable, studentId: number, planId: number): Promise<void> {
  await tx.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 0))', [`unipath.payments:${studentId}:${planId}`]);
}

export async function loadPayment(q: Queryable, transactionId: string, lock = false): Promise<PaymentRow | null> {
  const { rows } = await q.query<PaymentRow>(`SELECT * FROM payments WHERE transaction_id = $1${lock ? ' FOR UPDATE' : ''}`, [transactionId]);
  return rows[0] ?? null;
}

/** The student's open (pending) payment of the plan, if any: at most one (payments_open_key). */
export async function openPayment(q: Queryable, studentId: number, planId: number): Promise<PaymentRow | null> {
  const { rows } = await q.query<PaymentRow>(`SELECT * FROM payments WHERE student_user_id = $1 AND plan_id = $2 AND status = 'pending'`, [
    studentId,
    planId,
  ]);
  return rows[0] ?? null;
}

/** Closes the open payment of the plan when its time is up (it can no longer hold the plan or a coupon). */
export async function expireOpenPayment(tx: Queryable, studentId: number, planId: number, by: number): Promise<string | null> {
  const note = 'closed unanswered: no answer from the provider within its 60 minutes';
  const { rows } = await tx.query<{ transaction_id: string }>(
    `UPDATE payments SET status = 'expired', failure_reason = $3, concluded_at = now(), updated_at = now()
      WHERE student_user_id = $1 AND plan_id = $2 AND status = 'pending' AND expires_at <= now()
      RETURNING transaction_id`,
    [studentId, planId, note],
  );
  if (rows.length === 0) return null;
  await recordMove(tx, rows[0].transaction_id, 'expired', note, by);
  return rows[0].transaction_id;
}

export type NewPayment = {
  transactionId: string;
  studentId: number;
  createdBy: number;
  channel: string;
  provider: string;
  plan: { plan_id: number; name: string; service_id: number; service_name: string; service_type: string; currency: string };
  kind: PaymentRow['kind'];
  listPrice: number;
  discount: number;
  amount: number;
  balanceAfter: number;
  ccId: number | null;
  returnUrl: string;
  providerOrderId: string | null;
  checkout: unknown;
  ttlMinutes: number;
};

/** Inserts a pending payment, or nothing when the plan already has an open one (the unique index decides). */
export async function insertOpenPayment(tx: Queryable, p: NewPayment): Promise<PaymentRow | null> {
  const { rows } = await tx.query<PaymentRow>(
    `INSERT INTO payments (transaction_id, student_user_id, created_by, channel, provider, plan_id, plan_name, service_id,
                           service_name, service_type, kind, list_price, discount_amount, amount, currency, balance_after,
                           cc_id, return_url, provider_order_id, checkout, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20::jsonb,
             now() + make_interval(mins => $21::int))
     ON CONFLICT (student_user_id, plan_id) WHERE status = 'pending' DO NOTHING
     RETURNING *`,
    [
      p.transactionId, p.studentId, p.createdBy, p.channel, p.provider, p.plan.plan_id, p.plan.name, p.plan.service_id,
      p.plan.service_name, p.plan.service_type, p.kind, p.listPrice, p.discount, p.amount, p.plan.currency, p.balanceAfter,
      p.ccId, p.returnUrl, p.providerOrderId, JSON.stringify(p.checkout), p.ttlMinutes,
    ],
  );
  if (rows.length === 0) return null;
  await recordMove(tx, p.transactionId, 'pending', null, p.createdBy);
  return rows[0];
}

export type LiveOrder = { so_id: number; amount: number; amount_paid: number; cc_id: number | null; discount_amount: number };

/** The order of the student's plan that is still running (not cancelled or refunded): at most one (shop_orders_live_key). */
export async function liveOrder(q: Queryable, studentId: number, planId: number, lock = false): Promise<LiveOrder | null> {
  const { rows } = await q.query<LiveOrder>(
    `SELECT so_id, amount, amount_paid, cc_id, discount_amount FROM shop_orders
      WHERE student_user_id = $1 AND plan_id = $2 AND status NOT IN ('cancelled', 'refunded')${lock ? ' FOR UPDATE' : ''}`,
    [studentId, planId],
  );
  return rows[0] ?? null;
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
export async function redeemCoupon(
  tx: Queryable,
  use: { transactionId: string; ccId: number; studentId: number; perStudentLimit: number | null },
): Promise<void> {
  await tx.query('UPDATE coupons SET used_count = used_count + 1 WHERE cc_id = $1', [use.ccId]);
  await tx.query(
    `INSERT INTO coupon_redemptions (transaction_id, cc_id, student_user_id, use_no, per_student_limit)
     SELECT $1, $2, $3, coalesce(max(use_no), 0) + 1, $4 FROM coupon_redemptions WHERE cc_id = $2 AND student_user_id = $3`,
    [use.transactionId, use.ccId, use.studentId, use.perStudentLimit],
  );
  await tx.query(
    `UPDATE coupon_assignments SET used_at = now(), transaction_id = $3
      WHERE cc_id = $1 AND student_user_id = $2 AND used_at IS NULL`,
    [use.ccId, use.studentId, use.transactionId],
  );
}

/** A payment whose money is not applied: refund due, with why, who found it and when. */
export async function flagRefundDue(
  tx: Queryable,
  flag: { transactionId: string; providerPaymentId: string | null; reason: string; by: number },
): Promise<PaymentRow> {
  const { rows } = await tx.query<PaymentRow>(
    `UPDATE payments SET status = 'refund_due', provider_payment_id = coalesce($2, provider_payment_id), refund_reason = $3,
            refund_flagged_at = now(), refund_flagged_by = $4, failure_reason = NULL, concluded_at = now(), updated_at = now()
      WHERE transaction_id = $1 RETURNING *`,
    [flag.transactionId, flag.providerPaymentId, flag.reason, flag.by],
  );
  await recordMove(tx, flag.transactionId, 'refund_due', flag.reason, flag.by);
  return rows[0];
}

/** Keeps a move of a payment: to which state, why, who (null: the system) and when (now). */
export async function recordMove(tx: Queryable, transactionId: string, status: PaymentStatus, note: string | null, by: number | null): Promise<void> {
  await tx.query('INSERT INTO payment_status_history (transaction_id, status, note, changed_by) VALUES ($1, $2, $3, $4)', [
    transactionId,
    status,
    note === null ? null : note.slice(0, 1000),
    by,
  ]);
}
