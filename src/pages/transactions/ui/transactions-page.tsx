import { useState } from 'react';
import { Link } from 'react-router';
import { getStudentDetails, listAssignedStudents, mayCall, saveShopOrderStatus } from '@contract/access';
import {
  formatMinor,
  hasReason,
  istDay,
  transactionQueries,
  TransactionStatusBadge,
  TRANSACTION_KIND_LABEL,
  TRANSACTION_STATUSES,
  TRANSACTION_STATUS_LABEL,
  type PaymentTransaction,
  type TransactionTotal,
} from '@/entities/payment-transaction';
import { useSession } from '@/entities/session';
import { fieldErrorOf, isApiFailure } from '@/shared/api';
import { formatDate } from '@/shared/lib/calendar-date';
import { buttonClassName } from '@/shared/ui/button';
import { Notice, PageHeading } from '@/shared/ui/page';
import { SelectField } from '@/shared/ui/select-field';
import { Table, type TableColumn } from '@/shared/ui/table';
import { TextField } from '@/shared/ui/text-field';
import { ExportTransactionsButton } from '@/features/export-transactions';
import { ListSearch, ListToolbar, PagedList, useListQuery, type PagedListTexts } from '@/widgets/paged-list';
import { filtersOf, TRANSACTION_LIST_PARAMS, TRANSACTIONS_PAGE_SIZE } from '../model/transaction-list-params';
import * as styles from './transactions-page.css';

const STATUS_OPTIONS = TRANSACTION_STATUSES.map((status) => ({ value: status, label: TRANSACTION_STATUS_LABEL[status] }));

/** The roles of /student_details (its page record admits those who may call both operations). */
const STUDENT_PAGE_ROLES: readonly string[] = getStudentDetails.roles.filter((role) => mayCall(listAssignedStudents, role));

const texts = (isStudent: boolean): PagedListTexts => ({
  noun: ['payment', 'payments'],
  whose: isStudent ? 'your' : 'the',
  empty: isStudent
    ? {
        title: 'No payments yet',
        body: 'What you pay for a service plan shows here, with how each payment went.',
        icon: 'receipt',
        action: (
          <Link to="/services" className={buttonClassName('secondary')}>
            See the services
          </Link>
        ),
      }
    : { title: 'No payments yet', body: 'Payments for service plans show here once a student pays.', icon: 'receipt' },
  noMatch: { title: 'No payment matches', body: 'Try another id, name, status or dates.', clearLabel: 'Clear filters' },
  skeleton: { rowHeight: '3.5rem' },
});

const money = (minor: number, currency: string) => <span className={styles.amount}>{formatMinor(minor, currency)}</span>;

function columns({ linkStudents, linkOrders }: { linkStudents: boolean; linkOrders: boolean }): TableColumn<PaymentTransaction>[] {
  const list: TableColumn<PaymentTransaction>[] = [
    { key: 'date', header: 'Date', cell: (t) => formatDate(istDay(t.created_at)) },
    { key: 'id', header: 'Transaction ID', cell: (t) => <code className={styles.id}>{t.transaction_id}</code> },
    {
      key: 'student',
      header: 'Student',
      cell: (t) => (
        <>
          {linkStudents ? <Link to={`/student_details/${t.student.user_id}`}>{t.student.name}</Link> : t.student.name}
          <span className={styles.muted}>{t.student.email}</span>
        </>
      ),
    },
    { key: 'plan', header: 'Service · plan', cell: (t) => `${t.service_name} · ${t.plan_name}` },
    { key: 'kind', header: 'Kind', cell: (t) => TRANSACTION_KIND_LABEL[t.kind] },
    {
      key: 'amount',
      header: 'Amount',
      cell: (t) => (
        <>
          {money(t.amount_minor, t.currency)}
          {t.discount_minor > 0 ? (
            <span className={styles.muted}>
              {formatMinor(t.list_price_minor, t.currency)} less {formatMinor(t.discount_minor, t.currency)}
              {t.coupon_code ? ` (coupon ${t.coupon_code})` : ''}
            </span>
          ) : null}
        </>
      ),
    },
    {
      key: 'status',
      header: 'Status',
      cell: (t) => (
        <>
          <TransactionStatusBadge status={t.status} />
          {hasReason(t.status) && t.failure_reason ? <span className={styles.muted}>{t.failure_reason}</span> : null}
        </>
      ),
    },
  ];
  if (linkOrders) list.push({ key: 'order', header: 'Order', cell: (t) => (t.so_id === null ? '' : <Link to={`/shop_order_details/${t.so_id}`}>Order #{t.so_id}</Link>) });
  return list;
}

/** One line per currency: what was paid (how many payments) and, when any, what is due back. */
function totalLine(total: TransactionTotal): string {
  const paid = `Paid ${formatMinor(total.paid_minor, total.currency)} (${total.paid_count} ${total.paid_count === 1 ? 'payment' : 'payments'})`;
  return total.refund_due_minor > 0 ? `${paid} · Refunds due ${formatMinor(total.refund_due_minor, total.currency)}` : paid;
}

/**
 * /transactions: every payment through the payment machine the caller reaches (a student their own; staff and partners
 * those of their students; accounts and operations managers all), newest first, with status, days and search in the
 * address, the totals of the whole filtered list per currency from the server, and an export of every page as CSV.
 */
export function TransactionsPage({ title }: { title: string }) {
  const role = useSession().user?.user_type;
  const isStudent = role === 'student';
  const linkStudents = role !== undefined && STUDENT_PAGE_ROLES.includes(role);
  // Those who handle shop orders (saveShopOrderStatus) read every order, so each payment's order is a link for them.
  const linkOrders = mayCall(saveShopOrderStatus, role);
  const transactions = useListQuery({
    params: TRANSACTION_LIST_PARAMS,
    query: (state) => transactionQueries.list({ ...filtersOf(state), page: state.page, pageSize: TRANSACTIONS_PAGE_SIZE }),
  });
  const { state, set, query } = transactions;
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'danger'; text: string } | null>(null);
  // Dates the wrong way round: the server's 422 names `to`; it is said on that field, not as a failed load.
  const failure = query.error;
  const dateError = isApiFailure(failure) && failure.status === 422 ? (fieldErrorOf(failure, 'querystring/to') ?? failure.message) : undefined;

  return (
    <>
      <PageHeading title={title} lead="Payments for service plans: what was charged, how it went, and what is due back. Days count in India’s time." />
      <div className={styles.actions}>
        <ExportTransactionsButton params={filtersOf(state)} onDone={setOutcome} />
      </div>
      <ListToolbar list={transactions}>
        <ListSearch list={transactions} label="Search payments" hint="Transaction id, student, service or plan" />
        <SelectField label="Status" emptyOption="Any status" options={STATUS_OPTIONS} value={state.status ?? ''} onChange={(e) => set({ status: TRANSACTION_STATUSES.find((s) => s === e.target.value) ?? null })} />
        <TextField label="From" type="date" value={state.from ?? ''} max={state.to} onChange={(e) => set({ from: e.target.value || null })} />
        <TextField label="To" type="date" value={state.to ?? ''} min={state.from} error={dateError ? `The end date ${dateError}.` : undefined} onChange={(e) => set({ to: e.target.value || null })} />
      </ListToolbar>
      {outcome ? <Notice tone={outcome.tone}>{outcome.text}</Notice> : null}
      {dateError ? null : (
        <PagedList list={transactions} texts={texts(isStudent)}>
          {(items, data) => (
            <>
              <ul className={styles.totals} aria-label="Totals of every matching payment">
                {data.totals.map((total) => (
                  <li key={total.currency}>{totalLine(total)}</li>
                ))}
              </ul>
              <Table caption="Payments" columns={columns({ linkStudents, linkOrders })} rows={items} rowKey={(t) => t.transaction_id} cards rowProps={(t) => ({ 'aria-label': t.transaction_id })} />
            </>
          )}
        </PagedList>
      )}
    </>
  );
}
