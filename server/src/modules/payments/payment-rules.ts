// The rules of a payment that need no database: its lifecycle, its unguessable id, when an open payment answers a
// make again, and how a payment row is answered (the contract's PaymentTransaction, the adapters' view of it).
import { randomBytes } from 'node:crypto';
import type { Channel, TxnView } from './adapters.ts';
import { toMinor } from './money.ts';
import type { PaymentRow, PaymentStatus } from './payments.repository.ts';
import type { PaymentTransactionOut } from './types.ts';
import { iso } from './types.ts';

/** How long a pending transaction may still be paid (the contract: 60 minutes). */
export const PAYMENT_TTL_MINUTES = 60;

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

/** 20 letters and digits: unguessable, and short enough to be the gateway's txnid. */
export function newTransactionId(): string {
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

/** What a make asks for, to tell whether the plan's open payment is the same one. */
export type Wanted = { channel: Channel; partPayment: boolean; ccId: number | null };

/** The open payment answers a make that asks for the same thing: same path, instalment or not, same coupon. */
export function sameRequest(row: PaymentRow, wanted: Wanted): boolean {
  if (row.checkout === null || row.channel !== wanted.channel) return false;
  if (row.kind === 'balance') return !wanted.partPayment && wanted.ccId === null;
  return (row.kind === 'first_instalment') === wanted.partPayment && row.cc_id === wanted.ccId;
}

export const isExpired = (row: Pick<PaymentRow, 'expires_at'>, now: Date) => new Date(row.expires_at).getTime() <= now.getTime();

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
