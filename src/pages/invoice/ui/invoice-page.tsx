import { useState, type ComponentType } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { useSession } from '@/entities/session';
import { downloadInvoicePdf, invoiceName, invoicePath, invoiceQueries, InvoiceStatusBadge, KIND_LABEL, STATUS_LABEL, type TaxInvoice } from '@/entities/invoice';
import { useDownload } from '@/shared/lib/pdf-download';
import { Button } from '@/shared/ui/button';
import { DownloadPdfButton, DownloadPdfFailed } from '@/shared/ui/download-pdf';
import { A4_PAGE } from '@/shared/ui/print-sheet';
import { loadGate } from '@/shared/ui/load-gate';
import { Notice, PageHeading } from '@/shared/ui/page';
import { StatusHistory } from '@/shared/ui/status-history';
import { CreditNoteDialog, IssueInvoiceDialog, RecordPaymentDialog, VoidInvoiceDialog, type InvoiceActionDialogProps } from '@/features/manage-invoice';
import { actionsFor, type InvoiceAction } from '../model/invoice-actions';
import { InvoiceSheet } from './invoice-sheet';
import * as styles from './invoice-page.css';

const ACTION: Record<InvoiceAction, { label: string; dialog: ComponentType<InvoiceActionDialogProps>; variant: 'primary' | 'secondary' | 'danger' }> = {
  issue: { label: 'Issue invoice', dialog: IssueInvoiceDialog, variant: 'primary' },
  pay: { label: 'Record payment', dialog: RecordPaymentDialog, variant: 'primary' },
  void: { label: 'Void invoice', dialog: VoidInvoiceDialog, variant: 'danger' },
  credit: { label: 'Issue credit note', dialog: CreditNoteDialog, variant: 'secondary' },
};

const DONE: Record<Exclude<InvoiceAction, 'credit'>, (invoice: TaxInvoice) => string> = {
  issue: (i) => `Issued as ${invoiceName(i)}.`,
  pay: (i) => (i.status === 'paid' ? `The payment was recorded: ${invoiceName(i)} is paid.` : `The payment was recorded: ${invoiceName(i)} is ${STATUS_LABEL[i.status].toLowerCase()}.`),
  void: (i) => `${invoiceName(i)} is void.`,
};


const idOf = (raw: string | undefined) => (raw && /^\d{1,10}$/.test(raw) && Number(raw) <= 2147483647 ? Number(raw) : 0);

/**
 * /tax-invoice/{inv_id} (our route: the spec names none for one tax invoice): the invoice or credit note as printed —
 * supplier and buyer with GSTIN and state, place of supply, lines with SAC/HSN and their CGST + SGST or IGST, totals,
 * amount in words, reverse charge — its status history, and the actions the transition table allows the caller, each
 * a dialog. The browser's print gives the invoice alone on A4.
 */
export function InvoicePage() {
  const invId = idOf(useParams().inv_id);
  const { user } = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  const invoice = useQuery({ ...invoiceQueries.detail(invId), enabled: invId > 0 });
  const statuses = useQuery({ ...invoiceQueries.statuses(), enabled: invId > 0 });
  const [open, setOpen] = useState<InvoiceAction | null>(null);
  // What the last action did, said on the page of the invoice it concerns (not on another one opened after it).
  const [noticeOf, setNoticeOf] = useState<{ invId: number; text: string } | null>(() =>
    (location.state as { created?: boolean } | null)?.created ? { invId, text: 'The draft was saved. Check it, then issue it.' } : null,
  );
  const notice = noticeOf?.invId === invId ? noticeOf.text : null;
  const pdf = useDownload(invId);

  const gate = loadGate(invId, invoice, {
    heading: 'Invoice',
    gone: 'This invoice is not one you may see, or it does not exist',
    failed: 'The invoice could not be loaded',
    loading: 'Loading the invoice',
    back: <Link to="/invoice">Back to the invoices</Link>,
  });
  if (gate.screen) return gate.screen;

  const current = gate.data;
  const actions = actionsFor(current, statuses.data, user?.user_type);
  const title = current.invoice_no ? `${KIND_LABEL[current.kind]} ${current.invoice_no}` : `Draft invoice #${current.inv_id}`;
  const handleDone = (action: InvoiceAction) => (result: TaxInvoice) => {
    if (action === 'credit') {
      navigate(invoicePath(result.inv_id));
      setNoticeOf({ invId: result.inv_id, text: `Credit note ${invoiceName(result)} was issued against ${invoiceName(current)}.` });
      return;
    }
    setNoticeOf({ invId: result.inv_id, text: DONE[action](result) });
  };
  const Dialog = open ? ACTION[open].dialog : null;

  return (
    <>
      <style>{A4_PAGE}</style>
      <div className={styles.top}>
        <PageHeading title={title} lead={<InvoiceStatusBadge status={current.status} />} />
        <Link to="/invoice">All invoices</Link>
      </div>
      {notice ? <Notice tone="success">{notice}</Notice> : null}
      <div className={styles.actions}>
        {actions.map((action) => (
          <Button key={action} variant={ACTION[action].variant} onClick={() => setOpen(action)}>
            {ACTION[action].label}
          </Button>
        ))}
        <Button variant="secondary" onClick={() => window.print()}>
          Print
        </Button>
        <DownloadPdfButton download={pdf} onClick={() => pdf.start(() => downloadInvoicePdf(current))} />
      </div>
      <DownloadPdfFailed download={pdf} />
      <InvoiceSheet invoice={current} />
      <StatusHistory
        id="invoice-history"
        moves={current.history.map((move) => ({
          key: `${move.changed_at}-${move.to}`,
          what: move.from ? `${STATUS_LABEL[move.from]} → ${STATUS_LABEL[move.to]}` : STATUS_LABEL[move.to],
          at: move.changed_at,
          by: move.changed_by === null ? 'on payment' : move.changed_by === user?.user_id ? 'by you' : `by user ${move.changed_by}`,
          note: move.note,
        }))}
        className={styles.noPrint}
        titleClassName={styles.sectionTitle}
        listClassName={styles.history}
      />
      {Dialog && open ? <Dialog open invoice={current} onOpenChange={(next) => (next ? null : setOpen(null))} onDone={handleDone(open)} /> : null}
    </>
  );
}
