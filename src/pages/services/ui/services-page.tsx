import { lazy, Suspense } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router';
import { useSession } from '@/entities/session';
import { portalApi, unwrap } from '@/shared/api';
import { Muted, PageHeading } from '@/shared/ui/page';
import { ErrorState } from '@/shared/ui/state';

// A minimal services page (the full one is issue 5's): the plans, each payable through the pay-plan feature, and
// the result of a payment the browser has just come back from (the card provider and the sandbox return here).

// The payment flow (with XState) loads right after the plans have painted.
const PayPlanButtons = lazy(() => import('@/features/pay-plan').then((module) => ({ default: module.PayPlanButtons })));
const PaymentResult = lazy(() => import('@/features/pay-plan').then((module) => ({ default: module.PaymentResult })));

/** Whether the address is a provider's return (its transaction id), without loading the payment flow. */
const isPaymentReturn = (search: string) => new URLSearchParams(search).has('transaction_id');

const card = { padding: '1rem', border: '1px solid #dde3ea', borderRadius: '0.75rem', marginBottom: '1rem' } as const;

export function ServicesPage({ title }: { title: string }) {
  const session = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  const returned = isPaymentReturn(location.search) ? location.search : null;
  const services = useQuery({
    queryKey: ['services-and-plans'],
    queryFn: async ({ signal }) => unwrap(await portalApi.GET('/common/services-and-plans', { signal })).data,
  });
  const isStudent = session.user?.user_type === 'student';
  return (
    <div>
      <PageHeading title={title} lead="Services and plans, priced by the server (coupons and instalments included)." />
      {returned ? (
        <Suspense fallback={<p role="status">Checking your payment…</p>}>
          <PaymentResult key={returned} search={returned} onDone={() => navigate('/services', { replace: true })} />
        </Suspense>
      ) : null}
      {services.isError ? <ErrorState title="The plans could not be loaded" /> : null}
      {services.data?.map((service) => (
        <section key={service.service_id} style={card} aria-labelledby={`service-${service.service_id}`}>
          <h2 id={`service-${service.service_id}`}>{service.name}</h2>
          {service.description ? <p>{service.description}</p> : null}
          <ul style={{ listStyle: 'none', padding: 0, display: 'grid', gap: '0.75rem' }}>
            {service.plans.map((plan) => (
              <li key={plan.plan_id} aria-label={plan.name} style={{ borderTop: '1px solid #eef1f4', paddingTop: '0.75rem' }}>
                <strong>{plan.name}</strong> — {plan.price} {plan.currency}
                {plan.description ? <Muted> · {plan.description}</Muted> : null}
                {isStudent && session.user && !returned ? (
                  <div style={{ marginTop: '0.5rem' }}>
                    <Suspense fallback={null}>
                    <PayPlanButtons studentUserId={session.user.user_id} planId={plan.plan_id} planName={plan.name} allowsPartPayment={plan.allows_part_payment} />
                    </Suspense>
                  </div>
                ) : null}
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
