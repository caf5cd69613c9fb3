import { isApiFailure, type ApiFailure } from '@/shared/api';
import { checkBody, serverFieldErrors } from '@/shared/lib/form';

export type RefusalErrors = Partial<Record<string, string>>;

/** What a form shows when its call is refused: messages on its fields, and one above the form (or none). */
export type Refusal = { fields: RefusalErrors; form: string | null };

/** The server was not reached: nothing on the fields, and the input stays. */
export const OFFLINE_REFUSAL: Refusal = { fields: {}, form: 'Unipath could not be reached. Check your connection and try again; your input is kept.' };

/** The server's message on a field, in the form's words. */
export const notAccepted = (message: string) => `Not accepted: ${message}.`;

/**
 * A refusal read the usual way: the offline message when the server was not reached; the fields a 400 names (`names`
 * as serverFieldErrors takes them), on those fields; otherwise what `otherwise` makes of the status, given the fields
 * the server named all the same.
 */
export function refusalOf<Field extends string>(
  error: unknown,
  names: readonly Field[] | Readonly<Record<string, Field>>,
  otherwise: (error: ApiFailure, fields: RefusalErrors) => Refusal,
): Refusal {
  if (!isApiFailure(error)) return OFFLINE_REFUSAL;
  const fields: RefusalErrors = serverFieldErrors(error, names, notAccepted);
  if (error.status === 400 && Object.keys(fields).length > 0) return { fields, form: null };
  return otherwise(error, fields);
}

/** A 409 that names the body's reference (one recorded already): `text` on the reference field; null for any other answer. */
export function referenceClash(error: unknown, text: string): Refusal | null {
  const clash = isApiFailure(error) && error.status === 409 && error.body?.errors?.some((e) => e.field === 'body/reference');
  return clash ? { fields: { reference: text }, form: null } : null;
}

/** A form that asks only why (a void, a withdrawal). */
export type ReasonFields = { reason: string };

export const toReasonBody = (fields: ReasonFields) => ({ reason: fields.reason.trim() });

/** The reason checked against the contract's rules of the body: `required` when it is missing. */
export const reasonErrors = (rules: Parameters<typeof checkBody>[0], fields: ReasonFields, required: string): RefusalErrors =>
  checkBody(rules, toReasonBody(fields), { reason: { required, minLength: 'Say why in at least 3 characters.' } });
