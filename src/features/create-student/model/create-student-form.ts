import { createStudentBody } from '@contract/forms';
import { isApiFailure } from '@/shared/api';
import type { StudentCreateBody } from '@/entities/student';
import { checkBody, contactTexts, emptyContact, serverFieldErrors, toContact, type Contact } from '@/shared/lib/form';

export type CreateStudentFields = Contact & {
  preferred_country_id: string;
  preferred_course_level_id: string;
  send_welcome_email: boolean;
};

export type CreateStudentErrors = Partial<Record<Exclude<keyof CreateStudentFields, 'send_welcome_email'>, string>>;

export const emptyCreateStudentFields: CreateStudentFields = {
  ...emptyContact,
  preferred_country_id: '',
  preferred_course_level_id: '',
  send_welcome_email: true,
};

/** The form's words for the contract's rules (createStudent's body); lengths and formats are the contract's. */
const TEXTS = contactTexts('the');

/** What the form can tell before asking the server; an empty object when the form may be sent. */
export function validateCreateStudent(fields: CreateStudentFields): CreateStudentErrors {
  return checkBody(createStudentBody, toCreateStudentBody(fields), TEXTS);
}

/** The request body: trimmed names and email, the mobile through the spec's sanitiser, optional choices left out. */
export function toCreateStudentBody(fields: CreateStudentFields): StudentCreateBody {
  return {
    ...toContact(fields),
    ...(fields.preferred_country_id ? { preferred_country_id: Number(fields.preferred_country_id) } : {}),
    ...(fields.preferred_course_level_id ? { preferred_course_level_id: Number(fields.preferred_course_level_id) } : {}),
    send_welcome_email: fields.send_welcome_email,
  };
}

const SERVER_FIELDS = ['first_name', 'last_name', 'email', 'mobile', 'preferred_country_id', 'preferred_course_level_id'] as const;

/**
 * A refusal as the form shows it: each field the server named gets its message; what names no field goes above the
 * form. 409 is the email already registered.
 */
export function createStudentFailure(error: unknown): { fields: CreateStudentErrors; form: string | null } {
  if (!isApiFailure(error)) return { fields: {}, form: 'Unipath could not be reached. Check your connection and try again.' };
  const fields: CreateStudentErrors = serverFieldErrors(error, SERVER_FIELDS, (message) => `Not accepted: ${message}.`);
  if (error.status === 409) {
    fields.email = 'A Unipath account with this email already exists. Search the student list for it.';
    return { fields, form: null };
  }
  if (Object.keys(fields).length > 0) return { fields, form: null };
  if (error.status === 403) return { fields, form: 'Your role may not create students.' };
  return { fields, form: error.body?.message ? `The student was not created: ${error.body.message}.` : 'The student could not be created just now. Try again in a moment.' };
}
