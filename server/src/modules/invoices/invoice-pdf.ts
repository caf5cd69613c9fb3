// One tax invoice or credit note as an A4 PDF (getInvoicePdf), through PDFKit: the same content as its page
// (src/pages/invoice/ui/invoice-sheet.tsx), what rules 46 and 53 of the CGST Rules ask of the document. The text is set
// in DejaVu Sans (an npm package, so every server has the same font and the rupee sign), never a system font.
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import PDFDocument from 'pdfkit';
import { DEFAULT_SAC } from './gst.ts';
import type { Party, TaxInvoice } from './invoices.repository.ts';

const require = createRequire(import.meta.url);
const FONT_DIR = join(dirname(require.resolve('dejavu-fonts-ttf/package.json')), 'ttf');
const REGULAR = join(FONT_DIR, 'DejaVuSans.ttf');
const BOLD = join(FONT_DIR, 'DejaVuSans-Bold.ttf');

const KIND_LABEL: Record<TaxInvoice['kind'], string> = { invoice: 'Tax invoice', credit_note: 'Credit note' };
const MARGIN = 40;
const GREY = '#555555';
const RULE = '#bbbbbb';

const FORMATS = new Map<string, Intl.NumberFormat>();

/** A minor amount with its currency, from its exact decimal text (never a float): ₹1,18,050.00 for INR. */
export function formatMinor(minor: number, currency: string): string {
  const value = BigInt(minor);
  const abs = value < 0n ? -value : value;
  const decimal = `${value < 0n ? '-' : ''}${abs / 100n}.${String(abs % 100n).padStart(2, '0')}`;
  let format = FORMATS.get(currency);
  if (!format) {
    format = new Intl.NumberFormat(currency === 'INR' ? 'en-IN' : 'en', { style: 'currency', currency, minimumFractionDigits: 2, maximumFractionDigits: 2 });
    FORMATS.set(currency, format);
  }
  // Intl.NumberFormat reads a decimal string exactly; its type says number only.
  return format.format(decimal as unknown as number);
}

/** A calendar date (YYYY-MM-DD) as the spec shows dates: DD-MM-YYYY. */
function formatDay(day: string): string {
  const [year, month, date] = day.slice(0, 10).split('-');
  return `${date}-${month}-${year}`;
}

/** The name the file is downloaded under: the number with `/` as `-`, or the draft's id. */
export function invoicePdfName(invoice: Pick<TaxInvoice, 'invoice_no' | 'inv_id'>): string {
  return invoice.invoice_no ? `${invoice.invoice_no.replace(/\//g, '-')}.pdf` : `draft-${invoice.inv_id}.pdf`;
}

export type PdfSignature = { bytes: Buffer; signedBy: string };

/** Renders the document; resolves with the whole file. */
export function renderInvoicePdf(invoice: TaxInvoice, signature: PdfSignature | null): Promise<Buffer> {
  const isNote = invoice.kind === 'credit_note';
  const title = `${KIND_LABEL[invoice.kind]}${invoice.status === 'draft' ? ' (draft)' : ''}`;
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    bufferPages: true,
    info: {
      Title: `${title} ${invoice.invoice_no ?? ''}`.trim(),
      Author: invoice.supplier?.legal_name ?? 'Unipath',
      Subject: `${title} to ${invoice.buyer.legal_name}`,
    },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.registerFont('body', REGULAR);
  doc.registerFont('bold', BOLD);
  const width = doc.page.width - 2 * MARGIN;
  const money = (minor: number) => formatMinor(minor, invoice.currency);

  // Head: what it is, and its number.
  doc.font('bold').fontSize(16).text(title, MARGIN, MARGIN, { width: width / 2 });
  doc.font('bold').fontSize(12).text(invoice.invoice_no ?? 'Number given when issued', MARGIN + width / 2, MARGIN + 3, { width: width / 2, align: 'right' });
  if (invoice.status === 'void') doc.font('bold').fontSize(10).fillColor('#b00020').text('VOID', { width: width / 2 + 0, align: 'right' }).fillColor('black');
  doc.moveDown(1.2);

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
  const sums: [string, string][] = [
    ['Taxable value', money(totals.taxable_minor)],
    ...(invoice.inter_state ? [['IGST', money(totals.igst_minor)] as [string, string]] : [['CGST', money(totals.cgst_minor)], ['SGST', money(totals.sgst_minor)]] as [string, string][]),
    ['Total tax', money(totals.tax_minor)],
    [isNote ? 'Credit note total' : 'Invoice total', money(totals.total_minor)],
    ...(isNote ? [] : [['Paid', money(invoice.paid_minor)], ['Credited', money(invoice.credited_minor)], ['Balance due', money(invoice.balance_minor)]] as [string, string][]),
  ];
  const totalsX = MARGIN + width - 260;
  for (const [term, value] of sums) {
    if (doc.y > doc.page.height - MARGIN - 40) doc.addPage();
    const y = doc.y;
    const strong = term === 'Invoice total' || term === 'Credit note total' || term === 'Balance due';
    doc.font(strong ? 'bold' : 'body').fontSize(9).text(term, totalsX, y, { width: 130 });
    doc.text(value, totalsX + 130, y, { width: 130, align: 'right' });
    doc.moveDown(0.2);
  }
  doc.x = MARGIN;
  doc.moveDown(0.8);
  doc.font('body').fontSize(9).text('Amount in words: ', MARGIN, doc.y, { continued: true, width }).font('bold').text(invoice.amount_in_words);
  doc.moveDown(1.5);

  // Who signs for the supplier.
  if (invoice.supplier) {
    if (doc.y > doc.page.height - MARGIN - 110) doc.addPage();
    const x = MARGIN + width - 200;
    doc.font('body').fontSize(9).text(`For ${invoice.supplier.legal_name}`, x, doc.y, { width: 200, align: 'right' });
    if (signature) {
      try {
        doc.image(signature.bytes, x + 60, doc.y + 4, { fit: [140, 48], align: 'right' });
      } catch {
        // An image PDFKit cannot read is left out; the signatory line still prints.
      }
      doc.y += 56;
    } else {
      doc.y += 36;
    }
    doc.font('body').fontSize(8).fillColor(GREY)
      .text(signature ? `Authorised signatory (${signature.signedBy})` : 'Authorised signatory', x, doc.y, { width: 200, align: 'right' })
      .fillColor('black');
  }

  // Every page: DRAFT across a draft, and its page number.
  const pages = doc.bufferedPageRange();
  for (let i = pages.start; i < pages.start + pages.count; i += 1) {
    doc.switchToPage(i);
    if (invoice.status === 'draft') {
      doc.save().rotate(-35, { origin: [doc.page.width / 2, doc.page.height / 2] })
        .font('bold').fontSize(110).fillColor('#000000').fillOpacity(0.07)
        .text('DRAFT', 0, doc.page.height / 2 - 60, { width: doc.page.width, align: 'center', lineBreak: false })
        .restore();
    }
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc.font('body').fontSize(7).fillColor(GREY).fillOpacity(1)
      .text(`${invoice.invoice_no ?? title} · page ${i - pages.start + 1} of ${pages.count}`, MARGIN, doc.page.height - 28, { width, align: 'center', lineBreak: false })
      .fillColor('black');
    doc.page.margins.bottom = bottom;
  }
  doc.end();
  return done;
}

/** Term and value rows, in two columns; empty values are left out. */
function definitions(doc: PDFKit.PDFDocument, rows: [string, string | null | undefined][], x: number, width: number): void {
  for (const [term, value] of rows) {
    if (!value) continue;
    const y = doc.y;
    doc.font('body').fontSize(9).fillColor(GREY).text(term, x, y, { width: 110 });
    const termBottom = doc.y;
    doc.fillColor('black').text(value, x + 115, y, { width: width - 115 });
    doc.y = Math.max(doc.y, termBottom) + 1;
  }
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
