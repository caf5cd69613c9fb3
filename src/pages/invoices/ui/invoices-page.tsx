import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { createInvoiceDraft as draftAccess, mayCall } from '@contract/access';
import { useSession } from '@/entities/session';
import {
  formatMinor,
  invoiceName,
  invoicePath,
  invoiceQueries,
  InvoiceStatusBadge,
  INVOICE_KINDS,
  INVOICE_STATUSES,
  KIND_LABEL,
  STATUS_LABEL,
  sumMinor,
  type TaxInvoice,
} from '@/entities/invoice';
import { formatDate } from '@/shared/lib/calendar-date';
import { Button } from '@/shared/ui/button';
import { Notice, PageHeading } from '@/shared/ui/page';
import { SelectField } from '@/shared/ui/select-field';
import { Table, type TableColumn } from '@/shared/ui/table';
import { TextField } from '@/shared/ui/text-field';
import { DraftInvoiceDialog } from '@/features/create-invoice-draft';
import { ExportInvoicesButton } from '@/features/export-invoices';
import { ListSearch, ListToolbar, PagedList, useListQuery, type PagedListTexts } from '@/widgets/paged-list';
import { filtersOf, INVOICE_LIST_PARAMS, INVOICES_PAGE_SIZE } from '../model/invoice-list-params';
import * as styles from './invoices-page.css';

const TEXTS: PagedListTexts = {
  noun: ['invoice', 'invoices'],
  empty: { title: 'No invoices yet', body: 'Tax invoices and credit notes show here once a draft is saved.', icon: 'receipt' },
  noMatch: { title: 'No invoice matches', body: 'Try another number, buyer, status or dates.' },
};

const STATUS_OPTIONS = INVOICE_STATUSES.map((status) => ({ value: status, label: STATUS_LABEL[status] }));
const KIND_OPTIONS = INVOICE_KINDS.map((kind) => ({ value: kind, label: KIND_LABEL[kind] }));

const money = (minor: number, invoice: TaxInvoice) => <span className={styles.amount}>{formatMinor(minor, invoice.currency)}</span>;

const COLUMNS: TableColumn<TaxInvoice>[] = [
  { key: 'number', header: 'Number', cell: (i) => <Link to={invoicePath(i.inv_id)}>{invoiceName(i)}</Link> },
  { key: 'kind', header: 'Kind', cell: (i) => KIND_LABEL[i.kind] },
  { key: 'buyer', header: 'Buyer', cell: (i) => i.buyer.legal_name },
  { key: 'date', header: 'Issued', cell: (i) => (i.issue_date ? formatDate(i.issue_date) : <span className={styles.muted}>not yet</span>) },
  { key: 'status', header: 'Status', cell: (i) => <InvoiceStatusBadge status={i.status} /> },
  { key: 'total', header: 'Total', cell: (i) => money(i.totals.total_minor, i) },
  { key: 'balance', header: 'Balance', cell: (i) => money(i.balance_minor, i) },
];

/** The page's sums per currency (invoices only: a credit note's total is already in its invoice's balance). */
function pageTotals(items: readonly TaxInvoice[]): string {
  const currencies = [...new Set(items.map((i) => i.currency))];
  return currencies
    .map((currency) => {
      const invoices = items.filter((i) => i.currency === currency && i.kind === 'invoice' && i.status !== 'void');
      const total = sumMinor(invoices.map((i) => i.totals.total_minor));
      const balance = sumMinor(invoices.map((i) => i.balance_minor));
      return `${formatMinor(total, currency)} invoiced, ${formatMinor(balance, currency)} open`;
    })
    .join(' · ');
}

/**
 * /invoice: the tax invoices and credit notes the caller may read (accounts and operations managers every one; an
 * agent or franchise those about its students), newest first, with search, status, kind and dates in the address, an
 * export of every page as CSV, and "New draft invoice" for the roles that may write one.
 */
export function InvoicesPage({ title }: { title: string }) {
  const role = useSession().user?.user_type;
  const mayDraft = mayCall(draftAccess, role);
  const navigate = useNavigate();
  const invoices = useListQuery({
    params: INVOICE_LIST_PARAMS,
    query: (state) => invoiceQueries.list({ ...filtersOf(state), page: state.page, pageSize: INVOICES_PAGE_SIZE }),
  });
  const { state, set } = invoices;
  const [drafting, setDrafting] = useState(false);
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'danger'; text: string } | null>(null);

  return (
    <>
      <div className={styles.top}>
        <PageHeading title={title} lead="Tax invoices and credit notes: GST per line, numbered when issued, paid or corrected, never edited." />
      </div>
      <div className={styles.actions}>
        {mayDraft ? <Button onClick={() => setDrafting(true)}>New draft invoice</Button> : null}
        <ExportInvoicesButton params={filtersOf(state)} onDone={setOutcome} />
      </div>
      <ListToolbar list={invoices}>
        <ListSearch list={invoices} label="Search invoices" hint="Number or buyer" />
        <SelectField label="Status" emptyOption="Any status" options={STATUS_OPTIONS} value={state.status ?? ''} onChange={(e) => set({ status: INVOICE_STATUSES.find((s) => s === e.target.value) ?? null })} />
        <SelectField label="Kind" emptyOption="Invoices and credit notes" options={KIND_OPTIONS} value={state.kind ?? ''} onChange={(e) => set({ kind: INVOICE_KINDS.find((k) => k === e.target.value) ?? null })} />
        <TextField label="Issued from" type="date" value={state.from ?? ''} max={state.to} onChange={(e) => set({ from: e.target.value || null })} />
        <TextField label="Issued to" type="date" value={state.to ?? ''} min={state.from} onChange={(e) => set({ to: e.target.value || null })} />
      </ListToolbar>
      {outcome ? <Notice tone={outcome.tone}>{outcome.text}</Notice> : null}
      <PagedList list={invoices} texts={TEXTS}>
        {(items) => (
          <>
            <Table caption="Invoices" columns={COLUMNS} rows={items} rowKey={(i) => i.inv_id} cards rowProps={(i) => ({ 'aria-label': invoiceName(i) })} />
            <p className={styles.totals}>This page: {pageTotals(items)}</p>
          </>
        )}
      </PagedList>
      {drafting ? (
        <DraftInvoiceDialog open onOpenChange={(open) => (open ? null : setDrafting(false))} onCreated={(invoice) => navigate(invoicePath(invoice.inv_id), { state: { created: true } })} />
      ) : null}
    </>
  );
}
