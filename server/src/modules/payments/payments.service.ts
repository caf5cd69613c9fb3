// Making and verifying a payment of a plan. The amount is always the server's (plan, coupon, instalment). A student's
// plan has at most one open payment: a second make answers it again. The state moves along PAYMENT_MOVES under the
// plan's lock and the row's; what a paid answer records (or refuses as a refund due) is in capture.service.ts.
import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import type { Db, Queryable } from '../../db/types.ts';
import type { Caller } from '../../domain/caller.ts';
import { badRequest, conflict, notFound, unprocessable } from '../../http/errors.ts';
import {
  adapterFor,
  adapterOf,
  type Answer,
  type Channel,
  type Checkout,
  type Fetch,
  type ProviderName,
  type SandboxOutcome,
  type TxnView,
  type Verdict,
} from './adapters.ts';
import { makeCapture, type MailQueue } from './capture.service.ts';
import { loadPlan, planOnSale, type PlanRow } from './catalog.service.ts';
import type { CouponsService, AppliedCoupon } from './coupons.service.ts';
import { checkCouponHolds, couponOut } from './coupons.service.ts';
import { formatMajor, toMajor, toMinor } from './money.ts';
import * as repo from './payments.repository.ts';
import { makeRateLimiter } from './rate-limit.ts';
import type { PaymentStartOut, PaymentTransactionOut, ServiceType } from './types.ts';
import { iso, isoNN } from './types.ts';

export type { MailQueue } from './capture.service.ts';

/** How long a pending transaction may still be paid (the contract: 60 minutes). */
export const PAYMENT_TTL_MINUTES = 60;

export type PaymentStatus = 'pending' | 'paid' | 'failed' | 'cancelled' | 'expired' | 'refund_due';

/**
 * The lifecycle of a payment. pending → paid, failed or cancelled by the provider's answer; → expired when its time
 * is up and the plan is paid again; → refund_due when money arrives that cannot be applied. An expired payment the
 * provider reports as captured later is still recorded (paid, or refund_due). The others are final.
 */
export const PAYMENT_MOVES: Readonly<Record<PaymentStatus, readonly PaymentStatus[]>> = {
  pending: ['paid', 'failed', 'cancelled', 'expired', 'refund_due'],
  expired: ['paid', 'refund_due'],
  paid: [],
  failed: [],
  cancelled: [],
  refund_due: [],
};

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

export const txnView = (row: PaymentRow): TxnView => ({
  transaction_id: row.transaction_id,
  channel: row.channel,
  provider: row.provider,
  amountMinor: toMinor(row.amount),
  currency: row.currency,
  student_user_id: row.student_user_id,
  plan_id: row.plan_id,
  provider_order_id: row.provider_order_id,
});

export function transactionOut(row: PaymentRow): PaymentTransactionOut {
  return {
    transaction_id: row.transaction_id,
    provider: row.provider,
    status: row.status,
    amount: Number(row.amount),
    currency: row.currency,
    paid_at: iso(row.paid_at),
    plan_id: row.plan_id,
    student_user_id: row.student_user_id,
    part_payment: row.kind === 'first_instalment',
    provider_payment_id: row.provider_payment_id,
    failure_reason: row.failure_reason,
    so_id: row.so_id,
  };
}

/** 20 letters and digits: unguessable, and short enough to be the gateway's txnid. */
function newTransactionId(): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
  const bytes = randomBytes(18);
  let id = 'UP';
  // 248 = 62 × 4: rejecting bytes at or above it keeps every character equally likely.
  for (const byte of bytes) if (byte < 248) id += alphabet[byte % 62];
  while (id.length < 20) {
    const byte = randomBytes(1)[0];
    if (byte < 248) id += alphabet[byte % 62];
  }
  return id.slice(0, 20);
}

export type MakeInput = { url?: string; ccId?: number; partPayment: boolean };

/** The verify call's query, by path. */
export type VerifyQuery = Record<string, string | undefined>;

const RAZORPAY_FIELDS = ['razorpay_payment_id', 'razorpay_order_id', 'razorpay_signature'] as const;
const SANDBOX_FIELDS = ['outcome', 'signature'] as const;
const PAYU_FIELDS = ['mihpayid', 'status', 'hash', 'txnid'] as const;
/** Every query parameter the payu verify accepts (the contract refuses others). */
const PAYU_ALLOWED = new Set([
  ...PAYU_FIELDS, ...SANDBOX_FIELDS, 'amount', 'productinfo', 'firstname', 'email', 'key', 'udf1', 'udf2', 'udf3', 'udf4',
  'udf5', 'additionalCharges', 'mode', 'bank_ref_num', 'bankcode', 'unmappedstatus', 'error', 'error_Message',
]);

/** All of a set or none of it: 400 naming the missing ones. */
function wholeSet(query: VerifyQuery, names: readonly string[]): boolean {
  const given = names.filter((n) => query[n] !== undefined);
  if (given.length === 0) return false;
  if (given.length < names.length) {
    const missing = names.filter((n) => query[n] === undefined);
    throw badRequest(`invalid request: ${names.join(', ')} come together`, missing.map((n) => ({
      field: `querystring/${n}`,
      message: `is required with ${given.join(', ')}`,
    })));
  }
  return true;
}

/** Reads the provider's answer from the verify query (400 for partial or mixed sets, or unknown payu fields). */
export function parseAnswer(channel: Channel, query: VerifyQuery): Answer {
  if (channel === 'payu') {
    const unknown = Object.keys(query).filter((k) => !PAYU_ALLOWED.has(k));
    if (unknown.length) {
      throw badRequest(`invalid request: unknown query parameters ${unknown.join(', ')}`, unknown.map((k) => ({
        field: `querystring/${k}`,
        message: 'is not allowed',
      })));
    }
  }
  const providerSet = channel === 'razorpay' ? RAZORPAY_FIELDS : PAYU_FIELDS;
  const fromProvider = wholeSet(query, providerSet);
  const fromSandbox = wholeSet(query, SANDBOX_FIELDS);
  if (fromProvider && fromSandbox) {
    throw badRequest('invalid request: an answer comes from the provider or from the sandbox page, not both', [
      { field: 'querystring/outcome', message: `is not allowed with ${providerSet.join(', ')}` },
    ]);
  }
  if (fromSandbox) return { kind: 'sandbox', outcome: query.outcome as SandboxOutcome, signature: query.signature! };
  if (!fromProvider) return { kind: 'none' };
  if (channel === 'razorpay') {
    return { kind: 'razorpay', paymentId: query.razorpay_payment_id!, orderId: query.razorpay_order_id!, signature: query.razorpay_signature! };
  }
  const fields = Object.fromEntries(Object.entries(query).filter((e): e is [string, string] => e[1] !== undefined));
  return { kind: 'payu', fields };
}

/** What a make asks for, to tell whether the plan's open payment is the same one. */
type Wanted = { channel: Channel; partPayment: boolean; ccId: number | null };

/** The open payment answers a make that asks for the same thing: same path, instalment or not, same coupon. */
function sameRequest(row: PaymentRow, wanted: Wanted): boolean {
  if (row.checkout === null || row.channel !== wanted.channel) return false;
  if (row.kind === 'balance') return !wanted.partPayment && wanted.ccId === null;
  return (row.kind === 'first_instalment') === wanted.partPayment && row.cc_id === wanted.ccId;
}

const isExpired = (row: PaymentRow, now = Date.now()) => new Date(row.expires_at).getTime() <= now;

/** 409: the plan already has an open payment that asks for something else. */
function alreadyOpen(row: PaymentRow) {
  const what = `${row.currency} ${formatMajor(toMinor(row.amount))} through ${row.channel}${row.kind === 'first_instalment' ? ' (first instalment)' : ''}`;
  return conflict(
    `a payment of ${row.plan_name} for this student is already open: transaction ${row.transaction_id}, ${what}, ` +
      `until ${isoNN(row.expires_at)}. Finish or cancel it, or wait until it expires, before starting another`,
  );
}

export function makePaymentsService(
  db: Db,
  config: Config,
  log: FastifyBaseLogger,
  coupons: CouponsService,
  mail: MailQueue,
  fetcher: Fetch = fetch,
) {
  const limiter = makeRateLimiter(config.paymentRateLimit);
  const ownOrigin = new URL(config.publicUrl).origin;
  const capture = makeCapture(log, mail);

  /** What make will charge: the plan's price less the coupon, or its first instalment, or the balance left. */
  async function price(studentId: number, plan: PlanRow, input: MakeInput) {
    const listMinor = toMinor(plan.price);
    const order = await repo.liveOrder(db, studentId, plan.plan_id);
    if (order) {
      const balance = toMinor(order.amount) - toMinor(order.amount_paid);
      if (balance <= 0) throw conflict(`the plan ${plan.name} is already fully paid for this student`);
      if (input.partPayment) {
        throw unprocessable('the first instalment is already paid: this payment is the balance', [
          { field: 'querystring/part_payment', message: 'must be false: the balance is due' },
        ]);
      }
      if (input.ccId !== undefined) {
        throw unprocessable('a coupon applies to the first payment of a plan, not to its balance', [
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
    if (!planOnSale(plan)) throw unprocessable(`the plan ${plan.name} is not on sale`);
    const applied = input.ccId === undefined ? null : await coupons.apply(db, input.ccId, studentId, plan);
    // Open payments hold the uses they will take: a use they hold is refused now, before any money moves.
    if (applied) await checkCouponHolds(db, applied.coupon, studentId, plan.plan_id);
    const discount = applied?.discountMinor ?? 0;
    const total = listMinor - discount;
    if (total <= 0) {
      throw unprocessable('nothing to pay: the total after the coupon is 0', [{ field: 'querystring/cc_id', message: 'leaves nothing to pay' }]);
    }
    if (input.partPayment) {
      if (!plan.allows_part_payment || plan.part_payment_amount === null) {
        throw unprocessable(`the plan ${plan.name} cannot be paid in part`, [
          { field: 'querystring/part_payment', message: 'is not allowed for this plan' },
        ]);
      }
      const first = toMinor(plan.part_payment_amount);
      if (total <= first) {
        throw unprocessable('after the coupon the total is not more than the first instalment: pay in full', [
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
    const ccId = row.kind === 'balance' ? ((await repo.liveOrder(q, row.student_user_id, row.plan_id))?.cc_id ?? null) : row.cc_id;
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

  async function make(caller: Caller, channel: Channel, studentId: number, planId: number, input: MakeInput): Promise<PaymentStartOut> {
    limiter.hit(`${caller.userId}`);
    let returnBase: URL;
    if (channel === 'razorpay') {
      let url: URL | null = null;
      try {
        url = new URL(input.url ?? '');
      } catch {
        url = null;
      }
      if (!url || url.origin !== ownOrigin) {
        throw unprocessable(`the return address must be on ${ownOrigin}`, [{ field: 'querystring/url', message: `must be an address on ${ownOrigin}` }]);
      }
      returnBase = url;
    } else {
      returnBase = new URL('/shop/checkout', ownOrigin);
    }
    const plan = await loadPlan(db, planId);
    if (!plan) throw notFound(`no plan with plan_id ${planId}`);
    const { rows: students } = await db.query<{ first_name: string; last_name: string; email: string; mobile: string | null }>(
      'SELECT first_name, last_name, email, mobile FROM users WHERE user_id = $1',
      [studentId],
    );
    const student = students[0];
    if (!student) throw notFound(`no student with student_user_id ${studentId}`);

    // One open payment per student and plan: the same request answers it again (same provider order, same amount).
    const wanted: Wanted = { channel, partPayment: input.partPayment, ccId: input.ccId ?? null };
    const open = await repo.openPayment(db, studentId, planId);
    if (open && !isExpired(open)) {
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
      const order = await repo.liveOrder(tx, studentId, planId);
      const balanceNow = order ? toMinor(order.amount) - toMinor(order.amount_paid) : null;
      if (charge.kind === 'balance' ? balanceNow !== charge.amountMinor : order !== null) {
        throw conflict(`the payments of ${plan.name} for this student changed while this one was being started: start again`);
      }
      if (charge.applied) await checkCouponHolds(tx, await repo.lockCouponUses(tx, charge.applied.coupon.cc_id), studentId, planId);
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
    limiter.hit(`${caller.userId}`);
    const answer = parseAnswer(channel, query);
    const before = await repo.loadPayment(db, transactionId);
    if (!before) throw notFound(`no transaction ${transactionId}`);
    if (before.channel !== channel) throw conflict(`the transaction was made with ${before.channel}, not ${channel}`);
    // Money that was not applied: every verify answers the same refusal.
    if (before.status === 'refund_due') throw conflict(before.refund_reason!);
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
    if ('refused' in result) throw conflict(result.refused);
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
    throw conflict(`the transaction is already ${row.status}; this answer says ${verdict.status}`);
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
      if (outcome !== 'cancel' && isExpired(row)) {
        return { refused: 'This payment expired: it can only be cancelled.' };
      }
      const { rows } = await tx.query<PaymentRow>(
        `UPDATE payments SET sandbox_outcome = $2, sandbox_answered_at = now(), updated_at = now()
          WHERE transaction_id = $1 RETURNING *`,
        [transactionId, outcome],
      );
      return { row: rows[0] };
    });
  }

  return { make, verify, load: (id: string) => repo.loadPayment(db, id), sandboxTransaction, sandboxAnswer };
}

export function planRef(row: Pick<PaymentRow, 'plan_id' | 'plan_name' | 'service_id' | 'service_name' | 'service_type' | 'list_price' | 'currency'>) {
  return {
    plan_id: row.plan_id,
    name: row.plan_name,
    service_id: row.service_id,
    service_name: row.service_name,
    service_type: row.service_type,
    price: Number(row.list_price),
    currency: row.currency,
  };
}

export type PaymentsService = ReturnType<typeof makePaymentsService>;
