import { lazy, Suspense, useCallback, useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useLocation, useNavigate } from 'react-router';
import { useSession } from '@/entities/session';
import { couponQueries, removeFromCart, shopMinor, shopQueries, verifyCoupon, type Cart, type CartItem, type CouponOffer, type CouponVerification } from '@/entities/shop';
import { isApiFailure } from '@/shared/api';
import { formatMinor } from '@/shared/lib/money';
import { Button } from '@/shared/ui/button';
import { Muted, Notice, PageHeading } from '@/shared/ui/page';
import { QueryState } from '@/shared/ui/panel';
import { EmptyState } from '@/shared/ui/state';
import { TextField } from '@/shared/ui/text-field';
import * as styles from './cart-page.css';

// The payment flow (XState) loads once the cart has painted; the provider returns here (/shop/cart?transaction_id=…).
const PayPlanButtons = lazy(() => import('@/features/pay-plan').then((module) => ({ default: module.PayPlanButtons })));
const PaymentResult = lazy(() => import('@/features/pay-plan').then((module) => ({ default: module.PaymentResult })));

const RETURN_PATH = '/shop/cart';
const CODE = /^[A-Za-z0-9_-]{3,32}$/;

const money = (minor: bigint, currency: string) => <span className={styles.amount}>{formatMinor(minor, currency)}</span>;

/** A coupon typed for an item: the server's verdict on it. */
type CouponState = { code: string; verified: CouponVerification } | { code: string; refused: string } | null;

const refusalOf = (error: unknown): string => {
  if (isApiFailure(error) && error.status === 404) return 'No coupon has this code.';
  if (isApiFailure(error) && error.status === 422) return `This coupon cannot be used here: ${error.message.replace(/^the coupon \S+ cannot be used: /, '')}.`;
  if (isApiFailure(error) && error.status === 400) return 'A code is 3 to 32 letters, digits, - or _.';
  return 'The coupon could not be checked. Check your connection and try again.';
};

/** What an item costs now: its price less a verified coupon's discount, in minor units. */
const dueOf = (item: CartItem, coupon: CouponState): bigint =>
  coupon && 'verified' in coupon ? shopMinor(coupon.verified.amount_after_discount) : shopMinor(item.price);

function CartItemRow({
  item,
  studentName,
  coupon,
  onCoupon,
  onRemove,
  removing,
  payable,
}: {
  item: CartItem;
  studentName: string | null;
  coupon: CouponState;
  onCoupon: (coupon: CouponState) => void;
  onRemove: () => void;
  removing: boolean;
  payable: boolean;
}) {
  const [code, setCode] = useState(coupon?.code ?? '');
  const [problem, setProblem] = useState<string | null>(null);
  const { user } = useSession();
  const check = useMutation({
    mutationFn: (typed: string) => verifyCoupon(typed, item.plan.plan_id, user?.user_type === 'student' ? undefined : item.student.student_user_id),
    onSuccess: (verified, typed) => onCoupon({ code: typed, verified }),
    onError: (error, typed) => onCoupon({ code: typed, refused: refusalOf(error) }),
  });
  const handleApply = (event: FormEvent) => {
    event.preventDefault();
    const typed = code.trim();
    if (!CODE.test(typed)) {
      setProblem('A code is 3 to 32 letters, digits, - or _.');
      return;
    }
    setProblem(null);
    check.mutate(typed);
  };
  /** A coupon of the student's list: its code goes into the field and is checked as a typed one is. */
  const applyOffer = (offer: CouponOffer) => {
    setCode(offer.coupon.code);
    setProblem(null);
    check.mutate(offer.coupon.code);
  };
  const name = item.plan.name;
  return (
    <li className={styles.item} aria-label={`${name}${studentName ? ` for ${studentName}` : ''}`}>
      <div className={styles.head}>
        <strong>
          {item.plan.service_name}: {name}
        </strong>
        {money(shopMinor(item.price), item.currency)}
      </div>
      {studentName ? <Muted>For {studentName}</Muted> : null}
      {!item.available ? <Notice tone="warning">This plan is no longer on sale: it cannot be paid. Remove it from the cart.</Notice> : null}
      {item.available ? (
        <form className={styles.coupon} onSubmit={handleApply} aria-label={`Coupon for ${name}`} noValidate>
          <TextField
            className={styles.couponField}
            label="Coupon code (optional)"
            value={code}
            onChange={(event) => setCode(event.target.value)}
            error={problem ?? (coupon && 'refused' in coupon && coupon.code === code.trim() ? coupon.refused : undefined)}
            autoComplete="off"
            maxLength={32}
          />
          <Button type="submit" variant="secondary" size="sm" disabled={check.isPending}>
            {check.isPending ? 'Checking…' : 'Apply'}
          </Button>
        </form>
      ) : null}
      {item.available ? (
        <YourCoupons item={item} forStudent={user?.user_type !== 'student'} studentName={studentName} applied={coupon && 'verified' in coupon ? coupon.code : null} busy={check.isPending} onUse={applyOffer} />
      ) : null}
      {coupon && 'verified' in coupon ? (
        <Notice tone="success">
            Coupon {coupon.verified.code}: {money(shopMinor(coupon.verified.discount_amount), coupon.verified.currency)} off, you pay{' '}
            {money(shopMinor(coupon.verified.amount_after_discount), coupon.verified.currency)}.{' '}
            <Button variant="ghost" size="sm" onClick={() => { onCoupon(null); setCode(''); }}>
              Remove coupon
            </Button>
        </Notice>
      ) : null}
      <div className={styles.row}>
        {payable && item.available ? (
          <Suspense fallback={null}>
            <PayPlanButtons
              studentUserId={item.student.student_user_id}
              planId={item.plan.plan_id}
              planName={name}
              allowsPartPayment={item.allows_part_payment}
              ccId={coupon && 'verified' in coupon ? coupon.verified.cc_id : undefined}
              returnPath={RETURN_PATH}
              payLabel="Pay"
            />
          </Suspense>
        ) : null}
        <Button variant="ghost" size="sm" disabled={removing} onClick={onRemove} aria-label={`Remove ${name} from the cart`}>
          Remove
        </Button>
      </div>
    </li>
  );
}

/**
 * "Your coupons" under an item: the coupons the student may use on its plan today (`listAvailableCoupons` with the
 * plan: those assigned to the student and those open to all, each with its discount on the plan), each with a button
 * that puts its code into the item's coupon field and checks it through verify-coupon like a typed code. Nothing shows
 * while they load or when there are none; a failure says so quietly (a code can still be typed).
 */
function YourCoupons({
  item,
  forStudent,
  studentName,
  applied,
  busy,
  onUse,
}: {
  item: CartItem;
  forStudent: boolean;
  studentName: string | null;
  applied: string | null;
  busy: boolean;
  onUse: (offer: CouponOffer) => void;
}) {
  const offers = useQuery(couponQueries.available({ studentUserId: forStudent ? item.student.student_user_id : undefined, planId: item.plan.plan_id }));
  if (offers.isError) return <Muted>The coupons {studentName ? `of ${studentName}` : 'you have'} could not be loaded; you can still type a code.</Muted>;
  if (!offers.data || offers.data.length === 0) return null;
  const heading = studentName ? `Coupons of ${studentName}` : 'Your coupons';
  return (
    <div role="group" aria-label={`${heading} for ${item.plan.name}`} className={styles.offers}>
      <span className={styles.offersHeading}>{heading}:</span>
      {offers.data.map((offer) => {
        const off = offer.discount_amount === null ? null : formatMinor(shopMinor(offer.discount_amount), item.currency);
        const label = `Use ${offer.coupon.code}${off ? ` (${off} off)` : ''}`;
        return (
          <Button key={offer.coupon.cc_id} variant="secondary" size="sm" disabled={busy || applied === offer.coupon.code} onClick={() => onUse(offer)}>
            {label}
          </Button>
        );
      })}
    </div>
  );
}

/** The sums to pay per currency: available items, less verified coupons. */
function totalsOf(cart: Cart, coupons: Record<number, CouponState>): { currency: string; minor: bigint; before: bigint }[] {
  const sums = new Map<string, { minor: bigint; before: bigint }>();
  for (const item of cart.items) {
    if (!item.available) continue;
    const sum = sums.get(item.currency) ?? { minor: 0n, before: 0n };
    sums.set(item.currency, { minor: sum.minor + dueOf(item, coupons[item.cart_item_id] ?? null), before: sum.before + shopMinor(item.price) });
  }
  return [...sums].sort(([a], [b]) => a.localeCompare(b)).map(([currency, sum]) => ({ currency, ...sum }));
}

/**
 * /shop/cart: the caller's cart — each plan with the student it is for, a coupon checked by the server for that plan,
 * the total — and "Pay" through the payment machine of features/pay-plan. The server takes one plan per payment, so
 * each item is paid on its own; a paid item leaves the cart and becomes an order (/shop/orders). The provider brings
 * the browser back here, where the payment's result shows.
 */
export function CartPage({ title }: { title: string }) {
  const { user } = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  const client = useQueryClient();
  const cart = useQuery(shopQueries.cart());
  const [coupons, setCoupons] = useState<Record<number, CouponState>>({});
  const [notice, setNotice] = useState<{ tone: 'success' | 'danger'; text: string } | null>(null);
  const returned = new URLSearchParams(location.search).has('transaction_id') ? location.search : null;
  const remove = useMutation({
    mutationFn: (item: CartItem) => removeFromCart([item.cart_item_id]),
    onSuccess: (next, item) => {
      client.setQueryData(shopQueries.cart().queryKey, next);
      setNotice({ tone: 'success', text: `${item.plan.name} was taken out of the cart.` });
    },
    onError: () => setNotice({ tone: 'danger', text: 'The item could not be removed. Try again.' }),
  });
  // A verified payment empties its item from the cart and makes an order.
  const handlePaid = useCallback(() => void client.invalidateQueries({ queryKey: shopQueries.all() }), [client]);
  const isStudent = user?.user_type === 'student';

  return (
    <>
      <div className={styles.top}>
        <PageHeading title={title} lead="Each plan is paid on its own: the payment provider takes one plan per payment. Pay the items one by one." />
        <nav aria-label="Shop" className={styles.links}>
          <Link to="/shop">Back to the shop</Link>
          <Link to="/shop/orders">My orders</Link>
        </nav>
      </div>
      {returned ? (
        <Suspense fallback={<p role="status">Checking your payment…</p>}>
          <PaymentResult key={returned} search={returned} onPaid={handlePaid} resetText="Back to the cart" returnPath={RETURN_PATH} onDone={() => navigate(RETURN_PATH, { replace: true })} />
        </Suspense>
      ) : null}
      {notice ? <Notice tone={notice.tone}>{notice.text}</Notice> : null}
      <QueryState
        query={cart}
        what="your cart"
        headingLevel={2}
        isEmpty={(data) => data.items.length === 0}
        empty={
          <EmptyState title="Your cart is empty" action={<Link to="/shop">Go to the shop</Link>}>
            Plans you add in the shop show here until they are paid.
          </EmptyState>
        }
      >
        {(data) => (
          <>
            <ul className={styles.items} aria-label="Items in the cart">
              {data.items.map((item) => (
                <CartItemRow
                  key={item.cart_item_id}
                  item={item}
                  studentName={isStudent ? null : item.student.name}
                  coupon={coupons[item.cart_item_id] ?? null}
                  onCoupon={(coupon) => setCoupons((all) => ({ ...all, [item.cart_item_id]: coupon }))}
                  onRemove={() => remove.mutate(item)}
                  removing={remove.isPending}
                  payable={!returned}
                />
              ))}
            </ul>
            <section aria-label="Total">
              {totalsOf(data, coupons).map((sum) => (
                <p key={sum.currency} className={styles.total}>
                  Total to pay: <strong>{money(sum.minor, sum.currency)}</strong>
                  {sum.minor !== sum.before ? <> (before coupons {money(sum.before, sum.currency)})</> : null}
                </p>
              ))}
            </section>
          </>
        )}
      </QueryState>
    </>
  );
}
