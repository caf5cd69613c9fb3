import { Link, useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { partnerInvoiceQueries, PartnerInvoiceStatusBadge, type ClubbedInvoiceSummary, type PartnerInvoice } from '@/entities/partner-invoice';
import { isApiFailure, portalApi } from '@/shared/api';
import { formatMinor } from '@/shared/lib/money';
import { saveAnswer, useDownload } from '@/shared/lib/pdf-download';
import { Button } from '@/shared/ui/button';
import { DownloadPdfButton, DownloadPdfFailed } from '@/shared/ui/download-pdf';
import { DetailList } from '@/shared/ui/detail-list';
import { Spinner } from '@/shared/ui/loading-overlay';
import { PageHeading } from '@/shared/ui/page';
import { A4_PAGE, noPrint, sheet } from '@/shared/ui/print-sheet';
import { EmptyState, ErrorState } from '@/shared/ui/state';
import { Table, type TableColumn } from '@/shared/ui/table';

const idOf = (raw: string | null) => (raw && /^\d{1,10}$/.test(raw) && Number(raw) <= 2147483647 ? Number(raw) : 0);
const dateFormat = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeZone: 'Asia/Kolkata' });

const BILLS: TableColumn<ClubbedInvoiceSummary>[] = [
  { key: 'no', header: 'Clubbed invoice', cell: (c) => <Link to={`/invoice/clubbed_invoice?ci_id=${c.ci_id}`}>{c.clubbed_invoice_no}</Link> },
  { key: 'partner', header: 'Partner', cell: (c) => c.raised_by.name },
  { key: 'count', header: 'Invoices', cell: (c) => c.invoice_count },
  { key: 'total', header: 'Total', cell: (c) => formatMinor(c.total_minor, c.currency) },
  { key: 'status', header: 'Status', cell: (c) => <PartnerInvoiceStatusBadge status={c.status} /> },
  { key: 'date', header: 'Made', cell: (c) => dateFormat.format(new Date(c.created_at)) },
];

const MEMBERS: TableColumn<PartnerInvoice>[] = [
  { key: 'no', header: 'Invoice', cell: (i) => <Link to={`/manual-invoice/${i.inv_id}`}>{i.invoice_no ?? `#${i.inv_id}`}</Link> },
  { key: 'student', header: 'Student', cell: (i) => i.student.name },
  { key: 'term', header: 'Term', cell: (i) => i.term },
  { key: 'university', header: 'University', cell: (i) => i.university.name },
  { key: 'amount', header: 'Amount', cell: (i) => formatMinor(i.amount_minor, i.currency) },
  { key: 'status', header: 'Status', cell: (i) => <PartnerInvoiceStatusBadge status={i.status} /> },
];

function Failed({ title, error, retry }: { title: string; error: unknown; retry: () => void }) {
  const gone = isApiFailure(error) && (error.status === 403 || error.status === 404);
  return (
    <>
      <PageHeading title={title} />
      <ErrorState
        headingLevel={2}
        title={gone ? 'This clubbed invoice is not one you may see, or it does not exist' : 'The clubbed invoices could not be loaded'}
        action={gone ? <Link to="/invoice/clubbed_invoice">All clubbed invoices</Link> : <Button onClick={retry}>Try again</Button>}
      >
        {gone ? null : 'Check your connection and try again.'}
      </ErrorState>
    </>
  );
}

/** The bill's PDF (getClubbedInvoicePdf), saved under the server's file name. */
const downloadPdf = (bill: ClubbedInvoiceSummary) =>
  saveAnswer(
    portalApi.GET('/common/clubbed-invoices/{ci_id}/pdf', { params: { path: { ci_id: bill.ci_id } }, parseAs: 'blob' }),
    `${bill.clubbed_invoice_no.replace(/\//g, '-')}.pdf`,
  );

/** One bill (`?ci_id=`): its number, partner, total, the raiser's bank account and the invoices it holds. */
function Bill({ ciId, title }: { ciId: number; title: string }) {
  const bill = useQuery(partnerInvoiceQueries.clubbed(ciId));
  const pdf = useDownload(ciId);
  if (bill.isError) return <Failed title={title} error={bill.error} retry={() => bill.refetch()} />;
  if (!bill.data) return <Spinner label="Loading the clubbed invoice" />;
  const c = bill.data;
  // On paper (Print, or the browser's own): the bill alone on A4, the links left off.
  return (
    <div className={sheet}>
      <style>{A4_PAGE}</style>
      <PageHeading title={`Clubbed invoice ${c.clubbed_invoice_no}`} lead={<PartnerInvoiceStatusBadge status={c.status} />} />
      <DetailList
        items={[
          { term: 'Partner', value: c.raised_by.name },
          { term: 'Total', value: formatMinor(c.total_minor, c.currency) },
          { term: 'Paid on', value: c.paid_at ? dateFormat.format(new Date(c.paid_at)) : null },
          { term: 'Pay to', value: c.bank ? `${c.bank.account_holder_name}, ${c.bank.bank_name}, ${c.bank.account_number}${c.bank.ifsc_code ? ` (IFSC ${c.bank.ifsc_code})` : ''}` : 'No primary bank account on file' },
        ]}
      />
      <Table caption="Invoices in this bill" columns={MEMBERS} rows={c.invoices} rowKey={(i) => i.inv_id} cards />
      <div className={noPrint}>
        <DownloadPdfFailed download={pdf} />
      </div>
      <p className={noPrint}>
        <Button variant="secondary" onClick={() => window.print()}>
          Print
        </Button>{' '}
        <DownloadPdfButton download={pdf} onClick={() => pdf.start(() => downloadPdf(c))} />{' '}
        <Link to="/invoice/clubbed_invoice">All clubbed invoices</Link>
      </p>
    </div>
  );
}

/**
 * /invoice/clubbed_invoice: the clubbed bills the caller reaches (listClubbedInvoices), or with `?ci_id=` one bill
 * (getClubbedInvoice) with the approved partner invoices it groups.
 */
export function ClubbedInvoicePage({ title }: { title: string }) {
  const [params] = useSearchParams();
  const ciId = idOf(params.get('ci_id'));
  const list = useQuery({ ...partnerInvoiceQueries.clubbedList(), enabled: ciId === 0 });
  if (ciId > 0) return <Bill key={ciId} ciId={ciId} title={title} />;
  if (list.isError) return <Failed title={title} error={list.error} retry={() => list.refetch()} />;
  if (!list.data)
    return (
      <>
        <PageHeading title={title} />
        <Spinner label="Loading the clubbed invoices" />
      </>
    );
  return (
    <>
      <PageHeading title={title} lead="Approved commission invoices of one partner grouped into one bill." />
      {list.data.items.length === 0 ? (
        <EmptyState headingLevel={2} title="No clubbed invoices" icon="receipt">
          A partner clubs its approved invoices into one bill; none has been made yet.
        </EmptyState>
      ) : (
        <Table caption="Clubbed invoices" columns={BILLS} rows={list.data.items} rowKey={(c) => c.ci_id} cards />
      )}
    </>
  );
}
