// What a provider's final answer does to a payment, inside verify's transaction (the plan and the row locked).
// Paid: unless the money cannot be applied — the plan (or the order's balance) is already paid, or the coupon has no
// use left for it — the shop order is made or updated, the coupon's use taken (the database checks its limits), the
// service availed, the cart emptied, a receipt queued. Money that cannot be applied is never added: the payment is
// kept as refund_due, with why, who and when, and the verify answers 409.
import type { Queryable } from '../../db/types.ts';
import type { Deps } from '../../platform/deps.ts';
import { serviceInvoiceOnPayment } from '../invoices/index.ts';
import { notify, notifyUserTypes } from '../messaging/index.ts';
import { purchaseCredits } from '../nurturing/index.ts';
import type { Verdict } from './adapters.ts';
import { deletePaidFromCarts } from './cart.repository.ts';
import { availPlan, loadPlan } from './catalog.repository.ts';
import { lockCouponUses, redeemCoupon, redemptionsOf } from './coupons.repository.ts';
import { formatMajor, toMajor, toMinor } from './money.ts';
import * as orders from './orders.repository.ts';
import * as repo from './payments.repository.ts';
import type { PaymentRow } from './payments.repository.ts';

type Paid = Extract<Verdict, { status: 'paid' }>;
type Unpaid = Extract<Verdict, { status: 'failed' | 'cancelled' }>;

const money = (currency: string, major: number) => `${currency} ${formatMajor(toMinor(major))}`;

export function makeCapture({ log, mail, clock }: Pick<Deps, 'log' | 'mail' | 'clock'>) {
  /** Failed or cancelled, as the provider said. */
  function unpaid(tx: Queryable, row: PaymentRow, verdict: Unpaid, by: number): Promise<PaymentRow> {
    return repo.concludeUnpaid(tx, {
      transactionId: row.transaction_id,
      status: verdict.status,
      providerPaymentId: verdict.providerPaymentId,
      reason: verdict.reason.slice(0, 500),
      by,
    });
  }

  /** Why the money of this payment cannot be applied, or null when it can (the order and coupon rows locked here). */
  async function surplus(tx: Queryable, txn: PaymentRow): Promise<string | null> {
    const order = await orders.liveOrder(tx, txn.student_user_id, txn.plan_id, true);
    if (txn.kind === 'balance') {
      if (!order) return `the order of ${txn.plan_name} for this student is no longer open (cancelled or refunded)`;
      if (toMinor(order.amount_paid) + toMinor(txn.amount) > toMinor(order.amount)) {
        return `order ${order.so_id} of ${txn.plan_name} is already paid (${money(txn.currency, order.amount_paid)} of ${money(txn.currency, order.amount)})`;
      }
    } else if (order) {
      return `${txn.plan_name} is already paid for this student (order ${order.so_id}: ${money(txn.currency, order.amount_paid)} of ${money(txn.currency, order.amount)} paid)`;
    }
    if (txn.cc_id === null || txn.kind === 'balance') return null;
    const coupon = await lockCouponUses(tx, txn.cc_id);
    if (coupon.usage_limit !== null && coupon.used_count >= coupon.usage_limit) {
      return `the coupon ${coupon.code} had no uses left when this payment arrived, so the discounted price cannot be applied`;
    }
    if (coupon.per_student_limit !== null && (await redemptionsOf(tx, coupon.cc_id, txn.student_user_id)) >= coupon.per_student_limit) {
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
    const note = row.status === 'expired' ? 'captured after it had expired' : null;
    const captured = await repo.concludePaid(tx, { transactionId: row.transaction_id, providerPaymentId: verdict.providerPaymentId, note, by });
    const linked = await repo.setPaymentOrder(tx, row.transaction_id, await recordPaid(tx, captured));
    // The order's GST service invoice, issued once (or this payment recorded on it), in this same transaction.
    await serviceInvoiceOnPayment(tx, linked.so_id!, clock.now(), log);
    return { row: linked };
  }

  /** A paid transaction: the shop order (made, or updated by the balance), the coupon's use, the service, the cart. */
  async function recordPaid(tx: Queryable, txn: PaymentRow): Promise<number> {
    // surplus() has locked the order and checked that this payment fits it.
    const existing = await orders.liveOrder(tx, txn.student_user_id, txn.plan_id);
    let soId: number;
    if (existing) {
      soId = existing.so_id;
      await orders.addToOrderPaid(tx, soId, txn.amount);
    } else {
      soId = await orders.placeOrder(tx, txn, toMajor(toMinor(txn.list_price) - toMinor(txn.discount_amount)));
    }
    if (txn.cc_id !== null && txn.kind !== 'balance') {
      // The coupon row is locked (surplus); the database checks both limits as the use is taken.
      await redeemCoupon(tx, { transactionId: txn.transaction_id, ccId: txn.cc_id, studentId: txn.student_user_id });
    }
    await availPlan(tx, { studentId: txn.student_user_id, planId: txn.plan_id, soId, transactionId: txn.transaction_id });
    await deletePaidFromCarts(tx, { planId: txn.plan_id, studentId: txn.student_user_id, payerId: txn.created_by });
    await grantCredits(tx, txn, soId);
    await tellPaid(tx, txn, soId);
    return soId;
  }

  /**
   * A plan with credits (a lead-tool pack) paid in full: its credits go to whoever paid (the payer's credit ledger,
   * through the nurturing module), in this capture's transaction, once per payment and plan (the ledger's key). A first
   * instalment grants nothing; the balance that completes the order grants the plan's credits.
   */
  async function grantCredits(tx: Queryable, txn: PaymentRow, soId: number): Promise<void> {
    if (txn.kind === 'first_instalment') return;
    const plan = await loadPlan(tx, txn.plan_id);
    if (!plan?.credits) return;
    const order = await orders.orderAmounts(tx, soId);
    await purchaseCredits(tx, {
      userId: txn.created_by,
      credits: plan.credits,
      key: `purchase:payment:${txn.transaction_id}:${txn.plan_id}`,
      description: `${txn.service_name}: ${txn.plan_name} (payment ${txn.transaction_id}, order ${soId})`,
      amountMinor: toMinor(order.amount_paid),
      currency: txn.currency,
    });
  }

  /** The receipt (mail outbox) and a notification, to the student and to whoever paid for them. */
  async function tellPaid(tx: Queryable, txn: PaymentRow, soId: number): Promise<void> {
    const order = await orders.orderAmounts(tx, soId);
    const balance = Math.max(0, toMinor(order.amount) - toMinor(order.amount_paid));
    const people = await repo.findPeople(tx, [txn.student_user_id, txn.created_by]);
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
    const people = await repo.findPeople(tx, [txn.student_user_id, txn.created_by]);
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

  return { paid, unpaid };
}

export type Capture = ReturnType<typeof makeCapture>;
