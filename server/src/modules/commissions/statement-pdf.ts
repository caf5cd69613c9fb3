// A student's statement of account (getStudentStatementPdf) as an A4 PDF: the same content as
// /student_list-print/{student_user_id} (src/pages/student-invoices-print) — every issued tax invoice and credit note
// the caller may read, oldest first, and the sums per currency, never added across currencies, in BigInt minor units.
import type { PortalSchemas } from '../../contract-types.ts';
import { definitions, finish, flowTable, formatDay, formatMinor, heading, MARGIN, openPdf, section, sums } from '../../platform/pdf/pdf-kit.ts';

type TaxInvoice = PortalSchemas['TaxInvoice'];
export type StatementStudent = { student_user_id: number; name: string; email: string | null; mobile: string | null };
export type StatementTotals = { currency: string; invoiced: bigint; credited: bigint; paid: bigint; due: bigint };

const KIND_LABEL: Record<TaxInvoice['kind'], string> = { invoice: 'Tax invoice', credit_note: 'Credit note' };
const statusLabel = (status: string) => (status.charAt(0).toUpperCase() + status.slice(1)).replace(/_/g, ' ');

/** `statement-<student_user_id>-<YYYY-MM-DD>.pdf`, the day in India. */
export const statementPdfName = (studentUserId: number, today: string): string => `statement-${studentUserId}-${today}.pdf`;

/** The documents a statement lists: issued ones (a draft is not a document yet), oldest first. */
export function statementDocuments(documents: readonly TaxInvoice[]): TaxInvoice[] {
  return documents
    .filter((d) => d.status !== 'draft')
    .sort((a, b) => (a.issue_date ?? '').localeCompare(b.issue_date ?? '') || a.inv_id - b.inv_id);
}

/**
 * The sums per currency, as the page adds them: invoiced (issued invoices, not void), credited (credit notes), paid,
 * and balance due (the invoices' balances, which already count their credit notes).
 */
export function statementTotals(documents: readonly TaxInvoice[]): StatementTotals[] {
  const currencies = [...new Set(documents.map((d) => d.currency))].sort();
  const sum = (values: number[]) => values.reduce((total, v) => total + BigInt(v), 0n);
  return currencies.map((currency) => {
    const invoices = documents.filter((d) => d.currency === currency && d.kind === 'invoice' && d.status !== 'void');
    const notes = documents.filter((d) => d.currency === currency && d.kind === 'credit_note');
    return {
      currency,
      invoiced: sum(invoices.map((i) => i.totals.total_minor)),
      credited: sum(notes.map((n) => n.totals.total_minor)),
      paid: sum(invoices.map((i) => i.paid_minor)),
      due: sum(invoices.map((i) => i.balance_minor)),
    };
  });
}

/** Renders the statement of `documents` (already issued only, oldest first); `more` when the list stopped at its limit. */
export function renderStatementPdf(student: StatementStudent, documents: readonly TaxInvoice[], today: string, more: boolean): Promise<Buffer> {
  const pdf = openPdf({ Title: `Statement of account: ${student.name}`, Author: 'Unipath', Subject: `Tax invoices and credit notes about ${student.name}` });
  const { doc, width } = pdf;
  heading(pdf, 'Statement of account', `As on ${formatDay(today)}`);
  definitions(doc, [['Student', student.name], ['Email', student.email], ['Mobile', student.mobile]], MARGIN, width);
  doc.moveDown(0.8);

  section(pdf, 'Summary');
  if (documents.length === 0) {
    doc.font('body').fontSize(9).text(`No tax invoice or credit note about ${student.name} has been issued.`, MARGIN, doc.y, { width });
  }
  for (const t of statementTotals(documents)) {
    const money = (minor: bigint) => formatMinor(minor, t.currency);
    sums(pdf, [
      { term: `In ${t.currency}: invoiced`, value: money(t.invoiced) },
      { term: 'Credited', value: money(t.credited) },
      { term: 'Paid', value: money(t.paid) },
      { term: 'Balance due', value: money(t.due), strong: true },
    ]);
    doc.moveDown(0.5);
  }
  doc.moveDown(0.5);

  if (documents.length > 0) {
    section(pdf, 'Documents');
    flowTable(pdf, [
      { header: 'Date', width: 58 }, { header: 'Number', width: 78 }, { header: 'Document', width: 58 }, { header: 'Billed to', width: '*' },
      { header: 'Status', width: 58 }, { header: 'Total', width: 66, right: true }, { header: 'Paid', width: 62, right: true },
      { header: 'Balance', width: 62, right: true },
    ], documents.map((d) => {
      const money = (minor: number) => formatMinor(minor, d.currency);
      const isInvoice = d.kind === 'invoice';
      return [
        d.issue_date ? formatDay(d.issue_date) : '', d.invoice_no ?? `#${d.inv_id}`, KIND_LABEL[d.kind], d.buyer.legal_name, statusLabel(d.status),
        money(isInvoice ? d.totals.total_minor : -d.totals.total_minor), isInvoice ? money(d.paid_minor) : '',
        isInvoice && d.status !== 'void' ? money(d.balance_minor) : '',
      ];
    }));
    if (more) doc.font('body').fontSize(8).text('The first 1,000 documents are shown; see all on the invoices page.', MARGIN, doc.y, { width });
  }
  return finish(pdf, `Statement of account: ${student.name}`);
}
