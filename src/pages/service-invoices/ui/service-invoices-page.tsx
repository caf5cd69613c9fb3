import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { getInvoice as taxInvoiceAccess, mayCall } from '@contract/access';
import { useSession } from '@/entities/session';
import { orderPath } from '@/entities/shop';
import {
  downloadServiceInvoicePdf,
  SERVICE_INVOICE_STATUS_LABEL,
  SERVICE_INVOICE_STATUS_TONE,
  serviceInvoiceQueries,
  type ServiceInvoiceSummary,
} from '@/entities/service-invoice';
import { formatDate } from '@/shared/lib/calendar-date';
import { formatMinor } from '@/shared/lib/money';
import { Badge } from '@/shared/ui/badge';
import { Button } from '@/shared/ui/button';
import { loadGate } from '@/shared/ui/load-gate';
import { Notice, PageHeading } from '@/shared/ui/page';
import { EmptyState } from '@/shared/ui/state';
import { Table, type TableColumn } from '@/shared/ui/table';
import * as styles from './service-invoices-page.css';

const idOf = (raw: string | undefined) => (raw && /^\d{1,10}$/.test(raw) && Number(raw) <= 2147483647 ? Number(raw) : 0);

/**
 * /service-invoice/{student_user_id}: the GST service invoices of one student (each paid shop order issues one), newest
 * first: number, service, date, total, what refunds credited, status; the PDF for every reader, and the printable
 * tax-invoice page (`/tax-invoice/{inv_id}`, with its credit notes and history) for the roles that may open it.
 */
export function ServiceInvoicesPage() {
  const studentId = idOf(useParams().student_user_id);
  const { user } = useSession();
  const list = useQuery({ ...serviceInvoiceQueries.list({ studentUserId: studentId, pageSize: 100 }), enabled: studentId > 0 });
  const [failed, setFailed] = useState<string | null>(null);
  const opensTaxInvoice = mayCall(taxInvoiceAccess, user?.user_type);

  const download = async (invoice: { inv_id: number; invoice_no: string }) => {
    setFailed(null);
    try {
      await downloadServiceInvoicePdf(invoice);
    } catch {
      setFailed(`The PDF of ${invoice.invoice_no} could not be made. Check your connection and try again.`);
    }
  };

  const money = (minor: number, currency: string) => <span className={styles.amount}>{formatMinor(minor, currency)}</span>;
  const columns: TableColumn<ServiceInvoiceSummary>[] = [
    {
      key: 'number',
      header: 'Invoice',
      cell: (i) => (opensTaxInvoice ? <Link to={`/tax-invoice/${i.inv_id}`}>{i.invoice_no}</Link> : <span className={styles.mono}>{i.invoice_no}</span>),
    },
    { key: 'date', header: 'Issued', cell: (i) => formatDate(i.issued_at) },
    { key: 'service', header: 'Service', cell: (i) => i.service_name },
    { key: 'order', header: 'Order', cell: (i) => (opensTaxInvoice ? <Link to={orderPath(i.so_id)}>Order {i.so_id}</Link> : `Order ${i.so_id}`) },
    { key: 'total', header: 'Total incl. GST', cell: (i) => money(i.total_minor, i.currency) },
    { key: 'credited', header: 'Refunded', cell: (i) => (i.credited_minor > 0 ? money(i.credited_minor, i.currency) : '—') },
    { key: 'status', header: 'Status', cell: (i) => <Badge tone={SERVICE_INVOICE_STATUS_TONE[i.status]}>{SERVICE_INVOICE_STATUS_LABEL[i.status]}</Badge> },
    {
      key: 'pdf',
      header: 'PDF',
      cell: (i) => (
        <Button variant="secondary" aria-label={`Download PDF of ${i.invoice_no}`} onClick={() => void download(i)}>
          Download PDF
        </Button>
      ),
    },
  ];

  const gate = loadGate(studentId, list, {
    heading: 'Service invoices',
    gone: 'These invoices are not ones you may see, or the student does not exist',
    failed: 'The invoices could not be loaded',
    loading: 'Loading the invoices',
  });
  if (gate.screen) return gate.screen;

  const items = gate.data.items;
  const student = items[0]?.student.name;
  return (
    <>
      <PageHeading
        title={student ? `Service invoices of ${student}` : 'Service invoices'}
        lead="Each plan paid in the shop issues a GST tax invoice (prices include GST); a refund issues a credit note against it."
      />
      {failed ? <Notice tone="danger">{failed}</Notice> : null}
      {items.length === 0 ? (
        <EmptyState headingLevel={2} title="No service invoices yet" icon="receipt">
          A paid plan's invoice shows here. If a plan was paid and its invoice is missing, accounts issue it from the order.
        </EmptyState>
      ) : (
        <Table caption="Service invoices, newest first" columns={columns} rows={items} rowKey={(i) => i.inv_id} cards />
      )}
    </>
  );
}
