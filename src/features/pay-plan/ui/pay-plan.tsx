import { useEffect, useRef } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { getInspector } from '@/shared/lib/inspect';
import { Button } from '@/shared/ui/button';
import { Notice } from '@/shared/ui/page';
import { payPlanMachineWithEffects } from '../model/pay-plan.actor';
import { readPaymentReturn } from '../api/pay-plan.api';
import type { PaymentOrder, PaymentProvider, PaymentReturn } from '../model/pay-plan.machine';
import { selectCanReset, selectCanRetry, selectIsBusy, selectPhase, selectTransaction, type PayPlanSnapshot } from '../model/pay-plan.selectors';

/** One payment actor for the component's life, reporting to the inspector when it is on. */
const usePayPlanActor = (returned: PaymentReturn | null) =>
  useActorRef(payPlanMachineWithEffects, { input: { returned }, inspect: getInspector() });

type PayPlanActor = ReturnType<typeof usePayPlanActor>;

const useSelect = <T,>(actor: PayPlanActor, selector: (snapshot: PayPlanSnapshot) => T): T => useSelector(actor, selector);

const MESSAGES = {
  opening: 'Opening the payment…',
  leaving: "Taking you to the payment provider's page…",
  'open-failed': 'The payment could not be opened.',
  checking: 'Checking your payment…',
  paid: 'Payment received. Thank you! The service is now active.',
  failed: 'The payment did not go through.',
  cancelled: 'The payment was cancelled.',
  pending: 'The payment is not settled yet.',
  'check-failed': 'Your payment could not be checked just now.',
} as const;

function Status({ actor, onDone, doneLabel = 'Back to the plans' }: { actor: PayPlanActor; onDone?: () => void; doneLabel?: string }) {
  const phase = useSelect(actor, selectPhase);
  const busy = useSelect(actor, selectIsBusy);
  const canRetry = useSelect(actor, selectCanRetry);
  const canReset = useSelect(actor, selectCanReset);
  const transaction = useSelect(actor, selectTransaction);
  if (phase === 'choosing') return null;
  const tone = phase === 'paid' ? 'success' : phase === 'failed' || phase === 'open-failed' || phase === 'check-failed' ? 'danger' : 'info';
  return (
    <div role="status" aria-live="polite" data-payment-phase={phase}>
      <Notice tone={tone}>
        {MESSAGES[phase]}
        {transaction ? ` (payment ${transaction.transaction_id}, ${transaction.amount} ${transaction.currency})` : null}
      </Notice>
      <div style={{ display: 'flex', gap: '0.5rem', marginTop: '0.5rem' }}>
        {canRetry ? (
          <Button disabled={busy} onClick={() => actor.send({ type: 'payment.retry' })}>
            {phase === 'pending' || phase === 'check-failed' ? 'Check again' : 'Try again'}
          </Button>
        ) : null}
        {canReset ? (
          <Button variant="secondary" onClick={() => { actor.send({ type: 'payment.reset' }); onDone?.(); }}>
            {doneLabel}
          </Button>
        ) : null}
      </div>
    </div>
  );
}

export type PayPlanButtonsProps = {
  studentUserId: number;
  planId: number;
  planName: string;
  allowsPartPayment?: boolean;
  ccId?: number;
  /** The page the card provider (and the sandbox) returns to, which mounts PaymentResult; /services by default. */
  returnPath?: string;
  /** The label of the card button (the cart's "Pay" names the item). */
  payLabel?: string;
};

/** Pay one plan through either provider; the server prices it. */
export function PayPlanButtons({ studentUserId, planId, planName, allowsPartPayment, ccId, returnPath, payLabel = 'Pay by card' }: PayPlanButtonsProps) {
  const actor = usePayPlanActor(null);
  const busy = useSelect(actor, selectIsBusy);
  const phase = useSelect(actor, selectPhase);
  const pay = (provider: PaymentProvider, partPayment = false) => {
    const order: PaymentOrder = { provider, studentUserId, planId, ccId, partPayment, returnPath };
    actor.send({ type: 'payment.start', order });
  };
  return (
    <div>
      {phase === 'choosing' ? (
        <div style={{ display: 'flex', flexWrap: 'wrap', gap: '0.5rem' }}>
          <Button disabled={busy} onClick={() => pay('razorpay')} aria-label={`${payLabel}: ${planName}`}>
            {payLabel}
          </Button>
          <Button variant="secondary" disabled={busy} onClick={() => pay('payu')} aria-label={`Pay through PayU: ${planName}`}>
            Pay through PayU
          </Button>
          {allowsPartPayment ? (
            <Button variant="ghost" disabled={busy} onClick={() => pay('razorpay', true)} aria-label={`Pay in parts: ${planName}, the first part now`}>
              Pay in parts
            </Button>
          ) : null}
        </div>
      ) : null}
      <Status actor={actor} />
    </div>
  );
}

/**
 * The result of a payment the browser just came back from (mount where the provider returns), given the return's
 * query string (`location.search`).
 */
export function PaymentResult({ search, onDone, onPaid, doneLabel }: { search: string; onDone?: () => void; onPaid?: () => void; doneLabel?: string }) {
  const actor = usePayPlanActor(readPaymentReturn(search));
  const phase = useSelect(actor, selectPhase);
  // Once per payment: what the purchase changes (the services availed) is the page's to refresh.
  const told = useRef(false);
  useEffect(() => {
    if (phase !== 'paid' || told.current) return;
    told.current = true;
    onPaid?.();
  }, [phase, onPaid]);
  return (
    <section aria-label="Payment result">
      <Status actor={actor} onDone={onDone} doneLabel={doneLabel} />
    </section>
  );
}
