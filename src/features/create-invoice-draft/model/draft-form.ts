import { createInvoiceDraftBody } from '@contract/forms';
import { isApiFailure } from '@/shared/api';
import { checkBody, pickRules, serverErrorsOf } from '@/shared/lib/form';
import type { InvoiceDraftBody } from '@/entities/invoice';
import { emptyLine, serverLineErrors, toLineBody, validateLines, type InvoiceLineFields } from '@/entities/invoice-line';

/** The draft form as typed: the buyer's fields flat, the lines as their editor holds them. */
export type DraftFields = {
  legal_name: string;
  address: string;
  country_code: string;
  state_code: string;
  gstin: string;
  pan: string;
  email: string;
  place_of_supply: string;
  currency: string;
  student_user_id: string;
  reverse_charge: boolean;
  lines: InvoiceLineFields[];
};

export type DraftErrors = Partial<Record<string, string>>;

export const emptyDraftFields = (): DraftFields => ({
  legal_name: '',
  address: '',
  country_code: 'IN',
  state_code: '',
  gstin: '',
  pan: '',
  email: '',
  place_of_supply: '',
  currency: 'INR',
  student_user_id: '',
  reverse_charge: false,
  lines: [emptyLine()],
});

const BUYER_FIELDS = ['legal_name', 'address', 'country_code', 'state_code', 'gstin', 'pan', 'email'] as const;
const BUYER_RULES = { fields: createInvoiceDraftBody.fields.buyer.fields };
const TOP_RULES = pickRules(createInvoiceDraftBody, ['currency', 'place_of_supply', 'student_user_id']);

const TEXTS = {
  legal_name: { required: 'Enter the buyer’s legal name.' },
  address: { required: 'Enter the buyer’s address.' },
  country_code: 'Enter the two-letter country code, e.g. IN or GB.',
  state_code: 'Enter the two-digit GST state code, e.g. 29 (Karnataka), or 96 outside India.',
  gstin: 'Enter a GSTIN of 15 characters, e.g. 29ABCDE1234F1Z5.',
  pan: 'Enter a PAN of 10 characters, e.g. ABCDE1234F.',
  place_of_supply: 'Enter the two-digit state code of the place of supply, or leave it empty for the buyer’s state.',
  currency: 'Enter a three-letter currency code, e.g. INR.',
  student_user_id: 'Enter the student’s user number, or leave it empty.',
};

const upper = (text: string) => text.trim().toUpperCase();
const optional = (text: string) => (text.trim() ? text.trim() : undefined);

/** The body createInvoiceDraft is sent; empty optional fields are left out. */
export function toDraftBody(fields: DraftFields): InvoiceDraftBody {
  const buyer = {
    legal_name: fields.legal_name.trim(),
    address: fields.address.trim(),
    country_code: upper(fields.country_code),
    state_code: optional(fields.state_code),
    gstin: optional(upper(fields.gstin)),
    pan: optional(upper(fields.pan)),
    email: optional(fields.email),
  };
  const student = fields.student_user_id.trim();
  return {
    buyer: Object.fromEntries(Object.entries(buyer).filter(([, value]) => value !== undefined)) as InvoiceDraftBody['buyer'],
    currency: upper(fields.currency) || 'INR',
    ...(optional(fields.place_of_supply) ? { place_of_supply: fields.place_of_supply.trim() } : {}),
    ...(fields.reverse_charge ? { reverse_charge: true } : {}),
    ...(student ? { student_user_id: /^\d+$/.test(student) ? Number(student) : Number.NaN } : {}),
    lines: fields.lines.map(toLineBody),
  };
}

/** The contract's rules of the draft (buyer, currency, place of supply, each line) in the form's words. */
export function validateDraft(fields: DraftFields): DraftErrors {
  const body = toDraftBody(fields);
  return {
    ...checkBody(BUYER_RULES, body.buyer, TEXTS),
    ...checkBody(TOP_RULES, body, TEXTS),
    ...validateLines(fields.lines),
  };
}

/** A refusal as the form shows it: the server's reasons on the buyer's fields and the lines, the rest above the form. */
export function draftFailure(error: unknown): { fields: DraftErrors; form: string | null } {
  if (!isApiFailure(error)) return { fields: {}, form: 'Unipath could not be reached. Check your connection and try again; your input is kept.' };
  const format = (message: string) => `Not accepted: ${message}.`;
  const fields: DraftErrors = {};
  const errors = serverErrorsOf(error);
  for (const { path, message } of errors) {
    const name = path[0] === 'buyer' ? path[1] : path[0];
    if (path[0] === 'lines') continue;
    if ((BUYER_FIELDS as readonly string[]).includes(name) || ['currency', 'place_of_supply', 'student_user_id'].includes(name)) fields[name] ??= format(message);
  }
  Object.assign(fields, serverLineErrors(errors, format));
  if (Object.keys(fields).length > 0) return { fields, form: null };
  if (error.status === 403 || error.status === 404) return { fields, form: 'That student is not one you may invoice about. Check the student number.' };
  if (error.status === 422) return { fields, form: `The draft was not saved: ${error.body?.message ?? 'the server refused it'}.` };
  return { fields, form: 'The draft could not be saved just now. Try again in a moment.' };
}
