import { expect, vi } from 'vitest';
import { describeModel } from '@/shared/lib/model-testing/run-model';
import { payPlanModel, payPlanReturnModel, type PayPlanModelEvent } from './pay-plan.model';
import { selectCanRetry, selectPhase } from './pay-plan.selectors';
import type { PayPlanMachine } from './pay-plan.machine';

const PHASE: Record<string, string> = {
  choosing: 'choosing',
  making: 'opening',
  redirecting: 'leaving',
  makeFailed: 'open-failed',
  verifying: 'checking',
  paid: 'paid',
  failed: 'failed',
  cancelled: 'cancelled',
  pending: 'pending',
  verifyFailed: 'check-failed',
};

describeModel<PayPlanMachine, PayPlanModelEvent>([payPlanModel, payPlanReturnModel], {
  promiseActors: ['makePayment', 'verifyPayment'],
  harness: () => {
    const goToProvider = vi.fn();
    const rememberPayment = vi.fn();
    return {
      provide: { actions: { goToProvider, rememberPayment } },
      check: (snapshot, step) => {
        expect(selectPhase(snapshot)).toBe(PHASE[step.state.value as string]);
        expect(selectCanRetry(snapshot)).toBe(['makeFailed', 'failed', 'cancelled', 'pending', 'verifyFailed'].includes(step.state.value as string));
        // The browser leaves exactly when a payment was opened, having remembered it first.
        if (step.state.value === 'redirecting') {
          expect(goToProvider).toHaveBeenCalledTimes(1);
          expect(rememberPayment.mock.invocationCallOrder[0]).toBeLessThan(goToProvider.mock.invocationCallOrder[0]);
        } else expect(goToProvider).not.toHaveBeenCalled();
      },
    };
  },
});
