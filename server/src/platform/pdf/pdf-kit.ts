// What every printed money document shares (the tax invoice, the partner invoice, the clubbed bill, the statement of
// account): an A4 PDFKit document set in DejaVu Sans (an npm package, so every server has the same font and the rupee
// sign, never a system font), money from integer minor units, days as DD-MM-YYYY, term/value rows, a table that flows
// onto further pages with its header repeated, the signatory block, and the footer "page n of N" (DRAFT across a draft).
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import PDFDocument from 'pdfkit';

const require = createRequire(import.meta.url);
const FONT_DIR = join(dirname(require.resolve('dejavu-fonts-ttf/package.json')), 'ttf');
const REGULAR = join(FONT_DIR, 'DejaVuSans.ttf');
const BOLD = join(FONT_DIR, 'DejaVuSans-Bold.ttf');

export const MARGIN = 40;
export const GREY = '#555555';
export const RULE = '#bbbbbb';

const FORMATS = new Map<string, Intl.NumberFormat>();

/** A minor amount with its currency, from its exact decimal text (never a float): ₹1,18,050.00 for INR. */
export function formatMinor(minor: number | bigint, currency: string): string {
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

/** A calendar date (YYYY-MM-DD, or the start of an ISO timestamp) as the spec shows dates: DD-MM-YYYY. */
export function formatDay(day: string): string {
  const [year, month, date] = day.slice(0, 10).split('-');
  return `${date}-${month}-${year}`;
}

/** A moment as the screens show it, in India's time: 29-11-2026 14:05. */
export function formatMoment(iso: string): string {
  const local = new Date(new Date(iso).getTime() + 330 * 60_000).toISOString();
  return `${formatDay(local)} ${local.slice(11, 16)}`;
}

/** A document number as a file name: `/` becomes `-` (PCI/26-27/3 → PCI-26-27-3.pdf). */
export const numberFileName = (number: string): string => `${number.replace(/\//g, '-')}.pdf`;

export type PdfSignature = { bytes: Buffer; signedBy: string };
export type Pdf = { doc: PDFKit.PDFDocument; width: number; done: Promise<Buffer> };

/** A new A4 document with the two fonts registered ('body', 'bold'); `done` resolves with the whole file after `finish`. */
export function openPdf(info: { Title: string; Author: string; Subject: string }): Pdf {
  const doc = new PDFDocument({ size: 'A4', margin: MARGIN, bufferPages: true, info });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.registerFont('body', REGULAR);
  doc.registerFont('bold', BOLD);
  return { doc, width: doc.page.width - 2 * MARGIN, done };
}

/** The title on the left and the number on the right of the first line, with a red mark under it (VOID) if given. */
export function heading(pdf: Pdf, title: string, number: string, mark?: string): void {
  const { doc, width } = pdf;
  doc.font('bold').fontSize(16).text(title, MARGIN, MARGIN, { width: width / 2 });
  doc.font('bold').fontSize(12).text(number, MARGIN + width / 2, MARGIN + 3, { width: width / 2, align: 'right' });
  if (mark) doc.font('bold').fontSize(10).fillColor('#b00020').text(mark, MARGIN + width / 2, doc.y, { width: width / 2, align: 'right' }).fillColor('black');
  doc.x = MARGIN;
  doc.moveDown(1.2);
}

/** A section title. */
export function section(pdf: Pdf, title: string): void {
  ensureRoom(pdf.doc, 40);
  pdf.doc.font('bold').fontSize(11).fillColor('black').text(title, MARGIN, pdf.doc.y, { width: pdf.width });
  pdf.doc.moveDown(0.3);
}

/** A new page when less than `height` points are left above the bottom margin. */
export function ensureRoom(doc: PDFKit.PDFDocument, height: number): void {
  if (doc.y + height > doc.page.height - doc.page.margins.bottom) doc.addPage();
}

/** Term and value rows, in two columns; empty values are left out. */
export function definitions(doc: PDFKit.PDFDocument, rows: [string, string | null | undefined][], x: number, width: number): void {
  for (const [term, value] of rows) {
    if (!value) continue;
    ensureRoom(doc, 14);
    const y = doc.y;
    doc.font('body').fontSize(9).fillColor(GREY).text(term, x, y, { width: 110 });
    const termBottom = doc.y;
    doc.fillColor('black').text(value, x + 115, y, { width: width - 115 });
    doc.y = Math.max(doc.y, termBottom) + 1;
  }
  doc.x = x;
}

export type Column = { header: string; width: number | '*'; right?: boolean };

/**
 * A table of text cells in 8-point type; a row that does not fit on the page starts the next one, under the header
 * drawn again, so a long list flows over as many pages as it needs.
 */
export function flowTable(pdf: Pdf, columns: Column[], rows: string[][]): void {
  const { doc, width } = pdf;
  const fixed = columns.reduce((sum, c) => sum + (c.width === '*' ? 0 : c.width), 0);
  const stars = columns.filter((c) => c.width === '*').length || 1;
  const widths = columns.map((c) => (c.width === '*' ? (width - fixed) / stars : c.width));
  const pad = 3;
  const heightOf = (cells: string[], font: string) =>
    Math.max(...cells.map((text, i) => doc.font(font).fontSize(8).heightOfString(text || ' ', { width: widths[i] - 2 * pad }))) + 2 * pad;
  const draw = (cells: string[], header: boolean) => {
    const font = header ? 'bold' : 'body';
    const height = heightOf(cells, font);
    let x = MARGIN;
    const y = doc.y;
    if (header) doc.rect(MARGIN, y, width, height).fill('#eeeeee');
    cells.forEach((text, i) => {
      doc.lineWidth(0.5).strokeColor(RULE).rect(x, y, widths[i], height).stroke();
      doc.font(font).fontSize(8).fillColor('black')
        .text(text, x + pad, y + pad, { width: widths[i] - 2 * pad, align: columns[i].right ? 'right' : 'left' });
      x += widths[i];
    });
    doc.x = MARGIN;
    doc.y = y + height;
  };
  const headers = columns.map((c) => c.header);
  ensureRoom(doc, heightOf(headers, 'bold') + 20);
  draw(headers, true);
  for (const row of rows) {
    if (doc.y + heightOf(row, 'body') > doc.page.height - doc.page.margins.bottom) {
      doc.addPage();
      draw(headers, true);
    }
    draw(row, false);
  }
  doc.moveDown(0.8);
}

/** Label and value pairs on the right, the strong ones in bold (totals). */
export function sums(pdf: Pdf, rows: { term: string; value: string; strong?: boolean }[]): void {
  const { doc, width } = pdf;
  const x = MARGIN + width - 260;
  for (const { term, value, strong } of rows) {
    ensureRoom(doc, 16);
    const y = doc.y;
    doc.font(strong ? 'bold' : 'body').fontSize(9).fillColor('black').text(term, x, y, { width: 130 });
    doc.text(value, x + 130, y, { width: 130, align: 'right' });
    doc.moveDown(0.2);
  }
  doc.x = MARGIN;
}

/**
 * Who signs, on the right: `For <whom>`, then the uploaded signature image with `label(name)` under it, or a blank
 * space over `blank` for a hand signature.
 */
export function signatory(pdf: Pdf, whom: string, signature: PdfSignature | null, label: { signed: (name: string) => string; blank: string }): void {
  const { doc, width } = pdf;
  ensureRoom(doc, 110);
  const x = MARGIN + width - 200;
  doc.font('body').fontSize(9).fillColor('black').text(`For ${whom}`, x, doc.y, { width: 200, align: 'right' });
  if (signature) {
    try {
      doc.image(signature.bytes, x + 60, doc.y + 4, { fit: [140, 48], align: 'right' });
    } catch {
      // An image PDFKit cannot read is left out; the signatory line still prints.
    }
    doc.y += 56;
  } else {
    doc.y += 36;
    doc.lineWidth(0.5).strokeColor(GREY).moveTo(x + 40, doc.y).lineTo(x + 200, doc.y).stroke();
    doc.y += 4;
  }
  doc.font('body').fontSize(8).fillColor(GREY)
    .text(signature ? label.signed(signature.signedBy) : label.blank, x, doc.y, { width: 200, align: 'right' })
    .fillColor('black');
  doc.x = MARGIN;
}

/** Every page: DRAFT across it when `draft`, and `<label> · page n of N` at its foot; then the file is written out. */
export function finish(pdf: Pdf, label: string, draft = false): Promise<Buffer> {
  const { doc, width } = pdf;
  const pages = doc.bufferedPageRange();
  for (let i = pages.start; i < pages.start + pages.count; i += 1) {
    doc.switchToPage(i);
    if (draft) {
      doc.save().rotate(-35, { origin: [doc.page.width / 2, doc.page.height / 2] })
        .font('bold').fontSize(110).fillColor('#000000').fillOpacity(0.07)
        .text('DRAFT', 0, doc.page.height / 2 - 60, { width: doc.page.width, align: 'center', lineBreak: false })
        .restore();
    }
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc.font('body').fontSize(7).fillColor(GREY).fillOpacity(1)
      .text(`${label} · page ${i - pages.start + 1} of ${pages.count}`, MARGIN, doc.page.height - 28, { width, align: 'center', lineBreak: false })
      .fillColor('black');
    doc.page.margins.bottom = bottom;
  }
  doc.end();
  return pdf.done;
}
