import { removeListContactBody } from '@contract/forms';
import { isApiFailure } from '@/shared/api';
import { checkBody, pickRules, serverFieldErrors, type FormFailure } from '@/shared/lib/form';

export type RemoveContactFields = { email: string };

/** Only the email is the user's to fill in (the list comes from the row). */
const RULES = pickRules(removeListContactBody, ['email']);
const TEXTS = { email: { required: 'Enter the email address to remove.', format: 'Enter an email address, like name@example.com.' } };

export const toRemoveContactBody = (listId: number, fields: RemoveContactFields) => ({ list_id: listId, email: fields.email.trim() });

export const validateRemoveContact = (fields: RemoveContactFields) => checkBody(RULES, { email: fields.email.trim() }, TEXTS);

/** A refusal as the form shows it: an address not in the list (404) on the field. */
export function removeContactFailure(error: unknown): FormFailure<'email'> {
  if (!isApiFailure(error)) return { fields: {}, form: 'Unipath could not be reached. Check your connection and try again.' };
  if (error.status === 404) return { fields: { email: 'This address is not in the list.' }, form: null };
  const fields = serverFieldErrors(error, ['email'] as const, (message) => `Not accepted: ${message}.`);
  if (Object.keys(fields).length > 0) return { fields, form: null };
  return { fields, form: 'The contact could not be removed just now. Try again in a moment.' };
}
