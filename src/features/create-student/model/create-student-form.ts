import { fieldErrorOf, isApiFailure } from '@/shared/api';
import { sanitizeMobile } from '@/shared/lib/validation';
import type { StudentCreateBody } from '@/entities/student';

export type CreateStudentFields = {
  first_name: string;
  last_name: string;
  email: string;
  mobile: string;
  preferred_country_id: string;
  preferred_course_level_id: string;
  send_welcome_email: boolean;
};

export type CreateStudentErrors = Partial<Record<Exclude<keyof CreateStudentFields, 'send_welcome_email'>, string>>;

export const emptyCreateStudentFields: CreateStudentFields = {
  first_name: '',
  last_name: '',
  email: '',
  mobile: '',
  preferred_country_id: '',
  preferred_course_level_id: '',
  send_welcome_email: true,
};

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** The contract's Mobile pattern, checked on the sanitised number. */
const MOBILE = /^\+?[0-9]{6,15}$/;
const NAME_MAX = 80;

/** What the form can tell before asking the server; an empty object when the form may be sent. */
export function validateCreateStudent(fields: CreateStudentFields): CreateStudentErrors {
  const errors: CreateStudentErrors = {};
  if (!fields.first_name.trim()) errors.first_name = 'Enter the first name.';
  else if (fields.first_name.trim().length > NAME_MAX) errors.first_name = `Use at most ${NAME_MAX} characters.`;
  if (!fields.last_name.trim()) errors.last_name = 'Enter the last name.';
  else if (fields.last_name.trim().length > NAME_MAX) errors.last_name = `Use at most ${NAME_MAX} characters.`;
  if (!EMAIL.test(fields.email.trim())) errors.email = 'Enter an email address like name@example.com.';
  if (!MOBILE.test(sanitizeMobile(fields.mobile))) errors.mobile = 'Enter a mobile number of 6 to 15 digits.';
  return errors;
}

/** The request body: trimmed names and email, the mobile through the spec's sanitiser, optional choices left out. */
export function toCreateStudentBody(fields: CreateStudentFields): StudentCreateBody {
  return {
    first_name: fields.first_name.trim(),
    last_name: fields.last_name.trim(),
    email: fields.email.trim(),
    mobile: sanitizeMobile(fields.mobile),
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
  const fields: CreateStudentErrors = {};
  for (const name of SERVER_FIELDS) {
    const message = fieldErrorOf(error, name);
    if (message) fields[name] = `Not accepted: ${message}.`;
  }
  if (error.status === 409) {
    fields.email = 'A Unipath account with this email already exists. Search the student list for it.';
    return { fields, form: null };
  }
  if (Object.keys(fields).length > 0) return { fields, form: null };
  if (error.status === 403) return { fields, form: 'Your role may not create students.' };
  return { fields, form: error.body?.message ? `The student was not created: ${error.body.message}.` : 'The student could not be created just now. Try again in a moment.' };
}
