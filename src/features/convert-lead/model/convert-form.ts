import { convertLeadToStudentBody } from '@contract/forms';
import type { Lead, LeadConvertBody } from '@/entities/lead';
import { isApiFailure } from '@/shared/api';
import { applyTransforms, checkBody, serverFieldErrors } from '@/shared/lib/form';

/** What the student account needs that the lead may lack (asked only then), and whether to mail the welcome link. */
export type ConvertFields = { last_name: string; email: string; mobile: string; send_welcome_email: boolean };
export type ConvertErrors = Partial<Record<'last_name' | 'email' | 'mobile', string>>;

/** The fields the form asks for: those the lead has no value for. */
export function missingOf(lead: Pick<Lead, 'last_name' | 'email' | 'mobile'>): ('last_name' | 'email' | 'mobile')[] {
  return (['last_name', 'email', 'mobile'] as const).filter((name) => !lead[name]);
}

export function toConvertBody(fields: ConvertFields, lead: Pick<Lead, 'lead_id' | 'last_name' | 'email' | 'mobile'>): LeadConvertBody {
  const clean = applyTransforms(fields, { last_name: 'trim', email: 'trim', mobile: 'mobile' });
  const body: LeadConvertBody = { lead_id: lead.lead_id, send_welcome_email: fields.send_welcome_email };
  for (const name of missingOf(lead)) if (fields[name].trim()) body[name] = clean[name];
  return body;
}

const TEXTS = { mobile: { pattern: 'Enter a mobile number, like 98765 43210 or +44 7700 900123.' } };

export function validateConvert(fields: ConvertFields, lead: Pick<Lead, 'lead_id' | 'last_name' | 'email' | 'mobile'>): ConvertErrors {
  const errors: ConvertErrors = checkBody(convertLeadToStudentBody, toConvertBody(fields, lead), TEXTS);
  const missing = missingOf(lead);
  if (missing.includes('last_name') && !fields.last_name.trim()) errors.last_name = 'A student account needs a last name.';
  if (missing.includes('email') && !fields.email.trim()) errors.email = 'A student account needs an email address to sign in with.';
  return errors;
}

/** A refusal: the server's reasons on the fields, a conflict or anything else above the form. */
export function convertFailure(error: unknown): { fields: ConvertErrors; form: string | null } {
  if (!isApiFailure(error)) return { fields: {}, form: 'Unipath could not be reached. Check your connection and try again.' };
  const fields: ConvertErrors = serverFieldErrors(error, ['last_name', 'email', 'mobile'] as const, (m) => `Not accepted: ${m}.`);
  if (Object.keys(fields).length > 0) return { fields, form: null };
  if (error.status === 409) return { fields, form: error.body?.message ? `Not converted: ${error.body.message}.` : 'This lead is already a student.' };
  return { fields, form: error.body?.message ? `Not converted: ${error.body.message}.` : 'The lead could not be converted just now. Try again in a moment.' };
}
