// The SQL of exactly-once money: the payment row and its moves, the open payment of a student's plan, the lock that
// serialises a plan's payments, the refunds due, and the people a payment tells.
import type { Queryable } from '../../db/types.ts';
import type { Channel, ProviderName, SandboxOutcome } from './adapters.ts';
import type { Checkout, ServiceType } from './types.ts';

export type PaymentStatus = 'pending' | 'paid' | 'failed' | 'cancelled' | 'expired' | 'refund_due';

export type PaymentRow = {
  transaction_id: string;
  student_user_id: number;
  created_by: number;
  created_at: Date;
  channel: Channel;
  provider: ProviderName;
  plan_id: number;
  plan_name: string;
  service_id: number;
  service_name: string;
  service_type: ServiceType;
  kind: 'full' | 'first_instalment' | 'balance';
  list_price: number;
  discount_amount: number;
  amount: number;
  currency: string;
  balance_after: number;
  cc_id: number | null;
  status: PaymentStatus;
  return_url: string;
  provider_order_id: string | null;
  provider_payment_id: string | null;
  failure_reason: string | null;
  sandbox_outcome: SandboxOutcome | null;
  expires_at: Date;
  paid_at: Date | null;
  so_id: number | null;
  /** What make answered for the checkout (null for payments made before it was kept). */
  checkout: Checkout | null;
  refund_reason: string | null;
  refund_flagged_at: Date | null;
  refund_flagged_by: number | null;
};

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

/** Records the sandbox page's pick (the local provider's own record of the answer). */
export async function recordSandboxOutcome(tx: Queryable, transactionId: string, outcome: SandboxOutcome): Promise<PaymentRow> {
  const { rows } = await tx.query<PaymentRow>(
    `UPDATE payments SET sandbox_outcome = $2, sandbox_answered_at = now(), updated_at = now()
      WHERE transaction_id = $1 RETURNING *`,
    [transactionId, outcome],
  );
  return rows[0];
}

/** Failed or cancelled, as the provider said; the move is kept. */
export async function concludeUnpaid(
  tx: Queryable,
  end: { transactionId: string; status: 'failed' | 'cancelled'; providerPaymentId: string | null; reason: string; by: number },
): Promise<PaymentRow> {
  const { rows } = await tx.query<PaymentRow>(
    `UPDATE payments SET status = $2, provider_payment_id = coalesce($3, provider_payment_id), failure_reason = $4,
            concluded_at = now(), updated_at = now()
      WHERE transaction_id = $1 RETURNING *`,
    [end.transactionId, end.status, end.providerPaymentId, end.reason],
  );
  await recordMove(tx, end.transactionId, end.status, end.reason, end.by);
  return rows[0];
}

/** Paid, as the provider said; the move is kept (with `note`). */
export async function concludePaid(
  tx: Queryable,
  paid: { transactionId: string; providerPaymentId: string | null; note: string | null; by: number },
): Promise<PaymentRow> {
  const { rows } = await tx.query<PaymentRow>(
    `UPDATE payments SET status = 'paid', provider_payment_id = coalesce($2, provider_payment_id), failure_reason = NULL,
            paid_at = now(), concluded_at = now(), updated_at = now()
      WHERE transaction_id = $1 RETURNING *`,
    [paid.transactionId, paid.providerPaymentId],
  );
  await recordMove(tx, paid.transactionId, 'paid', paid.note, paid.by);
  return rows[0];
}

/** Links a paid payment to the shop order it made or paid into. */
export async function setPaymentOrder(tx: Queryable, transactionId: string, soId: number): Promise<PaymentRow> {
  const { rows } = await tx.query<PaymentRow>('UPDATE payments SET so_id = $2 WHERE transaction_id = $1 RETURNING *', [transactionId, soId]);
  return rows[0];
}

export type Person = { user_id: number; email: string; first_name: string; last_name: string; mobile: string | null };

/** The live users among these ids (a payment's student and its payer), by id. */
export async function findPeople(q: Queryable, userIds: number[]): Promise<Person[]> {
  const { rows } = await q.query<Person>(
    'SELECT user_id, email, first_name, last_name, mobile FROM users WHERE user_id = ANY($1::int[]) AND deleted_at IS NULL ORDER BY user_id',
    [userIds],
  );
  return rows;
}

/** The student a payment is for, as the checkout names them (undefined: no such user). */
export async function findStudentContact(q: Queryable, studentId: number): Promise<Omit<Person, 'user_id'> | undefined> {
  const { rows } = await q.query<Omit<Person, 'user_id'>>('SELECT first_name, last_name, email, mobile FROM users WHERE user_id = $1', [studentId]);
  return rows[0];
}
