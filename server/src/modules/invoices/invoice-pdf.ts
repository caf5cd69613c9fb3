// One tax invoice or credit note as an A4 PDF (getInvoicePdf), through PDFKit: the same content as its page
// (src/pages/invoice/ui/invoice-sheet.tsx), what rules 46 and 53 of the CGST Rules ask of the document. The font, money,
// days, totals, signatory and page footer are the shared ones of platform/pdf/pdf-kit.ts.
import { DEFAULT_SAC } from './gst.ts';
import type { Party, TaxInvoice } from './invoices.repository.ts';
import {
  definitions, finish, formatDay, formatMinor, GREY, heading, MARGIN, numberFileName, openPdf, RULE, signatory, sums, type PdfSignature,
} from '../../platform/pdf/pdf-kit.ts';

export type { PdfSignature } from '../../platform/pdf/pdf-kit.ts';

const KIND_LABEL: Record<TaxInvoice['kind'], string> = { invoice: 'Tax invoice', credit_note: 'Credit note' };

/** The name the file is downloaded under: the number with `/` as `-`, or the draft's id. */
export function invoicePdfName(invoice: Pick<TaxInvoice, 'invoice_no' | 'inv_id'>): string {
  return invoice.invoice_no ? numberFileName(invoice.invoice_no) : `draft-${invoice.inv_id}.pdf`;
}

/** Renders the document; resolves with the whole file. */
export function renderInvoicePdf(invoice: TaxInvoice, signature: PdfSignature | null): Promise<Buffer> {
  const isNote = invoice.kind === 'credit_note';
  const title = `${KIND_LABEL[invoice.kind]}${invoice.status === 'draft' ? ' (draft)' : ''}`;
  const pdf = openPdf({
    Title: `${title} ${invoice.invoice_no ?? ''}`.trim(),
    Author: invoice.supplier?.legal_name ?? 'Unipath',
    Subject: `${title} to ${invoice.buyer.legal_name}`,
  });
  const { doc, width } = pdf;
  const money = (minor: number) => formatMinor(minor, invoice.currency);

  // Head: what it is, and its number.
  heading(pdf, title, invoice.invoice_no ?? 'Number given when issued', invoice.status === 'void' ? 'VOID' : undefined);

  // The facts of the document.
  const facts: [string, string | null][] = [
    ['Date', invoice.issue_date ? formatDay(invoice.issue_date) : 'Not issued yet'],
    ['Financial year', invoice.financial_year],
    ['Place of supply', invoice.place_of_supply === '96' ? '96 (outside India)' : invoice.place_of_supply],
    ['Tax', invoice.inter_state ? 'IGST (inter-state)' : 'CGST + SGST (intra-state)'],
    ['Reverse charge', invoice.reverse_charge ? 'Yes — the tax is paid by the recipient' : 'No'],
    ['Against invoice', invoice.credit_of?.invoice_no ?? null],
    [invoice.status === 'void' ? 'Voided because' : 'Reason', invoice.reason],
  ];
  definitions(doc, facts, MARGIN, width);
  doc.moveDown(0.8);

  // Supplier and buyer side by side.
  const top = doc.y;
  const half = (width - 20) / 2;
  const supplierEnd = party(doc, 'Supplier', invoice.supplier, 'The business’s invoice profile, printed when the invoice is issued.', MARGIN, top, half);
  const buyerEnd = party(doc, isNote ? 'Recipient' : 'Buyer', invoice.buyer, '', MARGIN + half + 20, top, half);
  doc.x = MARGIN;
  doc.y = Math.max(supplierEnd, buyerEnd) + 14;

  // The lines.
  const tax = invoice.inter_state ? ['IGST'] : ['CGST', 'SGST'];
  const header = ['#', 'Description', 'SAC/HSN', 'Qty', 'Unit price', 'Taxable value', 'GST', ...tax, 'Total'];
  const right = new Set(['Qty', 'Unit price', 'Taxable value', 'GST', 'CGST', 'SGST', 'IGST', 'Total']);
  doc.font('body').fontSize(7.5);
  doc.table({
    columnStyles: invoice.inter_state ? [18, '*', 44, 26, 58, 62, 30, 56, 62] : [18, '*', 44, 24, 54, 56, 28, 48, 48, 56],
    defaultStyle: { border: 0.5, borderColor: RULE, padding: 3 },
    data: [
      header.map((text) => ({ text, type: 'TH' as const, font: { src: 'bold' }, backgroundColor: '#eeeeee', align: { x: right.has(text) ? 'right' as const : 'left' as const } })),
      ...invoice.lines.map((line) => {
        const taxes = invoice.inter_state ? [money(line.igst_minor)] : [money(line.cgst_minor), money(line.sgst_minor)];
        const cells = [String(line.line_no), line.description, line.sac || DEFAULT_SAC, String(line.quantity), money(line.unit_price_minor),
          money(line.taxable_minor), `${line.gst_rate} %`, ...taxes, money(line.total_minor)];
        return cells.map((text, i) => ({ text, align: { x: right.has(header[i]) ? 'right' as const : 'left' as const } }));
      }),
    ],
  });
  doc.moveDown(1);

  // Totals, on the right.
  const { totals } = invoice;
  const rows: [string, string][] = [
    ['Taxable value', money(totals.taxable_minor)],
    ...(invoice.inter_state ? [['IGST', money(totals.igst_minor)] as [string, string]] : [['CGST', money(totals.cgst_minor)], ['SGST', money(totals.sgst_minor)]] as [string, string][]),
    ['Total tax', money(totals.tax_minor)],
    [isNote ? 'Credit note total' : 'Invoice total', money(totals.total_minor)],
    ...(isNote ? [] : [['Paid', money(invoice.paid_minor)], ['Credited', money(invoice.credited_minor)], ['Balance due', money(invoice.balance_minor)]] as [string, string][]),
  ];
  const strong = new Set(['Invoice total', 'Credit note total', 'Balance due']);
  sums(pdf, rows.map(([term, value]) => ({ term, value, strong: strong.has(term) })));
  doc.x = MARGIN;
  doc.moveDown(0.8);
  doc.font('body').fontSize(9).text('Amount in words: ', MARGIN, doc.y, { continued: true, width }).font('bold').text(invoice.amount_in_words);
  doc.moveDown(1.5);

  // Who signs for the supplier.
  if (invoice.supplier) {
    signatory(pdf, invoice.supplier.legal_name, signature, { signed: (name) => `Authorised signatory (${name})`, blank: 'Authorised signatory' });
  }

  // Every page: DRAFT across a draft, and its page number.
  return finish(pdf, invoice.invoice_no ?? title, invoice.status === 'draft');
}

/** One party's box; answers where it ends. */
function party(doc: PDFKit.PDFDocument, title: string, who: Party | null, pending: string, x: number, y: number, width: number): number {
  doc.font('bold').fontSize(10).text(title, x, y, { width });
  doc.moveDown(0.2);
  if (!who) {
    doc.font('body').fontSize(9).text(pending, x, doc.y, { width });
    return doc.y;
  }
  doc.font('bold').fontSize(9).text(who.legal_name, x, doc.y, { width });
  doc.font('body').fontSize(9).text(who.address, x, doc.y, { width });
  doc.moveDown(0.3);
  const state = who.state_code ?? (who.country_code === 'IN' ? null : `Outside India (${who.country_code})`);
  const rows: [string, string | null | undefined][] = [
    ['GSTIN', who.gstin ?? 'Unregistered'],
    ['State code', state],
    ['PAN', who.pan],
    ['Email', who.email],
  ];
  for (const [term, value] of rows) {
    if (!value) continue;
    doc.font('body').fontSize(8.5).fillColor(GREY).text(`${term}: `, x, doc.y, { width, continued: true }).fillColor('black').text(value);
  }
  return doc.y;
}
