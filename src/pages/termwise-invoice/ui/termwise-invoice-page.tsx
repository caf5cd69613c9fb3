import { Link, useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { partnerInvoiceQueries, PartnerInvoiceStatusBadge, type ManualInvoice } from '@/entities/partner-invoice';
import { formatMinor } from '@/shared/lib/money';
import { loadGate } from '@/shared/ui/load-gate';
import { PageHeading } from '@/shared/ui/page';
import { EmptyState } from '@/shared/ui/state';
import { Table, type TableColumn } from '@/shared/ui/table';

const day = (iso: string) => `${iso.slice(8, 10)}-${iso.slice(5, 7)}-${iso.slice(0, 4)}`;
const idOf = (raw: string | undefined) => (raw && /^\d{1,10}$/.test(raw) && Number(raw) <= 2147483647 ? Number(raw) : 0);

const COLUMNS: TableColumn<ManualInvoice>[] = [
  { key: 'no', header: 'Invoice', cell: (i) => <Link to={`/manual-invoice/${i.mi_id}`}>{i.invoice_no ?? `Draft #${i.mi_id}`}</Link> },
  { key: 'term', header: 'Term', cell: (i) => i.term_label },
  { key: 'university', header: 'University', cell: (i) => i.university.name },
  { key: 'partner', header: 'Partner', cell: (i) => i.raised_by.name },
  { key: 'amount', header: 'Amount', cell: (i) => formatMinor(i.amount_minor, i.currency) },
  { key: 'status', header: 'Status', cell: (i) => <PartnerInvoiceStatusBadge status={i.status} /> },
  { key: 'due', header: 'Due', cell: (i) => (i.due_date ? day(i.due_date) : '—') },
];

/**
 * /termwise-invoice/{student_user_id}: the student's termwise manual invoices (listTermwiseManualInvoices), one row
 * per term claimed, each opening its /manual-invoice page.
 */
export function TermwiseInvoicePage({ title }: { title: string }) {
  const studentUserId = idOf(useParams().student_user_id);
  const list = useQuery({ ...partnerInvoiceQueries.termwise(studentUserId), enabled: studentUserId > 0 });
  const gate = loadGate(studentUserId, list, {
    heading: title,
    gone: 'This student is not one you may see, or does not exist',
    failed: 'The invoices could not be loaded',
    loading: 'Loading the invoices',
    back: <Link to="/commission">Back to commissions</Link>,
  });
  if (gate.screen) return gate.screen;
  const { items } = gate.data;
  const student = items[0]?.student.name;
  return (
    <>
      <PageHeading title={student ? `${title}: ${student}` : title} lead="Commission invoices entered by accounts for one term each." />
      {items.length === 0 ? (
        <EmptyState headingLevel={2} title="No termwise invoices" icon="receipt">
          Accounts enter a partner’s invoice for a term here when it is not raised through Unipath.
        </EmptyState>
      ) : (
        <Table caption="Termwise invoices" columns={COLUMNS} rows={items} rowKey={(i) => i.mi_id} cards />
      )}
    </>
  );
}
