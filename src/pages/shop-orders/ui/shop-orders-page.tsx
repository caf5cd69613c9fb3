import { Link } from 'react-router';
import { serviceInvoicesPath } from '@/entities/service-invoice';
import { ORDER_STATUS_LABEL, orderPath, SHOP_ORDER_STATUSES, shopMinor, shopQueries, ShopOrderStatusBadge, type ShopOrder } from '@/entities/shop';
import { formatDate } from '@/shared/lib/calendar-date';
import { formatMinor } from '@/shared/lib/money';
import { urlParam } from '@/shared/lib/url-query';
import { PageHeading } from '@/shared/ui/page';
import { SelectField } from '@/shared/ui/select-field';
import { Table, type TableColumn } from '@/shared/ui/table';
import { ListSearch, ListToolbar, PagedList, useListQuery, type PagedListTexts } from '@/widgets/paged-list';
import * as styles from './shop-orders-page.css';

const PAGE_SIZE = 20;

/** The list's state in the address: the status, the search (the all-orders view) and the page. */
const PARAMS = { status: urlParam.oneOf(SHOP_ORDER_STATUSES), q: urlParam.text(100), page: urlParam.page() };

const STATUS_OPTIONS = SHOP_ORDER_STATUSES.map((status) => ({ value: status, label: ORDER_STATUS_LABEL[status] }));

const orderName = (o: ShopOrder) => `Order ${o.so_id}`;
const plansOf = (o: ShopOrder) => o.items.map((i) => `${i.plan.service_name}: ${i.plan.name}`).join(', ');
const amountOf = (o: ShopOrder) => <span className={styles.amount}>{formatMinor(shopMinor(o.amount), o.currency)}</span>;

const MINE: TableColumn<ShopOrder>[] = [
  { key: 'order', header: 'Order', cell: (o) => <Link to={orderPath(o.so_id)}>{orderName(o)}</Link> },
  { key: 'date', header: 'Placed', cell: (o) => formatDate(o.created_at) },
  { key: 'plan', header: 'Plan', cell: plansOf },
  { key: 'student', header: 'Student', cell: (o) => o.student.name },
  { key: 'status', header: 'Status', cell: (o) => <ShopOrderStatusBadge status={o.status} /> },
  { key: 'amount', header: 'Amount', cell: amountOf },
  { key: 'due', header: 'Still due', cell: (o) => <span className={styles.amount}>{formatMinor(shopMinor(o.balance_due), o.currency)}</span> },
  // The student's GST service invoices (each paid order issues one); the order's own is on its page.
  { key: 'invoice', header: 'Invoice', cell: (o) => <Link to={serviceInvoicesPath(o.student.student_user_id)} aria-label={`GST invoices of ${o.student.name}`}>GST invoices</Link> },
];

const ALL: TableColumn<ShopOrder>[] = [...MINE.slice(0, 4), { key: 'by', header: 'Placed by', cell: (o) => o.placed_by.name }, ...MINE.slice(4)];

function OrdersList({ title, all }: { title: string; all: boolean }) {
  const orders = useListQuery({
    params: PARAMS,
    query: (state) => shopQueries.orderList({ status: state.status ?? undefined, q: all ? (state.q ?? undefined) : undefined, page: state.page, pageSize: PAGE_SIZE }),
  });
  const { state, set } = orders;
  const texts: PagedListTexts = {
    noun: ['order', 'orders'],
    whose: all ? 'the' : 'your',
    empty: all
      ? { title: 'No orders yet', body: 'An order is made when a plan is paid.', icon: 'receipt' }
      : { title: 'No orders yet', body: 'Plans you pay for in the shop show here as orders.', icon: 'receipt' },
    noMatch: { title: 'No order matches', body: 'Try another status or search.' },
    skeleton: { rowHeight: '3rem' },
  };
  return (
    <>
      <div className={styles.top}>
        <PageHeading
          title={title}
          lead={all ? 'Every shop order, newest first. Open one to move it along.' : 'The plans you paid for in the shop, newest first, with their status.'}
        />
        {all ? null : (
          <nav aria-label="Shop" className={styles.links}>
            <Link to="/shop">Shop</Link>
            <Link to="/shop/cart">Cart</Link>
          </nav>
        )}
      </div>
      <ListToolbar list={orders}>
        {all ? <ListSearch list={orders} label="Search orders" hint="Student, buyer or plan" /> : null}
        <SelectField
          label="Status"
          emptyOption="Any status"
          options={STATUS_OPTIONS}
          value={state.status ?? ''}
          onChange={(event) => set({ status: SHOP_ORDER_STATUSES.find((s) => s === event.target.value) ?? null })}
        />
      </ListToolbar>
      <PagedList list={orders} texts={texts}>
        {(items) => <Table caption="Orders" columns={all ? ALL : MINE} rows={items} rowKey={(o) => o.so_id} cards rowProps={(o) => ({ 'aria-label': orderName(o) })} />}
      </PagedList>
    </>
  );
}

/** /shop/orders: the orders the caller placed (a student, agent or franchise), newest first, paged, by status. */
export function MyOrdersPage({ title }: { title: string }) {
  return <OrdersList title={title} all={false} />;
}

/** /shop_orders: every order, for accounts and operations managers, by status and search in the address, paged. */
export function ShopOrdersPage({ title }: { title: string }) {
  return <OrdersList title={title} all />;
}
