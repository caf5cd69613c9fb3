import { fieldErrorOf, isApiFailure } from '@/shared/api';

export type PasswordFields = { current: string; next: string; confirm: string };
export type PasswordErrors = Partial<Record<keyof PasswordFields, string>>;

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

/** What the form can tell before asking the server; an empty object when it may be sent. */
export function validatePasswordChange({ current, next, confirm }: PasswordFields): PasswordErrors {
  const errors: PasswordErrors = {};
  if (!current) errors.current = 'Enter your current password.';
  if (next.length < PASSWORD_MIN) errors.next = `Use at least ${PASSWORD_MIN} characters.`;
  else if (next.length > PASSWORD_MAX) errors.next = `Use at most ${PASSWORD_MAX} characters.`;
  else if (current && next === current) errors.next = 'Choose a password different from the current one.';
  if (!errors.next && confirm !== next) errors.confirm = 'The two new passwords are not the same.';
  return errors;
}

/** A refusal as the form shows it: a wrong current password on its field, anything else above the form. */
export function passwordChangeFailure(error: unknown): { fields: PasswordErrors; form: string | null } {
  if (!isApiFailure(error)) return { fields: {}, form: 'Unipath could not be reached. Check your connection and try again.' };
  const fields: PasswordErrors = {};
  if (fieldErrorOf(error, 'current_password')) fields.current = 'This is not your current password.';
  const next = fieldErrorOf(error, 'new_password');
  if (next) fields.next = next === 'must differ from the current password' ? 'Choose a password different from the current one.' : `Not accepted: ${next}.`;
  if (Object.keys(fields).length > 0) return { fields, form: null };
  if (error.status === 429) return { fields, form: 'Too many attempts. Wait a minute and try again.' };
  return { fields, form: 'Your password could not be changed just now. Try again in a moment.' };
}
