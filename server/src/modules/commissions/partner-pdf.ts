// A partner commission invoice (getPartnerInvoicePdf) and a clubbed bill (getClubbedInvoicePdf) as A4 PDFs: the same
// content as their pages (src/pages/manual-invoice, src/pages/clubbed-invoice), drawn with the shared helpers of
// platform/pdf/pdf-kit.ts (the font, money, days, tables that flow over pages, the signatory, "page n of N").
import type { PortalSchemas } from '../../contract-types.ts';
import {
  definitions, finish, flowTable, formatDay, formatMinor, formatMoment, heading, MARGIN, numberFileName, openPdf, section, signatory, sums,
  type PdfSignature,
} from '../../platform/pdf/pdf-kit.ts';
import { STATUSES } from './partner-invoice-lifecycle.ts';

type Detail = PortalSchemas['PartnerInvoiceDetail'];
type Clubbed = PortalSchemas['ClubbedInvoice'];
type HistoryEntry = PortalSchemas['PartnerInvoiceHistoryEntry'];

const LABEL = new Map(STATUSES.map((s) => [s.value, s.label]));
const statusLabel = (status: Detail['status']) => LABEL.get(status) ?? status;

/** A rate in basis points as the page shows it: 1250 → 12.5 %. */
export function formatBasisPoints(bp: number): string {
  const whole = Math.trunc(bp / 100);
  const rest = String(bp % 100).padStart(2, '0').replace(/0+$/, '');
  return `${whole}${rest ? `.${rest}` : ''} %`;
}

/** The partner invoice's file name: its number with `/` as `-`, or `draft-partner-<id>.pdf` before it has one. */
export const partnerInvoicePdfName = (invoice: Pick<Detail, 'invoice_no' | 'inv_id'>): string =>
  invoice.invoice_no ? numberFileName(invoice.invoice_no) : `draft-partner-${invoice.inv_id}.pdf`;

export const clubbedPdfName = (bill: Pick<Clubbed, 'clubbed_invoice_no'>): string => numberFileName(bill.clubbed_invoice_no);

function titleOf(invoice: Detail): string {
  const kind = invoice.manual ? 'Manual invoice' : 'Commission invoice';
  return invoice.status === 'draft' ? `${kind} (draft)` : kind;
}

function historyLine(entry: HistoryEntry, currency: string): string {
  const what = entry.amount_to_minor !== null && entry.amount_from_minor !== null
    ? `Amount ${formatMinor(entry.amount_from_minor, currency)} → ${formatMinor(entry.amount_to_minor, currency)}`
    : entry.from_status ? `${statusLabel(entry.from_status)} → ${statusLabel(entry.to_status)}` : statusLabel(entry.to_status);
  const who = entry.changed_by ? `by ${entry.changed_by.name}` : 'by Unipath';
  return [what, formatMoment(entry.changed_at), who, entry.note].filter(Boolean).join(' · ');
}

/**
 * One partner invoice: the term with the ledger's figures, the amount claimed, who raised and reviewed it, the bill
 * it is in, its history, and the raiser's signature ("Authorised signatory: <name>") or a line to sign by hand.
 */
export function renderPartnerInvoicePdf(invoice: Detail, partner: { pan: string | null }, signature: PdfSignature | null): Promise<Buffer> {
  const title = titleOf(invoice);
  const pdf = openPdf({
    Title: `${title} ${invoice.invoice_no ?? ''}`.trim(),
    Author: invoice.raised_by.name,
    Subject: `${title} of ${invoice.raised_by.name} to Unipath`,
  });
  const { doc, width } = pdf;
  const money = (minor: number) => formatMinor(minor, invoice.currency);
  const corrected = invoice.amount_minor !== invoice.ledger_share_minor;

  heading(pdf, title, invoice.invoice_no ?? 'Number given when raised');
  definitions(doc, [
    ['Status', statusLabel(invoice.status)],
    ['Partner', invoice.raised_by.name],
    ['PAN', partner.pan],
    ['Raised on', invoice.raised_at ? formatMoment(invoice.raised_at).slice(0, 10) : null],
    ['Due date', invoice.due_date ? formatDay(invoice.due_date) : null],
  ], MARGIN, width);
  doc.moveDown(0.8);

  section(pdf, 'The term claimed');
  definitions(doc, [
    ['Student', invoice.student.name],
    ['University', `${invoice.university.name}, ${invoice.university.country}`],
    ['Course', invoice.course?.name],
    ['Term', invoice.term_label ?? `Term ${invoice.term}`],
    ['Intake', invoice.intake],
    ['Census date', formatDay(invoice.census_date)],
    ['Tuition', money(invoice.tuition_minor)],
    ['Commission rate', invoice.rate_type === 'percent' && invoice.rate_basis_points !== null ? `${formatBasisPoints(invoice.rate_basis_points)} of tuition` : 'Flat'],
    ['Partner share', `${formatBasisPoints(invoice.share_basis_points)} · ${money(invoice.ledger_share_minor)} by the ledger`],
    ['Amount claimed', corrected ? `${money(invoice.amount_minor)} (corrected by accounts)` : money(invoice.amount_minor)],
    ['Entered by', invoice.manual ? invoice.created_by.name : null],
    ['Reviewed by', invoice.reviewed_by ? `${invoice.reviewed_by.name}${invoice.reviewed_at ? ` on ${formatMoment(invoice.reviewed_at)}` : ''}` : null],
    ['Clubbed in', invoice.ci_id ? `Clubbed invoice #${invoice.ci_id}` : null],
    ['Note', invoice.note],
  ], MARGIN, width);
  doc.moveDown(0.8);

  section(pdf, 'History');
  flowTable(pdf, [{ header: '#', width: 22, right: true }, { header: 'Change', width: '*' }], invoice.history.map((entry, i) => [String(i + 1), historyLine(entry, invoice.currency)]));

  signatory(pdf, invoice.raised_by.name, signature, { signed: (name) => `Authorised signatory: ${name}`, blank: 'Authorised signatory (sign here)' });
  return finish(pdf, invoice.invoice_no ?? title, invoice.status === 'draft');
}

/**
 * One clubbed bill: its number, status, partner, the invoices it holds, the total per currency and the account to
 * pay, exactly as getClubbedInvoice answered it to this caller (masked for others than the raiser and accounts).
 */
export function renderClubbedPdf(bill: Clubbed): Promise<Buffer> {
  const pdf = openPdf({ Title: `Clubbed invoice ${bill.clubbed_invoice_no}`, Author: bill.raised_by.name, Subject: `Clubbed commission invoice of ${bill.raised_by.name}` });
  const { doc, width } = pdf;
  heading(pdf, 'Clubbed invoice', bill.clubbed_invoice_no);
  const bank = bill.bank;
  definitions(doc, [
    ['Status', statusLabel(bill.status)],
    ['Partner', bill.raised_by.name],
    ['Made on', formatMoment(bill.created_at).slice(0, 10)],
    ['Paid on', bill.paid_at ? formatMoment(bill.paid_at).slice(0, 10) : null],
    ['Invoices', String(bill.invoice_count)],
  ], MARGIN, width);
  doc.moveDown(0.8);

  section(pdf, 'Pay to');
  if (bank) {
    definitions(doc, [
      ['Account holder', bank.account_holder_name],
      ['Bank', bank.bank_name],
      ['Account number', bank.account_number],
      ['IFSC', bank.ifsc_code],
      ['SWIFT', bank.swift_code],
      ['Branch', bank.branch],
    ], MARGIN, width);
  } else {
    doc.font('body').fontSize(9).text('No primary bank account on file', MARGIN, doc.y, { width });
  }
  doc.moveDown(0.8);

  section(pdf, 'Invoices in this bill');
  flowTable(pdf, [
    { header: 'Invoice', width: 90 }, { header: 'Student', width: '*' }, { header: 'Term', width: 70 }, { header: 'University', width: '*' },
    { header: 'Status', width: 60 }, { header: 'Amount', width: 80, right: true },
  ], bill.invoices.map((i) => [
    i.invoice_no ?? `#${i.inv_id}`, i.student.name, `Term ${i.term}`, i.university.name, statusLabel(i.status), formatMinor(i.amount_minor, i.currency),
  ]));

  // Per currency, never added across currencies (a bill holds one; the sum is written so all the same).
  const totals = new Map<string, bigint>();
  for (const i of bill.invoices) totals.set(i.currency, (totals.get(i.currency) ?? 0n) + BigInt(i.amount_minor));
  sums(pdf, [...totals].sort(([a], [b]) => a.localeCompare(b)).map(([currency, minor]) => ({ term: `Total (${currency})`, value: formatMinor(minor, currency), strong: true })));
  return finish(pdf, bill.clubbed_invoice_no);
}
