import { registerStudentBody } from '@contract/forms';
import { rateLimitedUntil } from '@/entities/session';
import { isApiFailure } from '@/shared/api';
import { checkBody, contactTexts, emptyContact, serverFieldErrors, toContact, type Contact } from '@/shared/lib/form';
import type { RegistrationBody } from '../api/register-student.mutation';

export type RegistrationFields = Contact & {
  password: string;
  confirm: string;
  country: string;
  accept: boolean;
};
export type RegistrationErrors = Partial<Record<keyof RegistrationFields, string>>;

export const emptyRegistrationFields: RegistrationFields = {
  ...emptyContact,
  password: '',
  confirm: '',
  country: '',
  accept: false,
};

/** The registration body's rules (the contract's) in the form's words. */
const TEXTS = contactTexts('your');

/** The request body: trimmed names and email, the mobile through the spec's sanitiser, the country when chosen. */
export function toRegistrationBody(fields: RegistrationFields): RegistrationBody {
  return {
    ...toContact(fields),
    password: fields.password,
    accept_terms: true,
    ...(fields.country ? { preferred_country_id: Number(fields.country) } : {}),
  };
}

/** The contract's rules, then the form's own: the password typed twice, the terms accepted. */
export function validateRegistration(fields: RegistrationFields): RegistrationErrors {
  const errors: RegistrationErrors = checkBody(registerStudentBody, toRegistrationBody(fields), TEXTS, { preferred_country_id: 'country' });
  if (!errors.password && fields.password !== fields.confirm) errors.confirm = 'The two passwords are not the same.';
  if (!fields.accept) errors.accept = 'Accept the terms and the privacy policy to create an account.';
  return errors;
}

/** A refusal as the form shows it: messages on the fields, one above the form, or the moment a 429's wait is over. */
export type RegistrationFailure = { fields: RegistrationErrors; form: string | null; retryAt: number | null };

export function registrationFailure(error: unknown, now: number): RegistrationFailure {
  if (!isApiFailure(error)) return { fields: {}, form: 'Unipath could not be reached. Check your connection and try again.', retryAt: null };
  if (error.status === 409) return { fields: { email: 'An account with this email already exists. Sign in, or reset your password.' }, form: null, retryAt: null };
  if (error.status === 400) {
    const fields: RegistrationErrors = serverFieldErrors(error, ['first_name', 'last_name', 'email', 'mobile', 'password'] as const, (message) => `Check this field: ${message}.`);
    return { fields, form: Object.keys(fields).length ? null : 'Some details were not accepted. Check the form and try again.', retryAt: null };
  }
  if (error.status === 429) return { fields: {}, form: null, retryAt: rateLimitedUntil(error, now) };
  return { fields: {}, form: 'Your account could not be created just now. Try again in a moment.', retryAt: null };
}
