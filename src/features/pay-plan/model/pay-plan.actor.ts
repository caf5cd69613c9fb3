import { fromPromise } from 'xstate';
import { goToProvider, makePayment, rememberPayment, verifyPayment } from '../api/pay-plan.api';
import { payPlanMachine, type PaymentOrder, type PaymentReturn } from './pay-plan.machine';

// The payment machine with its real effects.
export const payPlanMachineWithEffects = payPlanMachine.provide({
  actors: {
    makePayment: fromPromise(({ input }: { input: PaymentOrder }) => makePayment(input)),
    verifyPayment: fromPromise(({ input }: { input: PaymentReturn }) => verifyPayment(input)),
  },
  actions: {
    rememberPayment: (_, params) => rememberPayment(params.started, params.order),
    goToProvider: (_, params) => goToProvider(params.started),
  },
});
