import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { saveShopOrderStatus as moveAccess, mayCall } from '@contract/access';
import { useSession } from '@/entities/session';
import {
  MOVE_LABEL,
  moveShopOrder,
  ORDER_STATUS_LABEL,
  shopMinor,
  shopQueries,
  ShopOrderStatusBadge,
  type ShopOrderDetails,
  type ShopOrderStatus,
} from '@/entities/shop';
import { isApiFailure } from '@/shared/api';
import { formatMinor } from '@/shared/lib/money';
import { Button } from '@/shared/ui/button';
import { DetailList } from '@/shared/ui/detail-list';
import { loadGate } from '@/shared/ui/load-gate';
import { Notice, PageHeading } from '@/shared/ui/page';
import { momentText, StatusHistory } from '@/shared/ui/status-history';
import { TextAreaField } from '@/shared/ui/text-field';
import { OrderInvoice } from './order-invoice';
import * as styles from './shop-order-page.css';

const when = momentText;

const idOf = (raw: string | undefined) => (raw && /^\d{1,10}$/.test(raw) && Number(raw) <= 2147483647 ? Number(raw) : 0);

type Move = Exclude<ShopOrderStatus, 'placed'>;
const isMove = (status: ShopOrderStatus): status is Move => status !== 'placed';

/** What a refused move means for the one who pressed the button. */
function refusalOf(error: unknown, order: ShopOrderDetails, fresh: ShopOrderDetails | undefined): string {
  if (isApiFailure(error) && error.status === 409) {
    const now = fresh && fresh.status !== order.status ? ` It is ${ORDER_STATUS_LABEL[fresh.status].toLowerCase()} now.` : '';
    return `Someone else moved this order first, so nothing was changed.${now} The page shows the order as it is now: check it and choose again.`;
  }
  if (isApiFailure(error) && error.status === 422) return `That move is not allowed: ${error.message}.`;
  if (isApiFailure(error) && error.status === 403) return 'You may not move orders.';
  return 'The status could not be changed. Check your connection and try again.';
}

/**
 * /shop_order_details/{so_id}: one order — its items, payments, what is still due, the history of its statuses (who,
 * when, the note) — and, for those who handle orders, the next statuses the server's transition table allows
 * (`next_statuses`) as buttons. Each move sends the status the page showed; a 409 (someone moved it meanwhile) is said
 * in words and the order is read again.
 */
export function ShopOrderPage() {
  const soId = idOf(useParams().so_id);
  const { user } = useSession();
  const client = useQueryClient();
  const order = useQuery({ ...shopQueries.order(soId), enabled: soId > 0 });
  // Those who may move an order handle every order (/shop_orders); a buyer reads their own.
  const handler = mayCall(moveAccess, user?.user_type);
  const [note, setNote] = useState('');
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'danger'; text: string } | null>(null);
  const move = useMutation({
    mutationFn: ({ current, next }: { current: ShopOrderDetails; next: Move }) => moveShopOrder(current.so_id, next, current.status, note.trim() || undefined),
    onSuccess: (moved) => {
      client.setQueryData(shopQueries.order(moved.so_id).queryKey, moved);
      void client.invalidateQueries({ queryKey: [...shopQueries.orders(), 'list'] });
      setNote('');
      setOutcome({ tone: 'success', text: `Order ${moved.so_id} is ${ORDER_STATUS_LABEL[moved.status].toLowerCase()} now.` });
    },
    onError: async (error, { current }) => {
      const fresh = isApiFailure(error) && error.status === 409 ? (await order.refetch()).data : undefined;
      setOutcome({ tone: 'danger', text: refusalOf(error, current, fresh) });
    },
  });

  const back = <Link to={handler ? '/shop_orders' : '/shop/orders'}>{handler ? 'All orders' : 'My orders'}</Link>;

  const gate = loadGate(soId, order, {
    heading: 'Shop order',
    gone: 'This order is not one you may see, or it does not exist',
    failed: 'The order could not be loaded',
    loading: 'Loading the order',
    back,
  });
  if (gate.screen) return gate.screen;

  const current = gate.data;
  const money = (amount: number) => <span className={styles.amount}>{formatMinor(shopMinor(amount), current.currency)}</span>;
  const moves = current.next_statuses.filter(isMove);

  return (
    <>
      <div className={styles.top}>
        <PageHeading title={`Order ${current.so_id}`} lead={<ShopOrderStatusBadge status={current.status} />} />
        {back}
      </div>
      {outcome ? <Notice tone={outcome.tone}>{outcome.text}</Notice> : null}
      <DetailList
        items={[
          { term: 'Student', value: current.student.name },
          { term: 'Placed by', value: `${current.placed_by.name} (${current.placed_by.user_type.replace('_', ' ')})` },
          { term: 'Placed on', value: when(current.created_at) },
          { term: 'Amount', value: money(current.amount) },
          { term: 'Coupon', value: current.coupon_code ? <>{current.coupon_code}: {money(current.discount_amount)} off</> : null },
          { term: 'Paid', value: money(current.amount_paid) },
          { term: 'Still due', value: money(current.balance_due) },
        ]}
      />
      {handler ? (
        <section aria-labelledby="order-moves" className={styles.section}>
          <h2 id="order-moves" className={styles.sectionTitle}>
            Move the order
          </h2>
          {moves.length === 0 ? (
            <p>{ORDER_STATUS_LABEL[current.status]} is final: the order does not move any more.</p>
          ) : (
            <>
              <TextAreaField className={styles.note} label="Note for the history (optional)" value={note} maxLength={1000} rows={2} onChange={(event) => setNote(event.target.value)} />
              <div className={styles.moves}>
                {moves.map((next) => (
                  <Button
                    key={next}
                    variant={next === 'cancelled' || next === 'refunded' ? 'danger' : 'primary'}
                    disabled={move.isPending}
                    onClick={() => move.mutate({ current, next })}
                  >
                    {MOVE_LABEL[next]}
                  </Button>
                ))}
              </div>
            </>
          )}
        </section>
      ) : null}
      <OrderInvoice order={current} />
      <section aria-labelledby="order-items" className={styles.section}>
        <h2 id="order-items" className={styles.sectionTitle}>
          Items
        </h2>
        <ul className={styles.list}>
          {current.items.map((item) => (
            <li key={item.plan.plan_id}>
              {item.plan.service_name}: {item.plan.name} — {money(item.amount)}
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="order-payments" className={styles.section}>
        <h2 id="order-payments" className={styles.sectionTitle}>
          Payments
        </h2>
        {current.payments.length === 0 ? (
          <p>No payment recorded.</p>
        ) : (
          <ul className={styles.list}>
            {current.payments.map((payment) => (
              <li key={payment.transaction_id}>
                {money(payment.amount)} · {when(payment.paid_at)} · {payment.provider} · payment {payment.transaction_id}
                {payment.part_payment ? ' · first instalment' : ''}
              </li>
            ))}
          </ul>
        )}
      </section>
      <StatusHistory
        id="order-history"
        moves={current.status_history.map((change) => ({
          key: `${change.changed_at}-${change.status}`,
          what: ORDER_STATUS_LABEL[change.status],
          at: change.changed_at,
          by: change.changed_by ? (change.changed_by.user_id === user?.user_id ? 'by you' : `by ${change.changed_by.name}`) : 'on payment',
          note: change.note,
        }))}
        className={styles.section}
        titleClassName={styles.sectionTitle}
        listClassName={styles.list}
      />
    </>
  );
}
