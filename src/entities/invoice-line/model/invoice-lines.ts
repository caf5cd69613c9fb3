import { createInvoiceDraftBody } from '@contract/forms';
import { checkBody } from '@/shared/lib/form';
import { HSN_CODE } from '@/shared/config';
import type { InvoiceLineBody, GstRate } from '@contract/portal-schemas';
import { parseMajor, toBodyMinor } from '@/shared/lib/money';

export const GST_RATES: readonly GstRate[] = [0, 5, 12, 18, 28];

/** One line of an invoice form as typed: the price in major units (rupees), the rest as the inputs hold them. */
export type InvoiceLineFields = { description: string; sac: string; quantity: string; unit_price: string; gst_rate: string };

/** The messages of the lines, keyed `lines.<index>.<field>`. */
export type LineErrors = Partial<Record<string, string>>;

export const MAX_FORM_LINES = 20;

export const emptyLine = (): InvoiceLineFields => ({ description: '', sac: '', quantity: '1', unit_price: '', gst_rate: '18' });

export const lineErrorKey = (index: number, field: keyof InvoiceLineFields) => `lines.${index}.${field}`;

const LINE_RULES = { fields: createInvoiceDraftBody.fields.lines.items.fields };

const TEXTS = {
  description: { required: 'Say what is invoiced.' },
  sac: 'Enter a SAC/HSN code of 4 to 8 digits, or leave it empty for 999293.',
  quantity: 'Enter a whole number from 1 to 10,000.',
  unit_price_minor: 'Enter a price up to ₹10,00,00,000.',
};

/** A line's body; the price is left out when it is not an amount (validateLines says so). */
export function toLineBody(line: InvoiceLineFields): InvoiceLineBody {
  const price = parseMajor(line.unit_price);
  const sac = line.sac.trim();
  const quantity = /^\d+$/.test(line.quantity.trim()) ? Number(line.quantity.trim()) : Number.NaN;
  return {
    description: line.description.trim(),
    ...(sac ? { sac } : {}),
    quantity,
    unit_price_minor: price === null ? (undefined as unknown as number) : toBodyMinor(price),
    gst_rate: Number(line.gst_rate) as GstRate,
  };
}

/** The contract's line rules (InvoiceLineBody) checked on every line, in the form's words. */
export function validateLines(lines: readonly InvoiceLineFields[]): LineErrors {
  const errors: LineErrors = {};
  lines.forEach((line, index) => {
    const found = checkBody(LINE_RULES, toLineBody(line), TEXTS, { unit_price_minor: 'unit_price' });
    if (parseMajor(line.unit_price) === null) found.unit_price = line.unit_price.trim() ? 'Enter an amount like 1180.50 (at most two decimals).' : 'Enter the price of one unit.';
    for (const [field, message] of Object.entries(found)) if (message) errors[`lines.${index}.${field}`] = message;
  });
  return errors;
}

/** The taxable value of a typed line (quantity × price), exact, or null while either is not a number yet. */
export function lineTaxable(line: InvoiceLineFields): bigint | null {
  const price = parseMajor(line.unit_price);
  return price !== null && /^\d+$/.test(line.quantity.trim()) ? price * BigInt(line.quantity.trim()) : null;
}

/** The server's messages about lines (`body/lines/0/sac`) on the form's line fields. */
export function serverLineErrors(errors: readonly { path: readonly string[]; message: string }[], format: (message: string) => string): LineErrors {
  const found: LineErrors = {};
  for (const { path, message } of errors) {
    if (path[0] !== 'lines' || path.length < 3) continue;
    const field = path[2] === 'unit_price_minor' ? 'unit_price' : path[2];
    const key = `lines.${path[1]}.${field}`;
    found[key] ??= format(message);
  }
  return found;
}

export const DEFAULT_SAC = HSN_CODE;
