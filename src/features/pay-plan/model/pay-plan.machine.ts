import { assign, fromPromise, setup } from 'xstate';
import type { PortalComponents } from '@/shared/api';

// Paying for a plan (spec section 7), for both providers: make (GET /common/{provider}-payment/make/…) → the
// provider's page (the local sandbox page by default) → back to the app → verify (GET …/verify/{transaction_id})
// → paid, failed, cancelled or pending, with retry. The server takes the amount from the plan and the coupon and
// checks the provider's signature; a repeated verify changes nothing. Pure: the two calls are named actors,
// leaving for the provider's page and remembering the open payment are named actions.

export type PaymentProvider = 'razorpay' | 'payu';
export type PaymentStart = PortalComponents['schemas']['PaymentStart'];
export type PaymentTransaction = PortalComponents['schemas']['PaymentTransaction'];

/** What the user asked to pay. */
export type PaymentOrder = {
  provider: PaymentProvider;
  studentUserId: number;
  planId: number;
  ccId?: number;
  partPayment?: boolean;
  /** The app's address the card provider (and the sandbox) brings the browser back to; the services page by default. */
  returnPath?: string;
};

/** What the provider's page sent back to the app (its fields only; the transaction id is in the path). */
export type PaymentReturn = {
  provider: PaymentProvider;
  transactionId: string;
  fields: Record<string, string>;
};

/** `returnPath`: where a payment made again from this actor comes back (see PaymentOrder). */
export type PayPlanInput = { returned: PaymentReturn | null; returnPath?: string };

export type PayPlanContext = {
  order: PaymentOrder | null;
  started: PaymentStart | null;
  returned: PaymentReturn | null;
  transaction: PaymentTransaction | null;
  error: unknown;
  returnPath: string | null;
};

export type PayPlanEvent =
  /** Pay this plan. */
  | { type: 'payment.start'; order: PaymentOrder }
  /** Try again: make again after a refusal, or verify again while pending or after a failed check. */
  | { type: 'payment.retry' }
  /** Back to choosing. */
  | { type: 'payment.reset' };

const notProvided = (name: string) => () => Promise.reject(new Error(`pay-plan actor "${name}" was not provided`));

export const payPlanMachine = setup({
  types: {
    context: {} as PayPlanContext,
    events: {} as PayPlanEvent,
    input: {} as PayPlanInput,
  },
  actors: {
    /** GET /common/{provider}-payment/make/{student_user_id}/{plan_id}. */
    makePayment: fromPromise<PaymentStart, PaymentOrder>(notProvided('makePayment')),
    /** GET /common/{provider}-payment/verify/{transaction_id} with the provider's fields. */
    verifyPayment: fromPromise<PaymentTransaction, PaymentReturn>(notProvided('verifyPayment')),
  },
  actions: {
    /** Keeps the open payment (id, provider) for the return, in this tab. A stand-in that keeps nothing. */
    rememberPayment: (_, _params: { started: PaymentStart; order: PaymentOrder }) => {},
    /** Leaves for the provider's page. A stand-in that stays. */
    goToProvider: (_, _params: { started: PaymentStart }) => {},
    assignOrder: assign({ order: (_, params: { order: PaymentOrder }) => params.order, error: null }),
    assignStarted: assign({ started: (_, params: { started: PaymentStart }) => params.started }),
    assignTransaction: assign(({ context, event }) => {
      const transaction = (event as unknown as { output: PaymentTransaction }).output;
      return {
        transaction,
        error: null,
        // A refused or cancelled payment can be made again from what the server recorded.
        order: {
          provider: context.returned?.provider ?? context.order?.provider ?? 'razorpay',
          studentUserId: transaction.student_user_id,
          planId: transaction.plan_id,
          partPayment: transaction.part_payment,
          ...(context.returnPath ? { returnPath: context.returnPath } : {}),
        },
      };
    }),
    assignError: assign({ error: (_, params: { error: unknown }) => params.error }),
    forget: assign({ order: null, started: null, returned: null, transaction: null, error: null }),
  },
  guards: {
    isBackFromProvider: ({ context }) => context.returned !== null,
    hasStatus: (_, params: { transaction: PaymentTransaction; status: PaymentTransaction['status'] }) =>
      params.transaction.status === params.status,
  },
}).createMachine({
  id: 'payPlan',
  initial: 'starting',
  context: ({ input }) => ({ order: null, started: null, returned: input.returned, transaction: null, error: null, returnPath: input.returnPath ?? null }),
  states: {
    // Decides where the page is: back from the provider's page (check the answer) or about to pay.
    starting: {
      always: [{ guard: 'isBackFromProvider', target: 'verifying' }, { target: 'choosing' }],
    },
    // Waiting for the user to pay a plan.
    choosing: {
      on: { 'payment.start': { target: 'making', actions: { type: 'assignOrder', params: ({ event }) => ({ order: event.order }) } } },
    },
    // Asking the server to open a payment (it prices the plan and the coupon).
    making: {
      invoke: {
        id: 'makePayment',
        src: 'makePayment',
        input: ({ context }) => context.order!,
        onDone: {
          target: 'redirecting',
          actions: [
            { type: 'assignStarted', params: ({ event }) => ({ started: event.output }) },
            { type: 'rememberPayment', params: ({ event, context }) => ({ started: event.output, order: context.order! }) },
            { type: 'goToProvider', params: ({ event }) => ({ started: event.output }) },
          ],
        },
        onError: { target: 'makeFailed', actions: { type: 'assignError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    // The provider's page is opening: the app is being left.
    redirecting: {},
    // The payment could not be opened (refused, network): try again or choose again.
    makeFailed: {
      on: { 'payment.retry': 'making', 'payment.reset': { target: 'choosing', actions: 'forget' } },
    },
    // Back from the provider: the server checks its signed answer (a repeat changes nothing).
    verifying: {
      invoke: {
        id: 'verifyPayment',
        src: 'verifyPayment',
        input: ({ context }) => context.returned!,
        onDone: [
          { guard: { type: 'hasStatus', params: ({ event }) => ({ transaction: event.output, status: 'paid' }) }, target: 'paid', actions: 'assignTransaction' },
          { guard: { type: 'hasStatus', params: ({ event }) => ({ transaction: event.output, status: 'failed' }) }, target: 'failed', actions: 'assignTransaction' },
          { guard: { type: 'hasStatus', params: ({ event }) => ({ transaction: event.output, status: 'cancelled' }) }, target: 'cancelled', actions: 'assignTransaction' },
          { target: 'pending', actions: 'assignTransaction' },
        ],
        onError: { target: 'verifyFailed', actions: { type: 'assignError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    // Paid: the plan's service is availed.
    paid: {},
    // The provider refused the payment: pay again or choose again.
    failed: {
      on: { 'payment.retry': 'making', 'payment.reset': { target: 'choosing', actions: 'forget' } },
    },
    // The user cancelled on the provider's page: pay again or choose again.
    cancelled: {
      on: { 'payment.retry': 'making', 'payment.reset': { target: 'choosing', actions: 'forget' } },
    },
    // The provider has not settled yet: check again.
    pending: {
      on: { 'payment.retry': 'verifying', 'payment.reset': { target: 'choosing', actions: 'forget' } },
    },
    // The check itself did not go through (network, server): check again.
    verifyFailed: {
      on: { 'payment.retry': 'verifying', 'payment.reset': { target: 'choosing', actions: 'forget' } },
    },
  },
});

export type PayPlanMachine = typeof payPlanMachine;
