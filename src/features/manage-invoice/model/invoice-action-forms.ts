import { issueCreditNoteBody, recordInvoicePaymentBody, voidInvoiceBody } from '@contract/forms';
import { isApiFailure } from '@/shared/api';
import { checkBody, pickRules, serverErrorsOf, serverFieldErrors } from '@/shared/lib/form';
import { notAccepted, OFFLINE_REFUSAL, reasonErrors, referenceClash, refusalOf, type ReasonFields, type Refusal, type RefusalErrors } from '@/shared/lib/form-refusal';
import { formatMinor, minorToDecimal, parseMajor, toBodyMinor } from '@/shared/lib/money';
import type { CreditNoteBody, InvoicePaymentBody, PaymentMethod, TaxInvoice } from '@/entities/invoice';
import { emptyLine, serverLineErrors, toLineBody, validateLines, type InvoiceLineFields } from '@/entities/invoice-line';

type Errors = RefusalErrors;
type Failure = Refusal;

const OFFLINE = OFFLINE_REFUSAL;

/** The user's calendar day, `YYYY-MM-DD`. */
export const today = (now = new Date()) =>
  `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;

// ---- Record a payment ------------------------------------------------------------------------------------------------

export type PaymentFields = { amount: string; paid_on: string; method: PaymentMethod; reference: string };

/** The balance as the amount (most payments settle it), today, a bank transfer. */
export const paymentFieldsFor = (invoice: TaxInvoice, now = new Date()): PaymentFields => ({
  amount: minorToDecimal(invoice.balance_minor),
  paid_on: today(now),
  method: 'bank_transfer',
  reference: '',
});

export function toPaymentBody(fields: PaymentFields): InvoicePaymentBody {
  const amount = parseMajor(fields.amount);
  return {
    amount_minor: amount === null ? (undefined as unknown as number) : toBodyMinor(amount),
    paid_on: fields.paid_on,
    method: fields.method,
    reference: fields.reference.trim(),
  };
}

const PAYMENT_TEXTS = {
  amount_minor: { required: 'Enter the amount received.', minimum: 'Enter an amount above zero.' },
  paid_on: 'Enter the day the money was received.',
  reference: { required: 'Enter the bank or gateway reference (UTR, cheque number…).' },
};

/** The contract's payment rules, an amount in rupees and paise, and no more than the balance (the server's 422). */
export function validatePayment(fields: PaymentFields, invoice: TaxInvoice, now = new Date()): Errors {
  const errors: Errors = checkBody(recordInvoicePaymentBody, toPaymentBody(fields), PAYMENT_TEXTS, { amount_minor: 'amount' });
  const amount = parseMajor(fields.amount);
  if (amount === null && fields.amount.trim()) errors.amount = 'Enter an amount like 1180.50 (at most two decimals).';
  else if (amount !== null && amount > BigInt(invoice.balance_minor)) errors.amount = `Enter at most the balance, ${formatMinor(invoice.balance_minor, invoice.currency)}.`;
  if (!errors.paid_on && fields.paid_on > today(now)) errors.paid_on = 'Enter today or an earlier day.';
  return errors;
}

export function paymentFailure(error: unknown): Failure {
  if (!isApiFailure(error)) return OFFLINE;
  const clash = referenceClash(error, 'This reference was recorded already with another amount. Check the reference.');
  if (clash) return clash;
  if (error.status === 409) return { fields: {}, form: `The payment was not recorded: ${error.body?.message ?? 'the invoice changed meanwhile'}. Close this form to see the invoice as it is now.` };
  const fields: Errors = serverFieldErrors(error, { amount_minor: 'amount', paid_on: 'paid_on', method: 'method', reference: 'reference' }, notAccepted);
  if (Object.keys(fields).length > 0) return { fields, form: null };
  if (error.status === 403 || error.status === 404) return { fields: {}, form: 'This invoice is not one you may change.' };
  return { fields, form: error.status === 422 ? `The payment was not recorded: ${error.body?.message ?? 'the server refused it'}.` : 'The payment could not be recorded just now. Try again in a moment.' };
}

// ---- Void --------------------------------------------------------------------------------------------------------------

export const validateVoid = (fields: ReasonFields): Errors => reasonErrors(voidInvoiceBody, fields, 'Say why the invoice is void.');

export const voidFailure = (error: unknown): Failure =>
  refusalOf(error, ['reason'], (refused, fields) => {
    if (refused.status === 409) return { fields: {}, form: `The invoice was not voided: ${refused.body?.message ?? 'it changed meanwhile'}.` };
    if (refused.status === 403 || refused.status === 404) return { fields: {}, form: 'This invoice is not one you may change.' };
    return { fields, form: 'The invoice could not be voided just now. Try again in a moment.' };
  });

// ---- Credit note -------------------------------------------------------------------------------------------------------

export type CreditNoteFields = { reason: string; lines: InvoiceLineFields[] };

/** A credit note starts with one line at the invoice's first rate and SAC (the usual correction). */
export const creditNoteFieldsFor = (invoice: TaxInvoice): CreditNoteFields => ({
  reason: '',
  lines: [{ ...emptyLine(), sac: invoice.lines[0]?.sac ?? '', gst_rate: String(invoice.lines[0]?.gst_rate ?? 18) }],
});

export const toCreditNoteBody = (fields: CreditNoteFields): CreditNoteBody => ({ reason: fields.reason.trim(), lines: fields.lines.map(toLineBody) });

const REASON_RULES = pickRules(issueCreditNoteBody, ['reason']);

export const validateCreditNote = (fields: CreditNoteFields): Errors => ({
  ...checkBody(REASON_RULES, toCreditNoteBody(fields), { reason: { required: 'Say why the invoice is corrected.', minLength: 'Say why in at least 3 characters.' } }),
  ...validateLines(fields.lines),
});

export function creditNoteFailure(error: unknown): Failure {
  if (!isApiFailure(error)) return OFFLINE;
  const fields: Errors = { ...serverFieldErrors(error, ['reason'], notAccepted), ...serverLineErrors(serverErrorsOf(error), notAccepted) };
  if (error.status === 400 && Object.keys(fields).length > 0) return { fields, form: null };
  if (error.status === 422) return { fields, form: `The credit note was not issued: ${error.body?.message ?? 'it is more than can still be credited'}.` };
  if (error.status === 409) return { fields, form: `The credit note was not issued: ${error.body?.message ?? 'the invoice changed meanwhile'}.` };
  if (error.status === 403 || error.status === 404) return { fields, form: 'This invoice is not one you may change.' };
  return { fields, form: 'The credit note could not be issued just now. Try again in a moment.' };
}

/** The message of a refused issue, in words (no business profile with a GSTIN: 422; not a draft any more: 409). */
export function issueFailureText(error: unknown): string {
  if (!isApiFailure(error)) return 'Unipath could not be reached. Check your connection and try again.';
  if (error.status === 422) return `The invoice was not issued: ${error.body?.message ?? 'the business’s invoice profile is incomplete'}.`;
  if (error.status === 409) return `The invoice was not issued: ${error.body?.message ?? 'it is not a draft any more'}.`;
  if (error.status === 403 || error.status === 404) return 'This invoice is not one you may issue.';
  return 'The invoice could not be issued just now. Try again in a moment.';
}
