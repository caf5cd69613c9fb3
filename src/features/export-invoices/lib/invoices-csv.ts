// The browser build of csv-stringify: the plain one reads Node's global `Buffer`, which a browser lacks.
import { stringify } from 'csv-stringify/browser/esm/sync';
import { minorToDecimal, type TaxInvoice } from '@/entities/invoice';

/** The columns of the export, in order: what an accountant's import maps (amounts in major units, a dot, no grouping). */
const COLUMNS: readonly [string, (invoice: TaxInvoice) => string][] = [
  ['Number', (i) => i.invoice_no ?? ''],
  ['Kind', (i) => (i.kind === 'credit_note' ? 'Credit note' : 'Invoice')],
  ['Status', (i) => i.status],
  ['Issue date', (i) => i.issue_date ?? ''],
  ['Buyer', (i) => i.buyer.legal_name],
  ['Buyer GSTIN', (i) => i.buyer.gstin ?? ''],
  ['Buyer state code', (i) => i.buyer.state_code ?? ''],
  ['Place of supply', (i) => i.place_of_supply],
  ['Reverse charge', (i) => (i.reverse_charge ? 'Y' : 'N')],
  ['Currency', (i) => i.currency],
  ['Taxable value', (i) => minorToDecimal(i.totals.taxable_minor)],
  ['CGST', (i) => minorToDecimal(i.totals.cgst_minor)],
  ['SGST', (i) => minorToDecimal(i.totals.sgst_minor)],
  ['IGST', (i) => minorToDecimal(i.totals.igst_minor)],
  ['Total', (i) => minorToDecimal(i.totals.total_minor)],
  ['Paid', (i) => minorToDecimal(i.paid_minor)],
  ['Credited', (i) => minorToDecimal(i.credited_minor)],
  ['Balance', (i) => minorToDecimal(i.balance_minor)],
  ['Credit note of', (i) => i.credit_of?.invoice_no ?? ''],
  ['Reason', (i) => i.reason ?? ''],
];

/**
 * The invoices as CSV (RFC 4180 quoting by csv-stringify, CRLF line ends, a byte-order mark so a spreadsheet reads
 * UTF-8). A text cell that a spreadsheet would run as a formula (=, +, -, @ first) is written with a leading quote.
 */
export function invoicesCsv(invoices: readonly TaxInvoice[]): string {
  return stringify([COLUMNS.map(([header]) => header), ...invoices.map((invoice) => COLUMNS.map(([, cell]) => cell(invoice)))], {
    bom: true,
    record_delimiter: 'windows',
    escape_formulas: true,
  });
}
