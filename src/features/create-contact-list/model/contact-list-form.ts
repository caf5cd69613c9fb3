import { createContactListBody } from '@contract/forms';
import { isApiFailure } from '@/shared/api';
import { checkBody, serverFieldErrors, type FormFailure } from '@/shared/lib/form';
import type { ContactListCreateBody } from '@/entities/nurturing';

export type ContactListFields = { name: string; description: string };
export type ContactListField = keyof ContactListFields;

export const emptyContactList: ContactListFields = { name: '', description: '' };

/** The createContactList body's rules (the contract's) in the form's words. */
const TEXTS = { name: { required: 'Name the list.' } };

export function toContactListBody(fields: ContactListFields): ContactListCreateBody {
  const description = fields.description.trim();
  return { name: fields.name.trim(), ...(description ? { description } : {}) };
}

export const validateContactList = (fields: ContactListFields) => checkBody(createContactListBody, toContactListBody(fields), TEXTS);

/** A refusal as the form shows it: a name already used (409) on the name, the server's reasons on their fields. */
export function contactListFailure(error: unknown): FormFailure<ContactListField> {
  if (!isApiFailure(error)) return { fields: {}, form: 'Unipath could not be reached. Check your connection and try again; your input is kept.' };
  if (error.status === 409) return { fields: { name: 'You already have a list with this name. Choose another name.' }, form: null };
  const fields = serverFieldErrors(error, ['name', 'description'] as const, (message) => `Not accepted: ${message}.`);
  if (Object.keys(fields).length > 0) return { fields, form: null };
  return { fields, form: 'The list could not be created just now. Try again in a moment.' };
}
