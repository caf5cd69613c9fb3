// Making and verifying a payment of a plan. The amount is always the server's (plan, coupon, instalment); the state
// moves once (pending → paid, failed or cancelled) under a row lock; a paid transaction records the service availed,
// the coupon's use, the shop order, and takes the plan out of the cart.
import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import type { Db, Queryable } from '../../db/types.ts';
import type { Caller } from '../../http/ownership.ts';
import { badRequest, conflict, notFound, unprocessable } from '../../http/errors.ts';
import {
  adapterFor,
  adapterOf,
  type Answer,
  type Channel,
  type Fetch,
  type ProviderName,
  type SandboxOutcome,
  type TxnView,
  type Verdict,
} from './adapters.ts';
import { loadPlan, planOnSale, type PlanRow } from './catalog.service.ts';
import type { CouponsService, AppliedCoupon } from './coupons.service.ts';
import { couponOut } from './coupons.service.ts';
import { formatMajor, toMajor, toMinor } from './money.ts';
import { notify } from '../messaging/index.ts';
import type { OutgoingMail } from '../mail/mail.service.ts';
import { makeRateLimiter } from './rate-limit.ts';
import type { PaymentStartOut, PaymentTransactionOut, ServiceType } from './types.ts';
import { iso, isoNN } from './types.ts';

/** How long a pending transaction may still be paid (the contract: 60 minutes). */
export const PAYMENT_TTL_MINUTES = 60;

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
  status: 'pending' | 'paid' | 'failed' | 'cancelled';
  return_url: string;
  provider_order_id: string | null;
  provider_payment_id: string | null;
  failure_reason: string | null;
  sandbox_outcome: SandboxOutcome | null;
  expires_at: Date;
  paid_at: Date | null;
  so_id: number | null;
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

const PAYMENT_SELECT = 'SELECT * FROM payments';

export type MailQueue = { enqueue(tx: Queryable, mail: OutgoingMail): Promise<void> };

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

  async function load(q: Queryable, transactionId: string, lock = false): Promise<PaymentRow | null> {
    const { rows } = await q.query<PaymentRow>(`${PAYMENT_SELECT} WHERE transaction_id = $1${lock ? ' FOR UPDATE' : ''}`, [transactionId]);
    return rows[0] ?? null;
  }

  /** The order of the student's plan that is still running (not cancelled or refunded), if any. */
  async function openOrder(q: Queryable, studentId: number, planId: number, lock = false) {
    const { rows } = await q.query<{ so_id: number; amount: number; amount_paid: number; cc_id: number | null; discount_amount: number }>(
      `SELECT so_id, amount, amount_paid, cc_id, discount_amount FROM shop_orders
        WHERE student_user_id = $1 AND plan_id = $2 AND status NOT IN ('cancelled', 'refunded')
        ORDER BY so_id DESC LIMIT 1${lock ? ' FOR UPDATE' : ''}`,
      [studentId, planId],
    );
    return rows[0] ?? null;
  }

  /** What make will charge: the plan's price less the coupon, or its first instalment, or the balance left. */
  async function price(studentId: number, plan: PlanRow, input: MakeInput) {
    const listMinor = toMinor(plan.price);
    const order = await openOrder(db, studentId, plan.plan_id);
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
      const coupon = order.cc_id === null ? null : await coupons.byId(db, order.cc_id);
      return {
        kind: 'balance' as const,
        listMinor,
        discountMinor: toMinor(order.discount_amount),
        amountMinor: balance,
        balanceAfterMinor: 0,
        applied: null as AppliedCoupon | null,
        shownCoupon: coupon ? { coupon, discountMinor: toMinor(order.discount_amount) } : null,
      };
    }
    if (!planOnSale(plan)) throw unprocessable(`the plan ${plan.name} is not on sale`);
    const applied = input.ccId === undefined ? null : await coupons.apply(db, input.ccId, studentId, plan);
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
      return { kind: 'first_instalment' as const, listMinor, discountMinor: discount, amountMinor: first, balanceAfterMinor: total - first, applied, shownCoupon: applied };
    }
    return { kind: 'full' as const, listMinor, discountMinor: discount, amountMinor: total, balanceAfterMinor: 0, applied, shownCoupon: applied };
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
    const charge = await price(studentId, plan, input);

    const transactionId = newTransactionId();
    returnBase.searchParams.set('transaction_id', transactionId);
    const returnUrl = returnBase.toString();
    const adapter = adapterFor(config, fetcher, channel);
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
    const { rows } = await db.query<PaymentRow>(
      `INSERT INTO payments (transaction_id, student_user_id, created_by, channel, provider, plan_id, plan_name, service_id,
                             service_name, service_type, kind, list_price, discount_amount, amount, currency, balance_after,
                             cc_id, return_url, provider_order_id, expires_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19,
               now() + make_interval(mins => $20::int))
       RETURNING *`,
      [
        transactionId, studentId, caller.userId, channel, adapter.provider, plan.plan_id, plan.name, plan.service_id,
        plan.service_name, plan.service_type, charge.kind, toMajor(charge.listMinor), toMajor(charge.discountMinor),
        toMajor(charge.amountMinor), plan.currency, toMajor(charge.balanceAfterMinor),
        charge.kind === 'balance' ? null : (charge.applied?.coupon.cc_id ?? null), returnUrl, started.providerOrderId,
        PAYMENT_TTL_MINUTES,
      ],
    );
    const row = rows[0];
    const shown = charge.shownCoupon;
    return {
      transaction_id: row.transaction_id,
      provider: row.provider,
      status: 'pending',
      student_user_id: studentId,
      plan: planRef(row),
      list_price: toMajor(charge.listMinor),
      discount_amount: toMajor(charge.discountMinor),
      amount: toMajor(charge.amountMinor),
      currency: row.currency,
      part_payment: charge.kind === 'first_instalment',
      balance_after: toMajor(charge.balanceAfterMinor),
      coupon: shown
        ? {
            cc_id: shown.coupon.cc_id,
            code: shown.coupon.code,
            discount_type: shown.coupon.discount_type,
            value: couponOut(shown.coupon).value,
            discount_amount: toMajor(shown.discountMinor),
          }
        : null,
      checkout: started.checkout,
      created_at: isoNN(row.created_at),
      expires_at: isoNN(row.expires_at),
    };
  }

  async function verify(caller: Caller, channel: Channel, transactionId: string, query: VerifyQuery): Promise<PaymentTransactionOut> {
    limiter.hit(`${caller.userId}`);
    const answer = parseAnswer(channel, query);
    const before = await load(db, transactionId);
    if (!before) throw notFound(`no transaction ${transactionId}`);
    if (before.channel !== channel) throw conflict(`the transaction was made with ${before.channel}, not ${channel}`);
    // A final state without a new answer: nothing to ask anyone.
    if (before.status !== 'pending' && answer.kind === 'none') return transactionOut(before);
    // The adapter checks the answer's signature and, for real providers, may ask them (outside the row lock).
    const verdict = await adapterOf(config, fetcher, before.provider).verify(txnView(before), answer);
    return db.transaction(async (tx) => {
      const row = (await load(tx, transactionId, true))!;
      if (verdict.status === 'pending') return transactionOut(row);
      if (row.status !== 'pending') {
        if (row.status === verdict.status) return transactionOut(row);
        throw conflict(`the transaction is already ${row.status}; this answer says ${verdict.status}`);
      }
      return transactionOut(await conclude(tx, row, verdict));
    });
  }

  /** Records a final outcome on a pending transaction (inside the caller's transaction, the row locked). */
  async function conclude(tx: Queryable, row: PaymentRow, verdict: Exclude<Verdict, { status: 'pending' }>): Promise<PaymentRow> {
    const reason = verdict.status === 'paid' ? null : verdict.reason.slice(0, 500);
    const { rows } = await tx.query<PaymentRow>(
      `UPDATE payments SET status = $2, provider_payment_id = coalesce($3, provider_payment_id), failure_reason = $4,
              paid_at = CASE WHEN $2 = 'paid' THEN now() END, concluded_at = now(), updated_at = now()
        WHERE transaction_id = $1 RETURNING *`,
      [row.transaction_id, verdict.status, verdict.providerPaymentId, reason],
    );
    if (verdict.status !== 'paid') return rows[0];
    const soId = await recordPaid(tx, rows[0]);
    const { rows: done } = await tx.query<PaymentRow>('UPDATE payments SET so_id = $2 WHERE transaction_id = $1 RETURNING *', [
      row.transaction_id,
      soId,
    ]);
    return done[0];
  }

  /** A paid transaction: the shop order (made or updated), the coupon's use, the service availed, the cart. */
  async function recordPaid(tx: Queryable, txn: PaymentRow): Promise<number> {
    const amountMinor = toMinor(txn.amount);
    let order = await openOrder(tx, txn.student_user_id, txn.plan_id, true);
    if (order) {
      const paid = toMinor(order.amount_paid) + amountMinor;
      if (paid > toMinor(order.amount)) {
        log.warn({ transaction_id: txn.transaction_id, so_id: order.so_id }, 'a plan was paid more than once: refund the surplus');
      }
      await tx.query('UPDATE shop_orders SET amount_paid = $2, updated_at = now() WHERE so_id = $1', [order.so_id, toMajor(paid)]);
    } else {
      const totalMinor = toMinor(txn.list_price) - toMinor(txn.discount_amount);
      const code = txn.cc_id === null ? null : (await tx.query<{ code: string }>('SELECT code FROM coupons WHERE cc_id = $1', [txn.cc_id])).rows[0].code;
      const { rows } = await tx.query<{ so_id: number }>(
        `INSERT INTO shop_orders (user_id, student_user_id, plan_id, status, amount, amount_paid, currency, cc_id, coupon_code, discount_amount)
         VALUES ($1, $2, $3, 'placed', $4, $5, $6, $7, $8, $9) RETURNING so_id`,
        [txn.created_by, txn.student_user_id, txn.plan_id, toMajor(totalMinor), txn.amount, txn.currency, txn.cc_id, code, txn.discount_amount],
      );
      order = { so_id: rows[0].so_id, amount: toMajor(totalMinor), amount_paid: txn.amount, cc_id: txn.cc_id, discount_amount: txn.discount_amount };
      await tx.query(
        `INSERT INTO shop_order_items (so_id, plan_id, plan_name, service_id, service_name, service_type, price, amount, currency)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
        [order.so_id, txn.plan_id, txn.plan_name, txn.service_id, txn.service_name, txn.service_type, txn.list_price, toMajor(totalMinor), txn.currency],
      );
      await tx.query(
        `INSERT INTO shop_order_status_history (so_id, status, note, changed_by) VALUES ($1, 'placed', $2, NULL)`,
        [order.so_id, `placed when transaction ${txn.transaction_id} was paid`],
      );
    }
    if (txn.cc_id !== null && txn.kind !== 'balance') {
      const { rows: coupon } = await tx.query<{ usage_limit: number | null; used_count: number }>(
        'UPDATE coupons SET used_count = used_count + 1 WHERE cc_id = $1 RETURNING usage_limit, used_count',
        [txn.cc_id],
      );
      if (coupon[0].usage_limit !== null && coupon[0].used_count > coupon[0].usage_limit) {
        // Paid at the provider already: the use is recorded even past the limit (nothing is reserved at make).
        log.warn({ transaction_id: txn.transaction_id, cc_id: txn.cc_id }, 'a coupon was used past its usage limit');
      }
      await tx.query('INSERT INTO coupon_redemptions (transaction_id, cc_id, student_user_id) VALUES ($1, $2, $3)', [
        txn.transaction_id, txn.cc_id, txn.student_user_id,
      ]);
      await tx.query(
        `UPDATE coupon_assignments SET used_at = now(), transaction_id = $3
          WHERE cc_id = $1 AND student_user_id = $2 AND used_at IS NULL`,
        [txn.cc_id, txn.student_user_id, txn.transaction_id],
      );
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
        [txn.student_user_id, txn.plan_id, order.so_id, txn.transaction_id],
      );
      await tx.query(
        'INSERT INTO user_service_features (availed_id, feature_id) SELECT $1, feature_id FROM plan_features WHERE plan_id = $2',
        [availed[0].availed_id, txn.plan_id],
      );
    }
    await tx.query('DELETE FROM cart_items WHERE plan_id = $1 AND student_user_id = $2 AND user_id IN ($3, $2)', [
      txn.plan_id, txn.student_user_id, txn.created_by,
    ]);
    await tellPaid(tx, txn, order.so_id);
    return order.so_id;
  }

  /** The receipt (mail outbox) and a notification, to the student and to whoever paid for them. */
  async function tellPaid(tx: Queryable, txn: PaymentRow, soId: number): Promise<void> {
    const { rows: order } = await tx.query<{ amount: number; amount_paid: number }>('SELECT amount, amount_paid FROM shop_orders WHERE so_id = $1', [soId]);
    const balance = Math.max(0, toMinor(order[0].amount) - toMinor(order[0].amount_paid));
    const { rows: people } = await tx.query<{ user_id: number; email: string; first_name: string; last_name: string }>(
      'SELECT user_id, email, first_name, last_name FROM users WHERE user_id = ANY($1::int[]) AND deleted_at IS NULL ORDER BY user_id',
      [[txn.student_user_id, txn.created_by]],
    );
    const student = people.find((p) => p.user_id === txn.student_user_id);
    const paid = `${txn.currency} ${formatMajor(toMinor(txn.amount))}`;
    const what = `${txn.service_name}: ${txn.plan_name}`;
    const still = balance > 0 ? `A balance of ${txn.currency} ${formatMajor(balance)} remains to pay.` : 'The plan is fully paid.';
    await notify(tx, {
      userIds: people.map((p) => p.user_id),
      name: 'payment_received',
      heading: `Payment received: ${what}`.slice(0, 200),
      text: `${paid} was paid for ${what}${student ? ` for ${student.first_name} ${student.last_name}` : ''} (transaction ${txn.transaction_id}, order ${soId}). ${still}`,
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
          `We received ${paid} for ${what}${student && person.user_id !== student.user_id ? ` for ${student.first_name} ${student.last_name}` : ''}.`,
          `Transaction: ${txn.transaction_id}${txn.provider_payment_id ? ` (provider reference ${txn.provider_payment_id})` : ''}`,
          `Order: ${soId}`,
          txn.discount_amount > 0 ? `Discount applied: ${txn.currency} ${formatMajor(toMinor(txn.discount_amount))}` : null,
          still,
          '',
          'Thank you,',
          'Unipath',
        ].filter((line) => line !== null).join('\n'),
      });
    }
  }

  /** The sandbox page: the transaction it shows (only those of the local adapter). */
  async function sandboxTransaction(transactionId: string): Promise<PaymentRow | null> {
    const row = await load(db, transactionId);
    return row && row.provider === 'sandbox' ? row : null;
  }

  /**
   * The sandbox page's answer: the first pick stands (the local provider's own record); the same pick again is
   * answered again, another pick is refused. An expired transaction can only be cancelled.
   */
  async function sandboxAnswer(transactionId: string, outcome: SandboxOutcome): Promise<{ row: PaymentRow } | { refused: string }> {
    return db.transaction(async (tx) => {
      const row = await load(tx, transactionId, true);
      if (!row || row.provider !== 'sandbox') return { refused: 'There is no such sandbox payment.' };
      if (row.sandbox_outcome !== null) {
        return row.sandbox_outcome === outcome ? { row } : { refused: `This payment was already answered: ${row.sandbox_outcome}.` };
      }
      if (row.status !== 'pending') return { refused: `This payment is already ${row.status}.` };
      if (outcome !== 'cancel' && new Date(row.expires_at).getTime() <= Date.now()) {
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

  return { make, verify, load: (id: string) => load(db, id), sandboxTransaction, sandboxAnswer };
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
