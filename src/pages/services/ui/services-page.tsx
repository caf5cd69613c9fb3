import { lazy, Suspense, useCallback } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useLocation, useNavigate } from 'react-router';
import { useSession } from '@/entities/session';
import { Muted, Notice, PageHeading } from '@/shared/ui/page';
import { QueryState } from '@/shared/ui/panel';
import { EmptyState } from '@/shared/ui/state';
import { servicesQueries } from '../api/services.queries';
import { formatPrice, readServicesFilter } from '../lib/services-filter';

// The services and their plans (narrowed by ?service_name= or ?type=), each payable through the pay-plan feature,
// and the result of a payment the browser has just come back from (the card provider and the sandbox return here).

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
  const client = useQueryClient();
  const returned = isPaymentReturn(location.search) ? location.search : null;
  const filter = readServicesFilter(location.search);
  const services = useQuery(servicesQueries.list(filter));
  const isStudent = session.user?.user_type === 'student';
  const narrowed = filter.serviceName ?? filter.type;

  // A verified payment changes what the student has availed: the services' availed flags are read again.
  const handlePaid = useCallback(() => void client.invalidateQueries({ queryKey: servicesQueries.all() }), [client]);

  const empty = (
    <EmptyState title={narrowed ? `No ${narrowed} plans on sale` : 'No plans on sale'} action={narrowed ? <Link to="/services">See every service</Link> : undefined}>
      {narrowed ? 'Nothing matches this service right now.' : 'Plans appear here when they go on sale.'}
    </EmptyState>
  );

  return (
    <div>
      <PageHeading
        title={title}
        lead={narrowed ? <>Plans for {narrowed}. <Link to="/services">See every service</Link></> : 'Our services and plans with their prices; coupons and instalments apply at checkout.'}
      />
      {returned ? (
        <Suspense fallback={<p role="status">Checking your payment…</p>}>
          <PaymentResult key={returned} search={returned} onPaid={handlePaid} onDone={() => navigate('/services', { replace: true })} />
        </Suspense>
      ) : null}
      <QueryState query={services} what="the plans" headingLevel={2} isEmpty={(list) => list.length === 0} empty={empty}>
        {(list) =>
          list.map((service) => {
            const availedPlan = service.plans.find((p) => p.plan_id === service.availed_plan_id);
            return (
              <section key={service.service_id} style={card} aria-labelledby={`service-${service.service_id}`}>
                <h2 id={`service-${service.service_id}`}>{service.name}</h2>
                {service.description ? <p>{service.description}</p> : null}
                {service.availed ? (
                  <Notice tone="success">You have this service{availedPlan ? `: ${availedPlan.name}` : ''}.</Notice>
                ) : null}
                <ul style={{ listStyle: 'none', padding: 0, display: 'grid', gap: '0.75rem' }}>
                  {service.plans.map((plan) => (
                    <li key={plan.plan_id} aria-label={plan.name} style={{ borderTop: '1px solid #eef1f4', paddingTop: '0.75rem' }}>
                      <strong>{plan.name}</strong> — {formatPrice(plan.price, plan.currency)}
                      {plan.price_usd !== null && plan.currency !== 'USD' ? <> (about {formatPrice(plan.price_usd, 'USD')})</> : null}
                      {service.availed_plan_id === plan.plan_id ? <> · <em>your plan</em></> : null}
                      {plan.description ? <Muted>{plan.description}</Muted> : null}
                      <Muted>
                        {plan.validity_days ? `Runs ${plan.validity_days} days once paid.` : 'No time limit.'}
                        {plan.allows_part_payment && plan.part_payment_amount !== null ? ` First instalment ${formatPrice(plan.part_payment_amount, plan.currency)}.` : ''}
                      </Muted>
                      {plan.features.length > 0 ? (
                        <ul aria-label={`${plan.name} includes`} style={{ margin: '0.25rem 0', paddingInlineStart: '1.25rem' }}>
                          {plan.features.map((feature) => <li key={feature}>{feature}</li>)}
                        </ul>
                      ) : null}
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
            );
          })
        }
      </QueryState>
    </div>
  );
}
