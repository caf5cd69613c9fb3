import { saveInvoiceProfileBody } from '@contract/forms';
import type { InvoiceProfile, InvoiceProfileBody } from '@/entities/invoice';
import { checkBody } from '@/shared/lib/form';
import { saveFailure, textsOf } from './form-parts';

const TEXT_FIELDS = ['legal_name', 'gstin', 'pan', 'address_line1', 'address_line2', 'city_name', 'state_code', 'postal_code', 'billing_email'] as const;
const FIELDS = [...TEXT_FIELDS, 'country_id'] as const;

/** The invoice profile as the inputs hold it: text, the country's id as a string ('' for none). */
export type ProfileFields = Record<(typeof FIELDS)[number], string>;
export type ProfileField = keyof ProfileFields;

export const profileFieldsOf = (profile: InvoiceProfile | null | undefined): ProfileFields => ({
  ...textsOf(TEXT_FIELDS, profile),
  country_id: profile ? String(profile.country_id) : '',
});

/** The contract's rules in the form's words (lengths and the rest quote the contract by default). */
const TEXTS = {
  legal_name: { required: 'Enter the name printed on invoices.', minLength: 'Enter the name printed on invoices.' },
  gstin: 'Enter a 15-character GSTIN, e.g. 07AABCU9603R1ZX, or leave it empty.',
  pan: 'Enter a 10-character PAN, e.g. AABCU9603R, or leave it empty.',
  address_line1: { required: 'Enter the first line of the address.', minLength: 'Enter the first line of the address.' },
  city_name: { required: 'Enter the city.', minLength: 'Enter the city.' },
  state_code: 'Enter the two-digit GST state code, e.g. 07 for Delhi.',
  country_id: 'Choose the country.',
  postal_code: 'Enter a postal code of 3 to 10 letters or digits.',
  billing_email: { required: 'Enter the e-mail address invoices go to.', format: 'Enter an e-mail address like name@example.com.' },
};

/** The body: trimmed text, codes in capitals, optional fields only when given. */
export function toProfileBody(fields: ProfileFields): InvoiceProfileBody {
  const optional = (value: string) => value.trim() || undefined;
  const upper = (value: string) => optional(value)?.toUpperCase();
  return {
    legal_name: fields.legal_name.trim(),
    address_line1: fields.address_line1.trim(),
    city_name: fields.city_name.trim(),
    country_id: Number(fields.country_id),
    postal_code: fields.postal_code.trim(),
    billing_email: fields.billing_email.trim(),
    ...(upper(fields.gstin) ? { gstin: upper(fields.gstin) } : {}),
    ...(upper(fields.pan) ? { pan: upper(fields.pan) } : {}),
    ...(optional(fields.address_line2) ? { address_line2: optional(fields.address_line2) } : {}),
    ...(optional(fields.state_code) ? { state_code: optional(fields.state_code) } : {}),
  };
}

/** The contract's rules, and one it states in words: a GSTIN starts with its state code. */
export function validateProfile(fields: ProfileFields): Partial<Record<ProfileField, string>> {
  const body = toProfileBody(fields);
  const errors: Partial<Record<ProfileField, string>> = checkBody(saveInvoiceProfileBody, { ...body, country_id: body.country_id || undefined }, TEXTS);
  if (body.gstin && !errors.gstin && !errors.state_code) {
    if (!body.state_code) errors.state_code = 'Enter the GST state code: a GSTIN needs it.';
    else if (body.gstin.slice(0, 2) !== body.state_code) errors.gstin = `A GSTIN of state ${body.state_code} starts with ${body.state_code}.`;
  }
  return errors;
}

/** The server's refusal on the fields it names; a message above the form when it names none. */
export const profileFailure = (error: unknown) => saveFailure(error, FIELDS, 'The profile');
