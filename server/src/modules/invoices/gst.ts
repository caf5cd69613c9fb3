// GST arithmetic, pure: a line's taxable value and tax, the invoice's totals, the financial year and the number, and
// an amount in words with Indian numbering. Money is integer minor units; the one rounding rule is half-up on the
// paisa, per line (docs/invoices.md). BigInt inside so no product ever leaves the safe-integer range unnoticed.

/** The fixed HSN/SAC code of the spec (educational support services), the default of a line. */
export const DEFAULT_SAC = '999293';
/** The GST "state" of a place of supply outside India. */
export const OUTSIDE_INDIA = '96';

export type LineInput = { description: string; sac?: string; quantity: number; unit_price_minor: number; gst_rate?: number };
export type TaxedLine = {
  line_no: number;
  description: string;
  sac: string;
  quantity: number;
  unit_price_minor: number;
  gst_rate: number;
  taxable_minor: number;
  cgst_minor: number;
  sgst_minor: number;
  igst_minor: number;
  total_minor: number;
};
export type Totals = { taxable_minor: number; cgst_minor: number; sgst_minor: number; igst_minor: number; tax_minor: number; total_minor: number };

/** numerator / denominator rounded half-up, for non-negative integers. */
export function divHalfUp(numerator: bigint, denominator: bigint): bigint {
  return (numerator * 2n + denominator) / (denominator * 2n);
}

const toNumber = (value: bigint): number => {
  if (value > BigInt(Number.MAX_SAFE_INTEGER)) throw new RangeError('amount out of range');
  return Number(value);
};

/** One line: taxable = quantity × unit price; CGST = SGST = half-up(taxable × rate / 200) or IGST = half-up(taxable × rate / 100). */
export function taxLine(line: LineInput, lineNo: number, interState: boolean): TaxedLine {
  const rate = line.gst_rate ?? 18;
  const taxable = BigInt(line.quantity) * BigInt(line.unit_price_minor);
  const half = interState ? 0n : divHalfUp(taxable * BigInt(rate), 200n);
  const igst = interState ? divHalfUp(taxable * BigInt(rate), 100n) : 0n;
  return {
    line_no: lineNo,
    description: line.description,
    sac: line.sac ?? DEFAULT_SAC,
    quantity: line.quantity,
    unit_price_minor: line.unit_price_minor,
    gst_rate: rate,
    taxable_minor: toNumber(taxable),
    cgst_minor: toNumber(half),
    sgst_minor: toNumber(half),
    igst_minor: toNumber(igst),
    total_minor: toNumber(taxable + half * 2n + igst),
  };
}

/** The lines' sums; under reverse charge the buyer pays the tax to the government, so the total is the taxable value. */
export function totalsOf(lines: readonly TaxedLine[], reverseCharge: boolean): Totals {
  let taxable = 0n, cgst = 0n, sgst = 0n, igst = 0n;
  for (const l of lines) {
    taxable += BigInt(l.taxable_minor);
    cgst += BigInt(l.cgst_minor);
    sgst += BigInt(l.sgst_minor);
    igst += BigInt(l.igst_minor);
  }
  const tax = cgst + sgst + igst;
  return {
    taxable_minor: toNumber(taxable),
    cgst_minor: toNumber(cgst),
    sgst_minor: toNumber(sgst),
    igst_minor: toNumber(igst),
    tax_minor: toNumber(tax),
    total_minor: toNumber(reverseCharge ? taxable : taxable + tax),
  };
}

/** Inter-state (IGST) unless the place of supply is the supplier's own state. */
export const isInterState = (supplierState: string, placeOfSupply: string): boolean => supplierState !== placeOfSupply;

/** The whole computation of an invoice's lines and totals. */
export function computeInvoice(lines: readonly LineInput[], supplierState: string, placeOfSupply: string, reverseCharge: boolean) {
  const interState = isInterState(supplierState, placeOfSupply);
  const taxed = lines.map((line, i) => taxLine(line, i + 1, interState));
  return { interState, lines: taxed, totals: totalsOf(taxed, reverseCharge) };
}

/** The calendar date in Asia/Kolkata (UTC+05:30 all year) of an instant. */
export function kolkataDate(now: Date): string {
  return new Date(now.getTime() + 330 * 60_000).toISOString().slice(0, 10);
}

/** The financial year (April–March) of a date, as YY-YY: 2027-03-31 → 26-27, 2027-04-01 → 27-28. */
export function financialYear(date: string): string {
  const year = Number(date.slice(0, 4));
  const start = Number(date.slice(5, 7)) >= 4 ? year : year - 1;
  const yy = (n: number) => String(n % 100).padStart(2, '0');
  return `${yy(start)}-${yy(start + 1)}`;
}

export const MAX_SEQ = 99_999;
export const MAX_NUMBER_LENGTH = 16;

/** `<series>/<FY>/<n>`: at most 16 characters for a series of up to 4 letters and n up to 99999. */
export function invoiceNumber(series: string, fy: string, seq: number): string {
  return `${series}/${fy}/${seq}`;
}

const ONES = ['', 'One', 'Two', 'Three', 'Four', 'Five', 'Six', 'Seven', 'Eight', 'Nine', 'Ten', 'Eleven', 'Twelve',
  'Thirteen', 'Fourteen', 'Fifteen', 'Sixteen', 'Seventeen', 'Eighteen', 'Nineteen'];
const TENS = ['', '', 'Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety'];

function belowHundred(n: number): string {
  if (n < 20) return ONES[n];
  return [TENS[Math.floor(n / 10)], ONES[n % 10]].filter(Boolean).join(' ');
}

function belowThousand(n: number): string {
  const hundreds = Math.floor(n / 100);
  return [hundreds ? `${ONES[hundreds]} Hundred` : '', belowHundred(n % 100)].filter(Boolean).join(' ');
}

/** A whole number in words, Indian numbering: crore (10^7), lakh (10^5), thousand, hundred. */
export function indianWords(value: bigint): string {
  if (value === 0n) return 'Zero';
  const parts: string[] = [];
  const crore = value / 10_000_000n;
  let rest = Number(value % 10_000_000n);
  if (crore > 0n) parts.push(`${indianWords(crore)} Crore`);
  const lakh = Math.floor(rest / 100_000);
  rest %= 100_000;
  if (lakh) parts.push(`${belowHundred(lakh)} Lakh`);
  const thousand = Math.floor(rest / 1000);
  rest %= 1000;
  if (thousand) parts.push(`${belowHundred(thousand)} Thousand`);
  if (rest) parts.push(belowThousand(rest));
  return parts.join(' ');
}

/** "Rupees One Lakh Eighteen Thousand and Fifty Paise Only"; another currency: "USD Twelve and 05/100 Only". */
export function amountInWords(minor: number, currency: string): string {
  const major = BigInt(minor) / 100n;
  const cents = minor % 100;
  if (currency === 'INR') {
    const paise = cents ? ` and ${belowHundred(cents)} Paise` : '';
    return `Rupees ${indianWords(major)}${paise} Only`;
  }
  return `${currency} ${indianWords(major)} and ${String(cents).padStart(2, '0')}/100 Only`;
}
