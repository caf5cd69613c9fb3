// Making and verifying a payment of a plan. The amount is always the server's (plan, coupon, instalment). A student's
// plan has at most one open payment: a second make answers it again. The state moves along PAYMENT_MOVES under the
// plan's lock and the row's; what a paid answer records (or refuses as a refund due) is in capture.service.ts.
import type { Queryable } from '../../db/types.ts';
import type { Caller } from '../../domain/caller.ts';
import { Conflict, NotFound, Unprocessable } from '../../domain/errors.ts';
import type { Deps } from '../../platform/deps.ts';
import { adapterFor, adapterOf, type Channel, type Fetch, type SandboxOutcome, type Verdict } from './adapters.ts';
import { makeCapture } from './capture.service.ts';
import { loadPlan, type PlanRow } from './catalog.repository.ts';
import { planOnSale } from './catalog.service.ts';
import { lockCouponUses } from './coupons.repository.ts';
import { checkCouponHolds, couponOut, type AppliedCoupon, type CouponsService } from './coupons.service.ts';
import { formatMajor, toMajor, toMinor } from './money.ts';
import { liveOrder } from './orders.repository.ts';
import {
  PAYMENT_MOVES, PAYMENT_TTL_MINUTES, isExpired, newTransactionId, planRef, sameRequest, transactionOut, txnView, type Wanted,
} from './payment-rules.ts';
import * as repo from './payments.repository.ts';
import type { PaymentRow } from './payments.repository.ts';
import type { PaymentStartOut, PaymentTransactionOut } from './types.ts';
import { isoNN } from './types.ts';
import { parseAnswer, type VerifyQuery } from './verify-answer.ts';

export type MakeInput = { url?: string; ccId?: number; partPayment: boolean };

/** 409: the plan already has an open payment that asks for something else. */
function alreadyOpen(row: PaymentRow): Conflict {
  const what = `${row.currency} ${formatMajor(toMinor(row.amount))} through ${row.channel}${row.kind === 'first_instalment' ? ' (first instalment)' : ''}`;
  return new Conflict(
    `a payment of ${row.plan_name} for this student is already open: transaction ${row.transaction_id}, ${what}, ` +
      `until ${isoNN(row.expires_at)}. Finish or cancel it, or wait until it expires, before starting another`,
  );
}

export function makePaymentsService(
  deps: Pick<Deps, 'db' | 'config' | 'log' | 'mail' | 'clock' | 'limits'>,
  coupons: CouponsService,
  fetcher: Fetch = fetch,
) {
  const { db, config, clock } = deps;
  // Make and verify per user per minute, counted in PostgreSQL so that several servers allow what one would.
  const limitPayments = (caller: Caller) =>
    deps.limits.hit('payment', [String(caller.userId)], { limit: config.paymentRateLimit, windowSeconds: 60 }, (seconds) => `too many payment requests: try again in ${seconds} s`);
  const ownOrigin = new URL(config.publicUrl).origin;
  const capture = makeCapture(deps);

  /** What make will charge: the plan's price less the coupon, or its first instalment, or the balance left. */
  async function price(studentId: number, plan: PlanRow, input: MakeInput) {
    const listMinor = toMinor(plan.price);
    const order = await liveOrder(db, studentId, plan.plan_id);
    if (order) {
      const balance = toMinor(order.amount) - toMinor(order.amount_paid);
      if (balance <= 0) throw new Conflict(`the plan ${plan.name} is already fully paid for this student`);
      if (input.partPayment) {
        throw new Unprocessable('the first instalment is already paid: this payment is the balance', [
          { field: 'querystring/part_payment', message: 'must be false: the balance is due' },
        ]);
      }
      if (input.ccId !== undefined) {
        throw new Unprocessable('a coupon applies to the first payment of a plan, not to its balance', [
          { field: 'querystring/cc_id', message: 'is not allowed for the balance' },
        ]);
      }
      return {
        kind: 'balance' as const,
        listMinor,
        discountMinor: toMinor(order.discount_amount),
        amountMinor: balance,
        balanceAfterMinor: 0,
        applied: null as AppliedCoupon | null,
      };
    }
    if (!planOnSale(plan)) throw new Unprocessable(`the plan ${plan.name} is not on sale`);
    const applied = input.ccId === undefined ? null : await coupons.apply(db, input.ccId, studentId, plan);
    // Open payments hold the uses they will take: a use they hold is refused now, before any money moves.
    if (applied) await checkCouponHolds(db, applied.coupon, studentId, plan.plan_id);
    const discount = applied?.discountMinor ?? 0;
    const total = listMinor - discount;
    if (total <= 0) {
      throw new Unprocessable('nothing to pay: the total after the coupon is 0', [{ field: 'querystring/cc_id', message: 'leaves nothing to pay' }]);
    }
    if (input.partPayment) {
      if (!plan.allows_part_payment || plan.part_payment_amount === null) {
        throw new Unprocessable(`the plan ${plan.name} cannot be paid in part`, [
          { field: 'querystring/part_payment', message: 'is not allowed for this plan' },
        ]);
      }
      const first = toMinor(plan.part_payment_amount);
      if (total <= first) {
        throw new Unprocessable('after the coupon the total is not more than the first instalment: pay in full', [
          { field: 'querystring/part_payment', message: 'must be false: pay in full' },
        ]);
      }
      return { kind: 'first_instalment' as const, listMinor, discountMinor: discount, amountMinor: first, balanceAfterMinor: total - first, applied };
    }
    return { kind: 'full' as const, listMinor, discountMinor: discount, amountMinor: total, balanceAfterMinor: 0, applied };
  }

  /** make's answer for a payment row: the same for the make that opened it and for every make that finds it open. */
  async function startOut(q: Queryable, row: PaymentRow): Promise<PaymentStartOut> {
    // The balance shows the coupon of the order's first payment.
    const ccId = row.kind === 'balance' ? ((await liveOrder(q, row.student_user_id, row.plan_id))?.cc_id ?? null) : row.cc_id;
    const coupon = ccId === null ? null : await coupons.byId(q, ccId);
    return {
      transaction_id: row.transaction_id,
      provider: row.provider,
      status: 'pending',
      student_user_id: row.student_user_id,
      plan: planRef(row),
      list_price: Number(row.list_price),
      discount_amount: Number(row.discount_amount),
      amount: Number(row.amount),
      currency: row.currency,
      part_payment: row.kind === 'first_instalment',
      balance_after: Number(row.balance_after),
      coupon: coupon
        ? {
            cc_id: coupon.cc_id,
            code: coupon.code,
            discount_type: coupon.discount_type,
            value: couponOut(coupon).value,
            discount_amount: Number(row.discount_amount),
          }
        : null,
      checkout: row.checkout!,
      created_at: isoNN(row.created_at),
      expires_at: isoNN(row.expires_at),
    };
  }

  /** Where the browser comes back: razorpay's make names an address on our origin; payu comes back to our checkout. */
  function returnBaseFor(channel: Channel, url: string | undefined): URL {
    if (channel === 'payu') return new URL('/shop/checkout', ownOrigin);
    let parsed: URL | null = null;
    try {
      parsed = new URL(url ?? '');
    } catch {
      parsed = null;
    }
    if (!parsed || parsed.origin !== ownOrigin) {
      throw new Unprocessable(`the return address must be on ${ownOrigin}`, [{ field: 'querystring/url', message: `must be an address on ${ownOrigin}` }]);
    }
    return parsed;
  }

  async function make(caller: Caller, channel: Channel, studentId: number, planId: number, input: MakeInput): Promise<PaymentStartOut> {
    await limitPayments(caller);
    const returnBase = returnBaseFor(channel, input.url);
    const plan = await loadPlan(db, planId);
    if (!plan) throw new NotFound(`no plan with plan_id ${planId}`);
    const student = await repo.findStudentContact(db, studentId);
    if (!student) throw new NotFound(`no student with student_user_id ${studentId}`);

    // One open payment per student and plan: the same request answers it again (same provider order, same amount).
    const wanted: Wanted = { channel, partPayment: input.partPayment, ccId: input.ccId ?? null };
    const open = await repo.openPayment(db, studentId, planId);
    if (open && !isExpired(open, clock.now())) {
      if (sameRequest(open, wanted)) return startOut(db, open);
      throw alreadyOpen(open);
    }
    const charge = await price(studentId, plan, input);

    const transactionId = newTransactionId();
    returnBase.searchParams.set('transaction_id', transactionId);
    const returnUrl = returnBase.toString();
    const adapter = adapterFor(config, fetcher, channel);
    // Outside any transaction: a provider call may take seconds. Under a race the losers' provider orders stay unused.
    const started = await adapter.start({
      transaction_id: transactionId,
      channel,
      amountMinor: charge.amountMinor,
      currency: plan.currency,
      student_user_id: studentId,
      plan_id: plan.plan_id,
      description: `${plan.service_name}: ${plan.name}`,
      returnUrl,
      student,
    });
    const result = await db.transaction(async (tx) => {
      await repo.lockStudentPlan(tx, studentId, planId);
      await repo.expireOpenPayment(tx, studentId, planId, caller.userId);
      const current = await repo.openPayment(tx, studentId, planId);
      if (current) return { created: false, row: current };
      // What was priced still holds: the plan's order and the coupon's uses, read again under the locks.
      const order = await liveOrder(tx, studentId, planId);
      const balanceNow = order ? toMinor(order.amount) - toMinor(order.amount_paid) : null;
      if (charge.kind === 'balance' ? balanceNow !== charge.amountMinor : order !== null) {
        throw new Conflict(`the payments of ${plan.name} for this student changed while this one was being started: start again`);
      }
      if (charge.applied) await checkCouponHolds(tx, await lockCouponUses(tx, charge.applied.coupon.cc_id), studentId, planId);
      const inserted = await repo.insertOpenPayment(tx, {
        transactionId,
        studentId,
        createdBy: caller.userId,
        channel,
        provider: adapter.provider,
        plan: { plan_id: plan.plan_id, name: plan.name, service_id: plan.service_id, service_name: plan.service_name, service_type: plan.service_type, currency: plan.currency },
        kind: charge.kind,
        listPrice: toMajor(charge.listMinor),
        discount: toMajor(charge.discountMinor),
        amount: toMajor(charge.amountMinor),
        balanceAfter: toMajor(charge.balanceAfterMinor),
        ccId: charge.kind === 'balance' ? null : (charge.applied?.coupon.cc_id ?? null),
        returnUrl,
        providerOrderId: started.providerOrderId,
        checkout: started.checkout,
        ttlMinutes: PAYMENT_TTL_MINUTES,
      });
      // The unique index keeps one open payment even without the lock; then the one that won is answered.
      return inserted ? { created: true, row: inserted } : { created: false, row: (await repo.openPayment(tx, studentId, planId))! };
    });
    if (result.created || sameRequest(result.row, wanted)) return startOut(db, result.row);
    throw alreadyOpen(result.row);
  }

  async function verify(caller: Caller, channel: Channel, transactionId: string, query: VerifyQuery): Promise<PaymentTransactionOut> {
    await limitPayments(caller);
    const answer = parseAnswer(channel, query);
    const before = await repo.loadPayment(db, transactionId);
    if (!before) throw new NotFound(`no transaction ${transactionId}`);
    if (before.channel !== channel) throw new Conflict(`the transaction was made with ${before.channel}, not ${channel}`);
    // Money that was not applied: every verify answers the same refusal.
    if (before.status === 'refund_due') throw new Conflict(before.refund_reason!);
    // A final state without a new answer: nothing to ask anyone.
    if (PAYMENT_MOVES[before.status].length === 0 && answer.kind === 'none') return transactionOut(before);
    // The adapter checks the answer's signature and, for real providers, may ask them (outside any lock).
    const verdict = await adapterOf(config, fetcher, before.provider).verify(txnView(before), answer);
    const result = await db.transaction(async (tx) => {
      // The plan's lock first (as make takes it), then the row's.
      await repo.lockStudentPlan(tx, before.student_user_id, before.plan_id);
      const row = (await repo.loadPayment(tx, transactionId, true))!;
      return settle(tx, row, verdict, caller.userId);
    });
    if ('refused' in result) throw new Conflict(result.refused);
    return transactionOut(result.row);
  }

  /** Applies a verdict to a payment along PAYMENT_MOVES (inside the transaction, the plan and the row locked). */
  async function settle(tx: Queryable, row: PaymentRow, verdict: Verdict, by: number): Promise<{ row: PaymentRow } | { refused: string }> {
    if (row.status === 'refund_due') return { refused: row.refund_reason! };
    if (verdict.status === 'pending') return { row };
    if (verdict.status === 'paid') {
      if (PAYMENT_MOVES[row.status].includes('paid')) return capture.paid(tx, row, verdict, by);
    } else if (row.status === 'pending') {
      return { row: await capture.unpaid(tx, row, verdict, by) };
    }
    // An expired payment stays expired when the provider says it was not paid after all.
    if (row.status === 'expired' || row.status === verdict.status) return { row };
    throw new Conflict(`the transaction is already ${row.status}; this answer says ${verdict.status}`);
  }

  /** The sandbox page: the transaction it shows (only those of the local adapter). */
  async function sandboxTransaction(transactionId: string): Promise<PaymentRow | null> {
    const row = await repo.loadPayment(db, transactionId);
    return row && row.provider === 'sandbox' ? row : null;
  }

  /**
   * The sandbox page's answer: the first pick stands (the local provider's own record); the same pick again is
   * answered again, another pick is refused. An expired transaction can only be cancelled.
   */
  async function sandboxAnswer(transactionId: string, outcome: SandboxOutcome): Promise<{ row: PaymentRow } | { refused: string }> {
    return db.transaction(async (tx) => {
      const row = await repo.loadPayment(tx, transactionId, true);
      if (!row || row.provider !== 'sandbox') return { refused: 'There is no such sandbox payment.' };
      if (row.sandbox_outcome !== null) {
        return row.sandbox_outcome === outcome ? { row } : { refused: `This payment was already answered: ${row.sandbox_outcome}.` };
      }
      if (row.status !== 'pending') return { refused: `This payment is already ${row.status}.` };
      if (outcome !== 'cancel' && isExpired(row, clock.now())) {
        return { refused: 'This payment expired: it can only be cancelled.' };
      }
      return { row: await repo.recordSandboxOutcome(tx, transactionId, outcome) };
    });
  }

  return { make, verify, sandboxTransaction, sandboxAnswer };
}

export type PaymentsService = ReturnType<typeof makePaymentsService>;
