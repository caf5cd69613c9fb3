import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useSession } from '@/entities/session';
import { addToCart, shopMinor, shopQueries, type ShopPlan, type ShopService } from '@/entities/shop';
import { studentFullName, studentListQueries } from '@/entities/student';
import { isApiFailure } from '@/shared/api';
import { formatMinor } from '@/shared/lib/money';
import { urlParam, useUrlState } from '@/shared/lib/url-query';
import { Button } from '@/shared/ui/button';
import { Muted, Notice, PageHeading } from '@/shared/ui/page';
import { QueryState } from '@/shared/ui/panel';
import { IdSelectField } from '@/shared/ui/select-field';
import { EmptyState } from '@/shared/ui/state';
import * as styles from './shop-page.css';

/** The student a partner shops for, kept in the address (?student=). */
const PARAMS = { student: urlParam.positiveInt() };

const price = (amount: number, currency: string) => <span className={styles.price}>{formatMinor(shopMinor(amount), currency)}</span>;

/** Why the server refused an item, in its own words (already in the cart, already paid, not on sale, cart full). */
const refusal = (error: unknown) =>
  isApiFailure(error) && error.status < 500 ? `Not added: ${error.message}.` : 'The plan could not be added. Check your connection and try again.';

/**
 * /shop: the services and plans on sale with their prices, and "Add to cart". A student buys for themself; an agent or
 * franchise chooses one of the students it reaches first (saveCartItem takes `student_user_id` from them). The cart's
 * count links to /shop/cart, where items are paid.
 */
export function ShopPage({ title }: { title: string }) {
  const { user } = useSession();
  const isStudent = user?.user_type === 'student';
  const { state, set } = useUrlState(PARAMS);
  const studentId = isStudent ? user?.user_id : (state.student ?? undefined);
  const client = useQueryClient();
  const students = useQuery({ ...studentListQueries.assigned({ page_size: 100 }), enabled: !isStudent });
  const plans = useQuery(shopQueries.plans(isStudent ? undefined : studentId));
  const cart = useQuery(shopQueries.cart());
  const [notice, setNotice] = useState<{ tone: 'success' | 'danger'; text: string } | null>(null);
  const add = useMutation({
    mutationFn: (plan: ShopPlan) => addToCart(plan.plan_id, isStudent ? undefined : studentId),
    onSuccess: (next, plan) => {
      client.setQueryData(shopQueries.cart().queryKey, next);
      setNotice({ tone: 'success', text: `${plan.name} is in your cart.` });
    },
    onError: (error) => setNotice({ tone: 'danger', text: refusal(error) }),
  });

  const inCart = (planId: number) => (cart.data?.items ?? []).some((item) => item.plan.plan_id === planId && item.student.student_user_id === studentId);
  const count = cart.data?.items.length;

  const studentOptions = (students.data?.items ?? []).map((s) => ({ value: String(s.user_id), label: studentFullName(s) }));

  const renderPlan = (service: ShopService, plan: ShopPlan) => {
    const availed = service.availed_plan_id === plan.plan_id;
    return (
      <li key={plan.plan_id} aria-label={plan.name} className={styles.plan}>
        <strong>{plan.name}</strong> — {price(plan.price, plan.currency)}
        {plan.description ? <Muted>{plan.description}</Muted> : null}
        <Muted>
          {plan.validity_days ? `Runs ${plan.validity_days} days once paid.` : 'No time limit.'}
          {plan.allows_part_payment && plan.part_payment_amount !== null ? <> First instalment {price(plan.part_payment_amount, plan.currency)}.</> : null}
        </Muted>
        {plan.features.length > 0 ? (
          <ul aria-label={`${plan.name} includes`}>
            {plan.features.map((feature) => (
              <li key={feature}>{feature}</li>
            ))}
          </ul>
        ) : null}
        <div className={styles.buy}>
          {availed ? (
            <Muted>Already paid{isStudent ? '' : ' for this student'}.</Muted>
          ) : inCart(plan.plan_id) ? (
            <Link to="/shop/cart">In the cart: pay it there</Link>
          ) : (
            <Button
              size="sm"
              disabled={add.isPending || studentId === undefined}
              onClick={() => add.mutate(plan)}
              aria-label={`Add to cart: ${plan.name}`}
            >
              Add to cart
            </Button>
          )}
        </div>
      </li>
    );
  };

  return (
    <>
      <div className={styles.top}>
        <PageHeading title={title} lead="Services and plans with their prices. Add what you need to the cart; coupons apply at payment." />
        <nav aria-label="Shop" className={styles.links}>
          <Link to="/shop/cart">{count === undefined ? 'Cart' : `Cart (${count} ${count === 1 ? 'item' : 'items'})`}</Link>
          <Link to="/shop/orders">My orders</Link>
        </nav>
      </div>
      {!isStudent ? (
        <IdSelectField
          label="The student you are buying for"
          emptyOption={students.isPending ? 'Loading your students…' : 'Choose a student'}
          options={studentOptions}
          value={studentId}
          onChange={(id) => set({ student: id })}
          hint={students.isError ? 'Your students could not be loaded: reload the page to try again.' : 'Plans are added to your cart for this student.'}
        />
      ) : null}
      {notice ? <Notice tone={notice.tone}>{notice.text}</Notice> : null}
      <QueryState
        query={plans}
        what="the plans"
        headingLevel={2}
        isEmpty={(list) => list.length === 0}
        empty={<EmptyState title="No plans on sale">Plans appear here when they go on sale.</EmptyState>}
      >
        {(list) =>
          list.map((service) => (
            <section key={service.service_id} className={styles.service} aria-labelledby={`service-${service.service_id}`}>
              <h2 id={`service-${service.service_id}`}>{service.name}</h2>
              {service.description ? <p>{service.description}</p> : null}
              <ul className={styles.plans}>{service.plans.map((plan) => renderPlan(service, plan))}</ul>
            </section>
          ))
        }
      </QueryState>
    </>
  );
}
