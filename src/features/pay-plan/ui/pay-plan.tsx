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
const usePayPlanActor = (returned: PaymentReturn | null, returnPath?: string) =>
  useActorRef(payPlanMachineWithEffects, { input: { returned, returnPath }, inspect: getInspector() });

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

function Status({ actor, onDone, paidText, resetText }: { actor: PayPlanActor; onDone?: () => void; paidText?: string; resetText?: string }) {
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
        {phase === 'paid' && paidText ? paidText : MESSAGES[phase]}
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
            {resetText ?? 'Back to the plans'}
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
  /**
   * The app's address the card provider (and the sandbox) brings the browser back to, where a PaymentResult is
   * mounted; the services page by default. The gateway (payu) always comes back to the shop's checkout (the server's
   * configuration), so a page with its own return offers only the card provider: pass `providers`.
   */
  returnPath?: string;
  /** The providers offered; both by default. */
  providers?: readonly PaymentProvider[];
  /** The label of the card button (the cart's "Pay" names the item). */
  payLabel?: string;
};

/** Pay one plan through the providers offered (both by default); the server prices it. */
export function PayPlanButtons({ studentUserId, planId, planName, allowsPartPayment, ccId, returnPath, providers = ['razorpay', 'payu'], payLabel = 'Pay by card' }: PayPlanButtonsProps) {
  const actor = usePayPlanActor(null, returnPath);
  const busy = useSelect(actor, selectIsBusy);
  const phase = useSelect(actor, selectPhase);
  const pay = (provider: PaymentProvider, partPayment = false) => {
    const order: PaymentOrder = { provider, studentUserId, planId, ccId, partPayment, ...(returnPath ? { returnPath } : {}) };
    actor.send({ type: 'payment.start', order });
  };
  return (
    <div>
      {phase === 'choosing' ? (
        <div style={{ display: 'flex', flexWrap: 'wrap', gap: '0.5rem' }}>
          {providers.includes('razorpay') ? (
            <Button disabled={busy} onClick={() => pay('razorpay')} aria-label={`${payLabel}: ${planName}`}>
              {payLabel}
            </Button>
          ) : null}
          {providers.includes('payu') ? (
            <Button variant="secondary" disabled={busy} onClick={() => pay('payu')} aria-label={`Pay through PayU: ${planName}`}>
              Pay through PayU
            </Button>
          ) : null}
          {allowsPartPayment && providers.includes('razorpay') ? (
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

export type PaymentResultProps = {
  /** The return's query string (`location.search`). */
  search: string;
  onDone?: () => void;
  onPaid?: () => void;
  /** Where a payment made again from here comes back (the PayPlanButtons' `returnPath` that led here). */
  returnPath?: string;
  /** What a paid payment says instead of the services' wording; the reset button's words. */
  paidText?: string;
  resetText?: string;
};

/**
 * The result of a payment the browser just came back from (mount where the provider returns), given the return's
 * query string (`location.search`).
 */
export function PaymentResult({ search, onDone, onPaid, returnPath, paidText, resetText }: PaymentResultProps) {
  const actor = usePayPlanActor(readPaymentReturn(search), returnPath);
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
      <Status actor={actor} onDone={onDone} paidText={paidText} resetText={resetText} />
    </section>
  );
}
