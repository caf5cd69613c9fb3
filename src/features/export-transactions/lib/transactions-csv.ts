// The browser build: the plain one reads Node's global `Buffer`, which a browser lacks (the export then fails).
import { stringify } from 'csv-stringify/browser/esm/sync';
import { istDateTime, istDay, minorToDecimal, TRANSACTION_KIND_LABEL, type PaymentTransaction } from '@/entities/payment-transaction';

/** The columns of the export, in order: what an accountant's import maps (amounts in major units, a dot, no grouping). */
const COLUMNS: readonly [string, (t: PaymentTransaction) => string][] = [
  ['Date', (t) => istDay(t.created_at)],
  ['Transaction ID', (t) => t.transaction_id],
  ['Student', (t) => t.student.name],
  ['Email', (t) => t.student.email],
  ['Service', (t) => t.service_name],
  ['Plan', (t) => t.plan_name],
  ['Kind', (t) => TRANSACTION_KIND_LABEL[t.kind]],
  ['List price', (t) => minorToDecimal(t.list_price_minor)],
  ['Discount', (t) => minorToDecimal(t.discount_minor)],
  ['Amount', (t) => minorToDecimal(t.amount_minor)],
  ['Currency', (t) => t.currency],
  ['Status', (t) => t.status],
  ['Provider', (t) => t.provider],
  ['Coupon', (t) => t.coupon_code ?? ''],
  ['Order', (t) => (t.so_id === null ? '' : String(t.so_id))],
  ['Paid at', (t) => (t.paid_at ? istDateTime(t.paid_at) : '')],
];

/**
 * The transactions as CSV (RFC 4180 quoting by csv-stringify, CRLF line ends, a byte-order mark so a spreadsheet reads
 * UTF-8). A text cell that a spreadsheet would run as a formula (=, +, -, @ first) is written with a leading quote.
 */
export function transactionsCsv(transactions: readonly PaymentTransaction[]): string {
  return stringify([COLUMNS.map(([header]) => header), ...transactions.map((t) => COLUMNS.map(([, cell]) => cell(t)))], {
    bom: true,
    record_delimiter: 'windows',
    escape_formulas: true,
  });
}
