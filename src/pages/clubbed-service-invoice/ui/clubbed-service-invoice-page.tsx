import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { issueServiceClubbedInvoice as issueAccess, mayCall } from '@contract/access';
import {
  clubbedServiceInvoiceQueries,
  SERVICE_INVOICE_STATUSES,
  SERVICE_INVOICE_STATUS_LABEL,
  SERVICE_INVOICE_STATUS_TONE,
  type ServiceInvoiceClubbedSummary,
} from '@/entities/service-invoice';
import { useSession } from '@/entities/session';
import { fieldErrorOf, isApiFailure } from '@/shared/api';
import { lazyFormDialog } from '@/shared/ui/lazy-form-dialog';
import { formatMinor } from '@/shared/lib/money';
import { Badge } from '@/shared/ui/badge';
import { Button } from '@/shared/ui/button';
import { Notice, PageHeading } from '@/shared/ui/page';
import { SelectField } from '@/shared/ui/select-field';
import { Table, type TableColumn } from '@/shared/ui/table';
import { TextField } from '@/shared/ui/text-field';
import { ListSearch, ListToolbar, PagedList, useListQuery, type PagedListTexts } from '@/widgets/paged-list';
import { lazyComponent } from '@/shared/lib/lazy-component';
import { Spinner } from '@/shared/ui/loading-overlay';
import { CLUBBED_LIST_PARAMS, CLUBBED_PAGE_SIZE, idOf, issuedOn } from '../model/clubbed-list-params';
import * as styles from './clubbed-service-invoice-page.css';

const IssueClubbedDialog = lazyFormDialog(() => import('./issue-clubbed-form').then((m) => m.default));
// One invoice's view loads only when one is opened (the list paints without it).
const ClubbedDetail = lazyComponent(() => import('./clubbed-detail').then((m) => m.default), () => <Spinner label="Loading the clubbed service invoice" />);

const STATUS_OPTIONS = SERVICE_INVOICE_STATUSES.map((status) => ({ value: status, label: SERVICE_INVOICE_STATUS_LABEL[status] }));

const TEXTS: PagedListTexts = {
  noun: ['clubbed service invoice', 'clubbed service invoices'],
  empty: {
    title: 'No clubbed service invoices yet',
    body: 'Orders an agent or franchise pays for are billed to it once a month, as one GST invoice; none has been issued yet.',
    icon: 'receipt',
  },
  noMatch: { title: 'No clubbed service invoice matches', body: 'Try another number, partner, status or dates.', clearLabel: 'Clear filters' },
};

function columns(open: (sciId: number) => string): TableColumn<ServiceInvoiceClubbedSummary>[] {
  return [
    { key: 'no', header: 'Number', cell: (c) => <Link to={open(c.sci_id)}>{c.clubbed_invoice_no}</Link> },
    { key: 'billed', header: 'Billed to', cell: (c) => c.billed_to.name },
    { key: 'count', header: 'Invoices', cell: (c) => c.invoice_count },
    { key: 'total', header: 'Total incl. GST', cell: (c) => <span className={styles.amount}>{formatMinor(c.total_minor, c.currency)}</span> },
    { key: 'status', header: 'Status', cell: (c) => <Badge tone={SERVICE_INVOICE_STATUS_TONE[c.status]}>{SERVICE_INVOICE_STATUS_LABEL[c.status]}</Badge> },
    { key: 'issued', header: 'Issued', cell: (c) => issuedOn(c.issued_at) },
  ];
}

/**
 * /clubbed-service-invoice: the clubbed service invoices the caller may read (a partner those billed to it, a master
 * franchise also its area franchises'; accounts and operations managers all), newest first, with status, issue days
 * and search in the address; `?sci_id=` opens one. Accounts and operations managers may issue a partner's month early.
 */
export function ClubbedServiceInvoicePage({ title }: { title: string }) {
  const role = useSession().user?.user_type;
  const canIssue = mayCall(issueAccess, role);
  const [params, setParams] = useSearchParams();
  const sciId = idOf(params.get('sci_id'));
  const [issuing, setIssuing] = useState(false);
  const [outcome, setOutcome] = useState<string | null>(null);
  const list = useListQuery({
    params: CLUBBED_LIST_PARAMS,
    query: ({ q, status, from, to, page }) => clubbedServiceInvoiceQueries.list({ q, status, from, to, page, pageSize: CLUBBED_PAGE_SIZE }),
  });
  const { state, set, query } = list;
  const withSci = (id: number | null) => {
    const next = new URLSearchParams(params);
    if (id === null) next.delete('sci_id');
    else next.set('sci_id', String(id));
    const text = next.toString();
    return text ? `?${text}` : '?';
  };
  const failure = query.error;
  const dateError = isApiFailure(failure) && failure.status === 422 ? (fieldErrorOf(failure, 'querystring/to') ?? failure.message) : undefined;

  const dialog = canIssue ? (
    <IssueClubbedDialog
      open={issuing}
      onOpenChange={setIssuing}
      onIssued={(clubbed, created) => {
        setIssuing(false);
        setOutcome(created ? `Clubbed invoice ${clubbed.clubbed_invoice_no} is issued.` : `${clubbed.billed_to.name} already has ${clubbed.clubbed_invoice_no} for ${clubbed.month}.`);
        setParams(new URLSearchParams(withSci(clubbed.sci_id).slice(1)));
      }}
    />
  ) : null;
  const notice = outcome ? <Notice tone="success">{outcome}</Notice> : null;

  if (params.has('sci_id')) {
    return (
      <>
        {notice}
        <ClubbedDetail key={sciId} sciId={sciId} title={title} back={withSci(null)} />
      </>
    );
  }
  return (
    <>
      <PageHeading title={title} lead="The orders an agent or franchise paid for its students, billed to it once a month as one GST invoice." />
      {canIssue ? (
        <div className={styles.actions}>
          <Button onClick={() => setIssuing(true)}>Issue clubbed invoice</Button>
        </div>
      ) : null}
      {dialog}
      {notice}
      <ListToolbar list={list}>
        <ListSearch list={list} label="Search clubbed invoices" hint="Number or partner" />
        <SelectField label="Status" emptyOption="Any status" options={STATUS_OPTIONS} value={state.status ?? ''} onChange={(e) => set({ status: SERVICE_INVOICE_STATUSES.find((s) => s === e.target.value) ?? null })} />
        <TextField label="From" type="date" value={state.from ?? ''} max={state.to} onChange={(e) => set({ from: e.target.value || null })} />
        <TextField label="To" type="date" value={state.to ?? ''} min={state.from} error={dateError ? `The end date ${dateError}.` : undefined} onChange={(e) => set({ to: e.target.value || null })} />
      </ListToolbar>
      {dateError ? null : (
        <PagedList list={list} texts={TEXTS}>
          {(items) => (
            <Table caption="Clubbed service invoices" columns={columns(withSci)} rows={items} rowKey={(c) => c.sci_id} cards rowProps={(c) => ({ 'aria-label': c.clubbed_invoice_no })} />
          )}
        </PagedList>
      )}
    </>
  );
}
