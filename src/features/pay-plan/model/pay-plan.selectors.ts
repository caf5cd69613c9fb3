import type { SnapshotFrom } from 'xstate';
import type { PayPlanMachine } from './pay-plan.machine';

// The only way the view reads a payment.
export type PayPlanSnapshot = SnapshotFrom<PayPlanMachine>;
export type PaymentPhase =
  | 'choosing'
  | 'opening'
  | 'leaving'
  | 'open-failed'
  | 'checking'
  | 'paid'
  | 'failed'
  | 'cancelled'
  | 'pending'
  | 'check-failed';

const PHASES: ReadonlyArray<[string, PaymentPhase]> = [
  ['starting', 'checking'],
  ['choosing', 'choosing'],
  ['making', 'opening'],
  ['redirecting', 'leaving'],
  ['makeFailed', 'open-failed'],
  ['verifying', 'checking'],
  ['paid', 'paid'],
  ['failed', 'failed'],
  ['cancelled', 'cancelled'],
  ['pending', 'pending'],
  ['verifyFailed', 'check-failed'],
];

export const selectPhase = (snapshot: PayPlanSnapshot): PaymentPhase =>
  PHASES.find(([state]) => snapshot.matches(state as never))?.[1] ?? 'choosing';
export const selectIsBusy = (snapshot: PayPlanSnapshot) =>
  snapshot.matches('making') || snapshot.matches('redirecting') || snapshot.matches('verifying');
export const selectCanRetry = (snapshot: PayPlanSnapshot) => snapshot.can({ type: 'payment.retry' });
export const selectCanReset = (snapshot: PayPlanSnapshot) => snapshot.can({ type: 'payment.reset' });
export const selectTransaction = (snapshot: PayPlanSnapshot) => snapshot.context.transaction;
export const selectOrder = (snapshot: PayPlanSnapshot) => snapshot.context.order;
export const selectError = (snapshot: PayPlanSnapshot) => snapshot.context.error;
