import { lazy, Suspense, useCallback, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router';
import { nurturingQueries } from '@/entities/nurturing';
import { studentFullName, studentListQueries } from '@/entities/student';
import { formatMinor, parseMajor } from '@/shared/lib/money';
import { Button } from '@/shared/ui/button';
import { Muted } from '@/shared/ui/page';
import { QueryState } from '@/shared/ui/panel';
import { SelectField } from '@/shared/ui/select-field';
import { Skeleton } from '@/shared/ui/skeleton';
import { creditPackQueries, creditPacksOf, type CreditPack } from '../api/credit-packs.queries';
import * as styles from './nurturing-page.css';
import { formatCount } from '@/shared/lib/number-format';

// Buying a credits pack: the packs are plans of the services catalogue with a `credits` amount, paid through the
// pay-plan feature (the same payment machine and provider pages as /services). The card provider and the sandbox
// bring the browser back here; once the payment is verified as paid, the server has written the purchase in the
// ledger, so the balance, the chart and the transactions are read again.

const PayPlanButtons = lazy(() => import('@/features/pay-plan').then((module) => ({ default: module.PayPlanButtons })));
const PaymentResult = lazy(() => import('@/features/pay-plan').then((module) => ({ default: module.PaymentResult })));

/** Where the provider brings the browser back: this tab. */
export const CREDITS_RETURN_PATH = '/nurturing?tab=credits';

/** The contract's price (major units, a decimal) in minor units, read from its decimal text (never float arithmetic). */
export function packPrice(pack: Pick<CreditPack, 'price' | 'currency'>): string {
  const minor = parseMajor(String(pack.price));
  return minor === null ? `${pack.currency} ${pack.price}` : formatMinor(minor, pack.currency);
}

const whole = (n: number) => formatCount(n);

/** The students the caller reaches, newest first: a payment of the machine is made "for a student". */
const STUDENTS = { page: 1, page_size: 100 } as const;

function Packs({ packs, studentUserId }: { packs: CreditPack[]; studentUserId: number | null }) {
  return (
    <ul className={styles.packs} aria-label="Credit packs">
      {packs.map((pack) => (
        <li key={pack.plan_id} className={styles.pack} aria-label={pack.name}>
          <span className={styles.name}>{pack.name}</span>
          <span className={styles.sub}>{pack.service_name}</span>
          <span className={styles.packFigure}>{`${whole(pack.credits)} credits`}</span>
          <span>{packPrice(pack)}</span>
          {studentUserId !== null ? (
            <Suspense fallback={null}>
              <PayPlanButtons studentUserId={studentUserId} planId={pack.plan_id} planName={pack.name} returnPath={CREDITS_RETURN_PATH} providers={['razorpay']} />
            </Suspense>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

/**
 * "Buy credits": the credit packs with their credits and price, each paid by card (the sandbox provider locally)
 * for one of the students the caller reaches — the payment machine pays plans for a student — while the credits go
 * to the payer's own ledger. Back from the provider, the payment's result, and the credits read again once paid.
 */
export function BuyCredits() {
  const location = useLocation();
  const navigate = useNavigate();
  const client = useQueryClient();
  const returned = new URLSearchParams(location.search).has('transaction_id') ? location.search : null;
  const catalogue = useQuery(creditPackQueries.catalogue());
  const students = useQuery(studentListQueries.assigned(STUDENTS));
  const [chosen, setChosen] = useState<number | null>(null);
  const studentList = students.data?.items ?? [];
  const studentUserId = chosen ?? studentList[0]?.user_id ?? null;

  // The purchase is in the ledger once the payment is verified: the balance, chart and transactions are read again.
  const handlePaid = useCallback(() => void client.invalidateQueries({ queryKey: nurturingQueries.all() }), [client]);
  const backToCredits = () => navigate(CREDITS_RETURN_PATH, { replace: true });

  return (
    <section className={styles.section} aria-labelledby="buy-credits-heading">
      <h2 id="buy-credits-heading">Buy credits</h2>
      {returned ? (
        <div className={styles.payment}>
          <Suspense fallback={<p role="status">Checking your payment…</p>}>
            <PaymentResult
              key={returned}
              search={returned}
              returnPath={CREDITS_RETURN_PATH}
              onPaid={handlePaid}
              onDone={backToCredits}
              paidText="Payment received. Thank you! The pack's credits are on your balance."
              resetText="Back to the packs"
            />
          </Suspense>
          <Button variant="ghost" onClick={backToCredits}>
            Done
          </Button>
        </div>
      ) : (
        <>
          <Muted>
            A pack is paid through the portal&apos;s payments, by card. A payment is recorded for one of your students; the credits are yours.
          </Muted>
          <QueryState query={students} what="your students" isEmpty={() => false} empty="" loading={<Skeleton label="Loading your students" rows={1} />}>
            {(data) =>
              data.items.length === 0 ? (
                <Muted>Payments are recorded for a student you work with, and you have none yet: add a student to buy credits.</Muted>
              ) : (
                <SelectField
                  label="Record the payment for"
                  options={data.items.map((student) => ({ value: String(student.user_id), label: `${studentFullName(student)} (${student.email})` }))}
                  value={String(studentUserId ?? '')}
                  onChange={(event) => setChosen(Number(event.target.value) || null)}
                />
              )
            }
          </QueryState>
        </>
      )}
      <QueryState
        query={catalogue}
        what="the credit packs"
        headingLevel={3}
        isEmpty={(services) => creditPacksOf(services).length === 0}
        empty="No credit packs are on sale right now."
        loading={<Skeleton label="Loading the credit packs" rows={2} />}
      >
        {(services) => <Packs packs={creditPacksOf(services)} studentUserId={returned || studentList.length === 0 ? null : studentUserId} />}
      </QueryState>
    </section>
  );
}
