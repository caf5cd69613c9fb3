import { Link, useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { fetchAllInvoices, formatMinor, invoiceName, invoicePath, invoiceQueries, InvoiceStatusBadge, KIND_LABEL, sumMinor, type TaxInvoice } from '@/entities/invoice';
import { studentQueries } from '@/entities/student';
import { formatDate, localDay } from '@/shared/lib/calendar-date';
import { portalApi } from '@/shared/api';
import { saveAnswer, useDownload } from '@/shared/lib/pdf-download';
import { Button } from '@/shared/ui/button';
import { DownloadPdfButton, DownloadPdfFailed } from '@/shared/ui/download-pdf';
import { A4_PAGE } from '@/shared/ui/print-sheet';
import { Spinner } from '@/shared/ui/loading-overlay';
import { PageHeading } from '@/shared/ui/page';
import { EmptyState, ErrorState } from '@/shared/ui/state';
import { Table, type TableColumn } from '@/shared/ui/table';
import * as styles from './student-invoices-print-page.css';
import { formatCount } from '@/shared/lib/number-format';

/** A statement stops here: a student with more documents than this reads them on /invoice, filtered. */
const STATEMENT_LIMIT = 1000;

const idOf = (raw: string | undefined) => (raw && /^\d{1,10}$/.test(raw) && Number(raw) <= 2147483647 ? Number(raw) : 0);

const money = (minor: number | bigint, currency: string) => <span className={styles.amount}>{formatMinor(minor, currency)}</span>;

const COLUMNS: TableColumn<TaxInvoice>[] = [
  { key: 'date', header: 'Date', cell: (i) => formatDate(i.issue_date) },
  { key: 'number', header: 'Number', cell: (i) => <Link to={invoicePath(i.inv_id)}>{invoiceName(i)}</Link> },
  { key: 'kind', header: 'Document', cell: (i) => KIND_LABEL[i.kind] },
  { key: 'buyer', header: 'Billed to', cell: (i) => i.buyer.legal_name },
  { key: 'status', header: 'Status', cell: (i) => <InvoiceStatusBadge status={i.status} /> },
  { key: 'total', header: 'Total', cell: (i) => money(i.kind === 'credit_note' ? -i.totals.total_minor : i.totals.total_minor, i.currency) },
  { key: 'paid', header: 'Paid', cell: (i) => (i.kind === 'invoice' ? money(i.paid_minor, i.currency) : null) },
  { key: 'balance', header: 'Balance', cell: (i) => (i.kind === 'invoice' && i.status !== 'void' ? money(i.balance_minor, i.currency) : null) },
];

export type StatementTotals = { currency: string; invoiced: bigint; credited: bigint; paid: bigint; due: bigint };

/**
 * The statement's sums per currency (never added across currencies): what was invoiced (issued invoices, not void),
 * credited (credit notes), paid and still due (the invoices' balances, which already count their credit notes).
 */
export function statementTotals(documents: readonly TaxInvoice[]): StatementTotals[] {
  const currencies = [...new Set(documents.map((d) => d.currency))].sort();
  return currencies.map((currency) => {
    const invoices = documents.filter((d) => d.currency === currency && d.kind === 'invoice' && d.status !== 'void');
    const notes = documents.filter((d) => d.currency === currency && d.kind === 'credit_note');
    return {
      currency,
      invoiced: sumMinor(invoices.map((i) => i.totals.total_minor)),
      credited: sumMinor(notes.map((n) => n.totals.total_minor)),
      paid: sumMinor(invoices.map((i) => i.paid_minor)),
      due: sumMinor(invoices.map((i) => i.balance_minor)),
    };
  });
}

/** The statement's PDF (getStudentStatementPdf), saved under the server's file name. */
const downloadPdf = (studentUserId: number, today: string) =>
  saveAnswer(
    portalApi.GET('/common/student-statements/{student_user_id}/pdf', { params: { path: { student_user_id: studentUserId } }, parseAs: 'blob' }),
    `statement-${studentUserId}-${today}.pdf`,
  );

/**
 * /student_list-print/{student_user_id}: a student's statement of account, printable on A4 — every issued tax invoice
 * and credit note about the student that the caller may read (drafts are not documents yet), oldest first, with what
 * each is, its status, total, paid and balance, and the sums per currency. Our design: the spec names the route only.
 */
export function StudentInvoicesPrintPage() {
  const studentId = idOf(useParams().student_user_id);
  const student = useQuery({ ...studentQueries.details(studentId), enabled: studentId > 0 });
  const documents = useQuery({
    queryKey: [...invoiceQueries.all(), 'statement', studentId],
    queryFn: () => fetchAllInvoices({ studentUserId: studentId }, STATEMENT_LIMIT),
    enabled: studentId > 0,
  });
  const pdf = useDownload(studentId);

  if (studentId === 0) {
    return (
      <>
        <PageHeading title="Statement of account" />
        <ErrorState headingLevel={2} title="This address names no student" action={<Link to="/student_list">Back to the students</Link>} />
      </>
    );
  }
  const name = student.data ? `${student.data.first_name} ${student.data.last_name}`.trim() : null;
  const title = name ? `Statement of account: ${name}` : 'Statement of account';
  if (documents.isError || student.isError) {
    return (
      <>
        <PageHeading title={title} />
        <ErrorState
          headingLevel={2}
          title="The statement could not be loaded"
          action={
            <Button
              onClick={() => {
                void student.refetch();
                void documents.refetch();
              }}
            >
              Try again
            </Button>
          }
        >
          Check your connection and try again.
        </ErrorState>
      </>
    );
  }
  if (!documents.data || !student.data) {
    return (
      <>
        <PageHeading title={title} />
        <Spinner label="Loading the statement" />
      </>
    );
  }

  const issued = documents.data
    .filter((d) => d.status !== 'draft')
    .sort((a, b) => (a.issue_date ?? '').localeCompare(b.issue_date ?? '') || a.inv_id - b.inv_id);
  const totals = statementTotals(issued);
  const today = localDay();

  return (
    <>
      <style>{A4_PAGE}</style>
      <div className={styles.top}>
        <PageHeading title={title} />
        <Link to={`/student_details/${studentId}`}>Back to {name}</Link>
      </div>
      <div className={styles.actions}>
        <Button variant="secondary" onClick={() => window.print()} disabled={issued.length === 0}>
          Print
        </Button>
        <DownloadPdfButton download={pdf} onClick={() => pdf.start(() => downloadPdf(studentId, today))} disabled={issued.length === 0} />
      </div>
      <DownloadPdfFailed download={pdf} />
      {issued.length === 0 ? (
        <EmptyState title="No invoices yet" icon="receipt">
          No tax invoice or credit note about {name} has been issued.
        </EmptyState>
      ) : (
        <article className={styles.sheet} aria-label="The statement">
          <div className={styles.sheetHead}>
            <h2 className={styles.docTitle}>Statement of account</h2>
            <span>As on {formatDate(today)}</span>
          </div>
          <p className={styles.facts}>
            {name} · {student.data.email}
            {student.data.mobile ? ` · ${student.data.mobile}` : ''}
          </p>
          <section aria-labelledby="statement-summary">
            <h3 id="statement-summary" className={styles.sectionTitle}>
              Summary
            </h3>
            {totals.map((t) => (
              <dl key={t.currency} className={styles.summary} aria-label={`Summary in ${t.currency}`}>
                <div className={styles.summaryItem}>
                  <dt className={styles.summaryLabel}>Invoiced</dt>
                  <dd className={styles.summaryValue}>{formatMinor(t.invoiced, t.currency)}</dd>
                </div>
                <div className={styles.summaryItem}>
                  <dt className={styles.summaryLabel}>Credited</dt>
                  <dd className={styles.summaryValue}>{formatMinor(t.credited, t.currency)}</dd>
                </div>
                <div className={styles.summaryItem}>
                  <dt className={styles.summaryLabel}>Paid</dt>
                  <dd className={styles.summaryValue}>{formatMinor(t.paid, t.currency)}</dd>
                </div>
                <div className={styles.summaryItem}>
                  <dt className={styles.summaryLabel}>Balance due</dt>
                  <dd className={styles.summaryValue}>{formatMinor(t.due, t.currency)}</dd>
                </div>
              </dl>
            ))}
          </section>
          <h3 className={styles.sectionTitle}>Documents</h3>
          <Table caption="Invoices and credit notes" columns={COLUMNS} rows={issued} rowKey={(d) => d.inv_id} cards />
          {documents.data.length >= STATEMENT_LIMIT ? (
            <p className={styles.muted}>The first {formatCount(STATEMENT_LIMIT)} documents are shown; see all on the invoices page.</p>
          ) : null}
        </article>
      )}
    </>
  );
}
