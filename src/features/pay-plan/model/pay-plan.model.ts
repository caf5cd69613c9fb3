import { done, failed, fixtureOf, type DoneEvent, type ErrorEvent, type Fixture, type ModelSpec } from '@/shared/lib/model-testing';
import {
  payPlanMachine,
  type PaymentReturn,
  type PaymentStart,
  type PaymentTransaction,
  type PayPlanEvent,
  type PayPlanMachine,
} from './pay-plan.machine';

// The payment's abstract model: the user's buttons, the make call's answers, every status verify can answer and
// its failure. Started fresh (choosing a plan) and started back from the provider's page.

export type PayPlanModelEvent =
  | PayPlanEvent
  | DoneEvent<'makePayment', PaymentStart>
  | ErrorEvent<'makePayment'>
  | DoneEvent<'verifyPayment', PaymentTransaction>
  | ErrorEvent<'verifyPayment'>;

const started = {
  transaction_id: 'TXN00000000000000001',
  provider: 'sandbox',
  status: 'pending',
  student_user_id: 7,
  plan: { plan_id: 3, name: 'IELTS Self-Paced', service_id: 1, service_name: 'IELTS', service_type: 'ielts', price: 4999, currency: 'INR' },
  list_price: 4999,
  discount_amount: 0,
  amount: 4999,
  currency: 'INR',
  part_payment: false,
  balance_after: 0,
  coupon: null,
  checkout: { provider: 'sandbox', redirect_url: 'http://127.0.0.1:8080/sandbox-pay/TXN00000000000000001' },
  created_at: '2026-11-22T06:00:00Z',
} as unknown as PaymentStart;

const transaction = (status: PaymentTransaction['status']): PaymentTransaction =>
  ({
    transaction_id: 'TXN00000000000000001',
    provider: 'sandbox',
    status,
    amount: 4999,
    currency: 'INR',
    paid_at: status === 'paid' ? '2026-11-22T06:01:00Z' : null,
    plan_id: 3,
    student_user_id: 7,
    part_payment: false,
    provider_payment_id: null,
    failure_reason: status === 'failed' ? 'declined' : null,
    so_id: null,
  }) as PaymentTransaction;

export const returnedFromProvider: PaymentReturn = {
  provider: 'razorpay',
  transactionId: 'TXN00000000000000001',
  fields: { outcome: 'success', signature: 'abc' },
};

const start = { type: 'payment.start', order: { provider: 'razorpay', studentUserId: 7, planId: 3 } } as const;
const startPayu = { type: 'payment.start', order: { provider: 'payu', studentUserId: 7, planId: 3, partPayment: true } } as const;
const retry = { type: 'payment.retry' } as const;
const reset = { type: 'payment.reset' } as const;
const opened = done('makePayment', started);
const refused = failed('makePayment', Object.assign(new Error('HTTP 422'), { status: 422 }));
const paid = done('verifyPayment', transaction('paid'));
const declined = done('verifyPayment', transaction('failed'));
const cancelled = done('verifyPayment', transaction('cancelled'));
const pending = done('verifyPayment', transaction('pending'));
const checkDown = failed('verifyPayment', new TypeError('Failed to fetch'));

const payPlanFixture: Fixture<PayPlanModelEvent> = fixtureOf(
  start, startPayu, retry, reset, opened, refused, paid, declined, cancelled, pending, checkDown,
);

const describeEvent = (event: PayPlanModelEvent) =>
  event === opened ? 'the server opens the payment; the browser leaves for the provider\'s page'
  : event === refused ? 'the server refuses to open the payment (422)'
  : event === paid ? 'verify answers: paid'
  : event === declined ? 'verify answers: failed'
  : event === cancelled ? 'verify answers: cancelled'
  : event === pending ? 'verify answers: pending'
  : event === checkDown ? 'verify does not go through (no network)'
  : event === start ? 'pay the plan with the card provider (razorpay)'
  : event === startPayu ? 'pay part of the plan through the gateway (payu)'
  : undefined;

export const payPlanModel: ModelSpec<PayPlanMachine, PayPlanModelEvent> = {
  name: 'payment',
  machine: payPlanMachine,
  input: { returned: null },
  fixture: payPlanFixture,
  journeys: {
    'make refused, retried, then the provider page opens': [start, refused, retry, opened],
    'make refused, back to choosing, the other provider': [start, refused, reset, startPayu, opened],
  },
  describeEvent,
};

/** The same payment started back from the provider's page. */
export const payPlanReturnModel: ModelSpec<PayPlanMachine, PayPlanModelEvent> = {
  ...payPlanModel,
  name: 'payment (back from the provider)',
  input: { returned: returnedFromProvider },
  journeys: {
    'pending, checked again until paid': [pending, retry, pending, retry, paid],
    'verify down, retried, paid': [checkDown, retry, paid],
    'failed, paid again through a new payment': [declined, retry, opened],
    'cancelled, then choosing again': [cancelled, reset, start, opened],
  },
};
