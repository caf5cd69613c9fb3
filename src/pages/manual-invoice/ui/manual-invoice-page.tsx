import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { correctPartnerInvoiceAmount as correctAccess, mayCall } from '@contract/access';
import { useSession } from '@/entities/session';
import { PARTNER_STATUS_LABEL, partnerInvoiceQueries, PartnerInvoiceStatusBadge, type PartnerInvoiceDetail, type PartnerInvoiceHistoryEntry } from '@/entities/partner-invoice';
import { CorrectAmountForm, PartnerInvoiceMoves } from '@/features/review-partner-invoice';
import { formatBasisPoints, formatMinor } from '@/shared/lib/money';
import { DetailList } from '@/shared/ui/detail-list';
import { loadGate } from '@/shared/ui/load-gate';
import { portalApi } from '@/shared/api';
import { saveAnswer, useDownload } from '@/shared/lib/pdf-download';
import { Button } from '@/shared/ui/button';
import { DownloadPdfButton, DownloadPdfFailed } from '@/shared/ui/download-pdf';
import { Notice, PageHeading } from '@/shared/ui/page';
import { A4_PAGE, noPrint, sheet } from '@/shared/ui/print-sheet';
import * as styles from './manual-invoice-page.css';

const timeFormat = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Kolkata' });
const day = (iso: string) => `${iso.slice(8, 10)}-${iso.slice(5, 7)}-${iso.slice(0, 4)}`;
const idOf = (raw: string | undefined) => (raw && /^\d{1,10}$/.test(raw) && Number(raw) <= 2147483647 ? Number(raw) : 0);

function titleOf(invoice: PartnerInvoiceDetail): string {
  const kind = invoice.manual ? 'Manual invoice' : 'Commission invoice';
  return invoice.invoice_no ? `${kind} ${invoice.invoice_no}` : `Draft ${kind.toLowerCase()} #${invoice.inv_id}`;
}

function historyLine(entry: PartnerInvoiceHistoryEntry, currency: string): string {
  const what = entry.amount_to_minor !== null && entry.amount_from_minor !== null
    ? `Amount ${formatMinor(entry.amount_from_minor, currency)} → ${formatMinor(entry.amount_to_minor, currency)}`
    : entry.from_status ? `${PARTNER_STATUS_LABEL[entry.from_status]} → ${PARTNER_STATUS_LABEL[entry.to_status]}` : PARTNER_STATUS_LABEL[entry.to_status];
  const who = entry.changed_by ? `by ${entry.changed_by.name}` : 'by Unipath';
  return [what, timeFormat.format(new Date(entry.changed_at)), who, entry.note].filter(Boolean).join(' · ');
}

/** The invoice's PDF (getPartnerInvoicePdf), saved under the server's file name. */
const downloadPdf = (invoice: PartnerInvoiceDetail) =>
  saveAnswer(
    portalApi.GET('/common/partner-invoices/{inv_id}/pdf', { params: { path: { inv_id: invoice.inv_id } }, parseAs: 'blob' }),
    invoice.invoice_no ? `${invoice.invoice_no.replace(/\//g, '-')}.pdf` : `draft-partner-${invoice.inv_id}.pdf`,
  );

/**
 * /manual-invoice/{mi_id}: one partner commission invoice (a termwise manual one, or any partner invoice by its id) —
 * the term it claims with the ledger's figures, the amount claimed, who raised and reviewed it, its history — and
 * the moves the server allows the caller now (raise, cancel, review, approve, reject), with accounts' correction of
 * the amount while under review.
 */
export function ManualInvoicePage() {
  const invId = idOf(useParams().mi_id);
  const role = useSession().user?.user_type;
  const invoice = useQuery({ ...partnerInvoiceQueries.detail(invId), enabled: invId > 0 });
  const [notice, setNotice] = useState<string | null>(null);
  const pdf = useDownload(invId);

  const gate = loadGate(invId, invoice, {
    heading: 'Manual invoice',
    gone: 'This invoice is not one you may see, or it does not exist',
    failed: 'The invoice could not be loaded',
    loading: 'Loading the invoice',
    back: <Link to="/commission">Back to commissions</Link>,
  });
  if (gate.screen) return gate.screen;

  const current = gate.data;
  const money = (minor: number) => formatMinor(minor, current.currency);
  const corrected = current.amount_minor !== current.ledger_share_minor;
  const mayCorrect = mayCall(correctAccess, role) && current.status === 'under_review';

  // On paper (Print, or the browser's own): the sheet alone on A4, its figures and history; the moves and links left off.
  return (
    <div className={sheet}>
      <style>{A4_PAGE}</style>
      <div className={styles.top}>
        <PageHeading title={titleOf(current)} lead={<PartnerInvoiceStatusBadge status={current.status} />} />
        <span className={`${styles.top} ${noPrint}`}>
          <Button variant="secondary" onClick={() => window.print()}>
            Print
          </Button>
          <DownloadPdfButton download={pdf} onClick={() => pdf.start(() => downloadPdf(current))} />
          <Link to="/commission">Commissions</Link>
        </span>
      </div>
      <div className={noPrint}>
        <DownloadPdfFailed download={pdf} />
      </div>
      {notice ? <div className={noPrint}><Notice tone="success">{notice}</Notice></div> : null}
      <DetailList
        items={[
          { term: 'Partner', value: current.raised_by.name },
          { term: 'Student', value: current.student.name },
          { term: 'University', value: `${current.university.name}, ${current.university.country}` },
          { term: 'Course', value: current.course?.name },
          { term: 'Term', value: current.term_label ?? `Term ${current.term}` },
          { term: 'Intake', value: current.intake },
          { term: 'Census date', value: day(current.census_date) },
          { term: 'Tuition', value: money(current.tuition_minor) },
          {
            term: 'Commission rate',
            value: current.rate_type === 'percent' && current.rate_basis_points !== null ? `${formatBasisPoints(current.rate_basis_points)} of tuition` : 'Flat',
          },
          { term: 'Partner share', value: `${formatBasisPoints(current.share_basis_points)} · ${money(current.ledger_share_minor)} by the ledger` },
          { term: 'Amount claimed', value: corrected ? `${money(current.amount_minor)} (corrected by accounts)` : money(current.amount_minor) },
          { term: 'Due date', value: current.due_date ? day(current.due_date) : null },
          { term: 'Entered by', value: current.manual ? current.created_by.name : null },
          { term: 'Reviewed by', value: current.reviewed_by?.name },
          {
            term: 'Clubbed in',
            value: current.ci_id ? <Link to={`/invoice/clubbed_invoice?ci_id=${current.ci_id}`}>Clubbed invoice #{current.ci_id}</Link> : null,
          },
          { term: 'Note', value: current.note },
        ]}
      />
      <div className={`${styles.panels} ${noPrint}`}>
        <PartnerInvoiceMoves key={`${current.inv_id}-${current.status}`} invoice={current} onDone={setNotice} />
        {mayCorrect ? <CorrectAmountForm key={`${current.inv_id}-${current.amount_minor}`} invoice={current} onDone={setNotice} /> : null}
      </div>
      <section aria-labelledby="partner-invoice-history">
        <h2 id="partner-invoice-history" className={styles.sectionTitle}>
          History
        </h2>
        <ol className={styles.history}>
          {current.history.map((entry, i) => (
            <li key={`${entry.changed_at}-${i}`}>{historyLine(entry, current.currency)}</li>
          ))}
        </ol>
      </section>
    </div>
  );
}
