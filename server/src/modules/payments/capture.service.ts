// What a provider's final answer does to a payment, inside verify's transaction (the plan and the row locked).
// Paid: unless the money cannot be applied — the plan (or the order's balance) is already paid, or the coupon has no
// use left for it — the shop order is made or updated, the coupon's use taken (the database checks its limits), the
// service availed, the cart emptied, a receipt queued. Money that cannot be applied is never added: the payment is
// kept as refund_due, with why, who and when, and the verify answers 409.
import type { FastifyBaseLogger } from 'fastify';
import type { Queryable } from '../../db/types.ts';
import type { Verdict } from './adapters.ts';
import { formatMajor, toMajor, toMinor } from './money.ts';
import { notify, notifyUserTypes } from '../messaging/index.ts';
import type { OutgoingMail } from '../mail/mail.service.ts';
import * as repo from './payments.repository.ts';
import type { PaymentRow } from './payments.service.ts';

export type MailQueue = { enqueue(tx: Queryable, mail: OutgoingMail): Promise<void> };

type Paid = Extract<Verdict, { status: 'paid' }>;
type Unpaid = Extract<Verdict, { status: 'failed' | 'cancelled' }>;

const money = (currency: string, major: number) => `${currency} ${formatMajor(toMinor(major))}`;

export function makeCapture(log: FastifyBaseLogger, mail: MailQueue) {
  /** Failed or cancelled, as the provider said. */
  async function unpaid(tx: Queryable, row: PaymentRow, verdict: Unpaid, by: number): Promise<PaymentRow> {
    const reason = verdict.reason.slice(0, 500);
    const { rows } = await tx.query<PaymentRow>(
      `UPDATE payments SET status = $2, provider_payment_id = coalesce($3, provider_payment_id), failure_reason = $4,
              concluded_at = now(), updated_at = now()
        WHERE transaction_id = $1 RETURNING *`,
      [row.transaction_id, verdict.status, verdict.providerPaymentId, reason],
    );
    await repo.recordMove(tx, row.transaction_id, verdict.status, reason, by);
    return rows[0];
  }

  /** Why the money of this payment cannot be applied, or null when it can (the order and coupon rows locked here). */
  async function surplus(tx: Queryable, txn: PaymentRow): Promise<string | null> {
    const order = await repo.liveOrder(tx, txn.student_user_id, txn.plan_id, true);
    if (txn.kind === 'balance') {
      if (!order) return `the order of ${txn.plan_name} for this student is no longer open (cancelled or refunded)`;
      if (toMinor(order.amount_paid) + toMinor(txn.amount) > toMinor(order.amount)) {
        return `order ${order.so_id} of ${txn.plan_name} is already paid (${money(txn.currency, order.amount_paid)} of ${money(txn.currency, order.amount)})`;
      }
    } else if (order) {
      return `${txn.plan_name} is already paid for this student (order ${order.so_id}: ${money(txn.currency, order.amount_paid)} of ${money(txn.currency, order.amount)} paid)`;
    }
    if (txn.cc_id === null || txn.kind === 'balance') return null;
    const coupon = await repo.lockCouponUses(tx, txn.cc_id);
    if (coupon.usage_limit !== null && coupon.used_count >= coupon.usage_limit) {
      return `the coupon ${coupon.code} had no uses left when this payment arrived, so the discounted price cannot be applied`;
    }
    if (coupon.per_student_limit !== null && (await repo.redemptionsOf(tx, coupon.cc_id, txn.student_user_id)) >= coupon.per_student_limit) {
      return `the student had already used the coupon ${coupon.code} as often as it allows, so the discounted price cannot be applied`;
    }
    return null;
  }

  /** A paid answer: recorded, or (money that cannot be applied) kept as a refund due and refused. */
  async function paid(tx: Queryable, row: PaymentRow, verdict: Paid, by: number): Promise<{ row: PaymentRow } | { refused: string }> {
    const why = await surplus(tx, row);
    if (why !== null) {
      const reason = `${why}: this payment (transaction ${row.transaction_id}, ${money(row.currency, row.amount)}) was not applied and is recorded for a refund`;
      const flagged = await repo.flagRefundDue(tx, { transactionId: row.transaction_id, providerPaymentId: verdict.providerPaymentId, reason, by });
      log.warn({ transaction_id: row.transaction_id, student_user_id: row.student_user_id, plan_id: row.plan_id }, 'payment not applied: refund due');
      await tellRefundDue(tx, flagged);
      return { refused: reason };
    }
    const { rows } = await tx.query<PaymentRow>(
      `UPDATE payments SET status = 'paid', provider_payment_id = coalesce($2, provider_payment_id), failure_reason = NULL,
              paid_at = now(), concluded_at = now(), updated_at = now()
        WHERE transaction_id = $1 RETURNING *`,
      [row.transaction_id, verdict.providerPaymentId],
    );
    await repo.recordMove(tx, row.transaction_id, 'paid', row.status === 'expired' ? 'captured after it had expired' : null, by);
    const soId = await recordPaid(tx, rows[0]);
    const { rows: done } = await tx.query<PaymentRow>('UPDATE payments SET so_id = $2 WHERE transaction_id = $1 RETURNING *', [
      row.transaction_id,
      soId,
    ]);
    return { row: done[0] };
  }

  /** A paid transaction: the shop order (made, or updated by the balance), the coupon's use, the service, the cart. */
  async function recordPaid(tx: Queryable, txn: PaymentRow): Promise<number> {
    // surplus() has locked the order and checked that this payment fits it.
    const existing = await repo.liveOrder(tx, txn.student_user_id, txn.plan_id);
    let soId: number;
    if (existing) {
      soId = existing.so_id;
      await tx.query('UPDATE shop_orders SET amount_paid = amount_paid + $2, updated_at = now() WHERE so_id = $1', [soId, txn.amount]);
    } else {
      const totalMinor = toMinor(txn.list_price) - toMinor(txn.discount_amount);
      const code = txn.cc_id === null ? null : (await tx.query<{ code: string }>('SELECT code FROM coupons WHERE cc_id = $1', [txn.cc_id])).rows[0].code;
      const { rows } = await tx.query<{ so_id: number }>(
        `INSERT INTO shop_orders (user_id, student_user_id, plan_id, status, amount, amount_paid, currency, cc_id, coupon_code, discount_amount)
         VALUES ($1, $2, $3, 'placed', $4, $5, $6, $7, $8, $9) RETURNING so_id`,
        [txn.created_by, txn.student_user_id, txn.plan_id, toMajor(totalMinor), txn.amount, txn.currency, txn.cc_id, code, txn.discount_amount],
      );
      soId = rows[0].so_id;
      await tx.query(
        `INSERT INTO shop_order_items (so_id, plan_id, plan_name, service_id, service_name, service_type, price, amount, currency)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
        [soId, txn.plan_id, txn.plan_name, txn.service_id, txn.service_name, txn.service_type, txn.list_price, toMajor(totalMinor), txn.currency],
      );
      await tx.query(
        `INSERT INTO shop_order_status_history (so_id, status, note, changed_by) VALUES ($1, 'placed', $2, NULL)`,
        [soId, `placed when transaction ${txn.transaction_id} was paid`],
      );
    }
    if (txn.cc_id !== null && txn.kind !== 'balance') {
      // The coupon row is locked (surplus); the database checks both limits as the use is taken.
      const { rows: limit } = await tx.query<{ per_student_limit: number | null }>('SELECT per_student_limit FROM coupons WHERE cc_id = $1', [txn.cc_id]);
      await repo.redeemCoupon(tx, { transactionId: txn.transaction_id, ccId: txn.cc_id, studentId: txn.student_user_id, perStudentLimit: limit[0].per_student_limit });
    }
    const { rows: live } = await tx.query('SELECT 1 FROM user_services WHERE user_id = $1 AND plan_id = $2 AND status <> $3', [
      txn.student_user_id, txn.plan_id, 'cancelled',
    ]);
    if (live.length === 0) {
      const { rows: availed } = await tx.query<{ availed_id: number }>(
        `INSERT INTO user_services (user_id, service_id, plan_id, so_id, transaction_id, valid_until)
         SELECT $1, p.service_id, p.plan_id, $3, $4, CASE WHEN p.validity_days IS NULL THEN NULL
                                                      ELSE now() + make_interval(days => p.validity_days) END
           FROM plans p WHERE p.plan_id = $2
         RETURNING availed_id`,
        [txn.student_user_id, txn.plan_id, soId, txn.transaction_id],
      );
      await tx.query(
        'INSERT INTO user_service_features (availed_id, feature_id) SELECT $1, feature_id FROM plan_features WHERE plan_id = $2',
        [availed[0].availed_id, txn.plan_id],
      );
    }
    await tx.query('DELETE FROM cart_items WHERE plan_id = $1 AND student_user_id = $2 AND user_id IN ($3, $2)', [
      txn.plan_id, txn.student_user_id, txn.created_by,
    ]);
    await tellPaid(tx, txn, soId);
    return soId;
  }

  /** The receipt (mail outbox) and a notification, to the student and to whoever paid for them. */
  async function tellPaid(tx: Queryable, txn: PaymentRow, soId: number): Promise<void> {
    const { rows: order } = await tx.query<{ amount: number; amount_paid: number }>('SELECT amount, amount_paid FROM shop_orders WHERE so_id = $1', [soId]);
    const balance = Math.max(0, toMinor(order[0].amount) - toMinor(order[0].amount_paid));
    const people = await payerAndStudent(tx, txn);
    const student = people.find((p) => p.user_id === txn.student_user_id);
    const paidText = money(txn.currency, txn.amount);
    const what = `${txn.service_name}: ${txn.plan_name}`;
    const still = balance > 0 ? `A balance of ${txn.currency} ${formatMajor(balance)} remains to pay.` : 'The plan is fully paid.';
    await notify(tx, {
      userIds: people.map((p) => p.user_id),
      name: 'payment_received',
      heading: `Payment received: ${what}`.slice(0, 200),
      text: `${paidText} was paid for ${what}${student ? ` for ${student.first_name} ${student.last_name}` : ''} (transaction ${txn.transaction_id}, order ${soId}). ${still}`,
      link: '/shop/orders',
    });
    for (const person of people) {
      await mail.enqueue(tx, {
        to: person.email,
        subject: `Unipath payment receipt: ${what}`,
        template: 'payment_receipt',
        text: [
          `Dear ${person.first_name},`,
          '',
          `We received ${paidText} for ${what}${student && person.user_id !== student.user_id ? ` for ${student.first_name} ${student.last_name}` : ''}.`,
          `Transaction: ${txn.transaction_id}${txn.provider_payment_id ? ` (provider reference ${txn.provider_payment_id})` : ''}`,
          `Order: ${soId}`,
          txn.discount_amount > 0 ? `Discount applied: ${money(txn.currency, txn.discount_amount)}` : null,
          still,
          '',
          'Thank you,',
          'Unipath',
        ].filter((line) => line !== null).join('\n'),
      });
    }
  }

  /** Money not applied: the payer and the student are told it will be refunded, accounts that a refund is due. */
  async function tellRefundDue(tx: Queryable, txn: PaymentRow): Promise<void> {
    const what = `${txn.service_name}: ${txn.plan_name}`;
    const amount = money(txn.currency, txn.amount);
    const people = await payerAndStudent(tx, txn);
    await notify(tx, {
      userIds: people.map((p) => p.user_id),
      name: 'payment_refund_due',
      heading: `Payment to be refunded: ${what}`.slice(0, 200),
      text: `${amount} (transaction ${txn.transaction_id}) could not be applied to ${what} and will be refunded. ${txn.refund_reason ?? ''}`.slice(0, 2000),
      link: '/shop/orders',
    });
    await notifyUserTypes(tx, ['accounts'], {
      name: 'payment_refund_due',
      heading: `Refund due: ${amount} for ${what}`.slice(0, 200),
      text: (txn.refund_reason ?? `transaction ${txn.transaction_id} is due a refund`).slice(0, 2000),
      link: '/shop/orders',
    });
  }

  async function payerAndStudent(tx: Queryable, txn: PaymentRow) {
    const { rows } = await tx.query<{ user_id: number; email: string; first_name: string; last_name: string }>(
      'SELECT user_id, email, first_name, last_name FROM users WHERE user_id = ANY($1::int[]) AND deleted_at IS NULL ORDER BY user_id',
      [[txn.student_user_id, txn.created_by]],
    );
    return rows;
  }

  return { paid, unpaid };
}
