import { changePasswordBody } from '@contract/forms';
import { isApiFailure } from '@/shared/api';
import { checkBody, serverFieldErrors } from '@/shared/lib/form';
import type { PasswordChangeBody } from '../api/change-password.mutation';

export type PasswordFields = { current: string; next: string; confirm: string };
export type PasswordErrors = Partial<Record<keyof PasswordFields, string>>;

/** The body's fields as the form names them. */
export const PASSWORD_FIELD_NAMES = { current_password: 'current', new_password: 'next' } as const;

const TEXTS = { current_password: { required: 'Enter your current password.' } };

export const toPasswordChangeBody = ({ current, next }: PasswordFields): PasswordChangeBody => ({ current_password: current, new_password: next });

/** The contract's rules, then the form's own (a new password, typed twice); an empty object when it may be sent. */
export function validatePasswordChange(fields: PasswordFields): PasswordErrors {
  const errors: PasswordErrors = checkBody(changePasswordBody, toPasswordChangeBody(fields), TEXTS, PASSWORD_FIELD_NAMES);
  if (!errors.next && fields.current && fields.next === fields.current) errors.next = 'Choose a password different from the current one.';
  if (!errors.next && fields.confirm !== fields.next) errors.confirm = 'The two new passwords are not the same.';
  return errors;
}

/** A refusal as the form shows it: a wrong current password on its field, anything else above the form. */
export function passwordChangeFailure(error: unknown): { fields: PasswordErrors; form: string | null } {
  if (!isApiFailure(error)) return { fields: {}, form: 'Unipath could not be reached. Check your connection and try again.' };
  const fields: PasswordErrors = serverFieldErrors(error, PASSWORD_FIELD_NAMES, (message, field) =>
    field === 'current'
      ? 'This is not your current password.'
      : message === 'must differ from the current password'
        ? 'Choose a password different from the current one.'
        : `Not accepted: ${message}.`,
  );
  if (Object.keys(fields).length > 0) return { fields, form: null };
  if (error.status === 429) return { fields, form: 'Too many attempts. Wait a minute and try again.' };
  return { fields, form: 'Your password could not be changed just now. Try again in a moment.' };
}
