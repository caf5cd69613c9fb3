import { deleteOwnAccount, mayCall } from '@contract/access';
import { deleteOwnAccountBody } from '@contract/forms';
import type { UserType } from '@/entities/session';
import { isApiFailure } from '@/shared/api';
import { checkBody, serverFieldErrors } from '@/shared/lib/form';
import type { CloseAccountBody } from '../api/close-account.mutation';

/** Who closes their own account: the roles the contract lets call deleteOwnAccount (staff and franchise accounts are closed by an operations manager). */
export const canCloseOwnAccount = (userType: UserType | undefined): boolean =>
  mayCall(deleteOwnAccount, userType);

export type CloseAccountFields = { password: string; reason: string; understood: boolean };
export type CloseAccountErrors = Partial<Record<keyof CloseAccountFields, string>>;

const TEXTS = { password: { required: 'Enter your password to confirm it is you.' } };

/** The body: the password as typed, a reason only when one was given. */
export function toCloseAccountBody({ password, reason }: CloseAccountFields): CloseAccountBody {
  const trimmed = reason.trim();
  return { password, ...(trimmed ? { reason: trimmed } : {}) };
}

/** The contract's rules, then the form's own confirmation; an empty object when it may be sent. */
export function validateCloseAccount(fields: CloseAccountFields): CloseAccountErrors {
  const errors: CloseAccountErrors = checkBody(deleteOwnAccountBody, toCloseAccountBody(fields), TEXTS);
  if (!fields.understood) errors.understood = 'Tick the box to confirm.';
  return errors;
}

/** A refusal as the form shows it. 409: a payment of theirs is still in progress. */
export function closeAccountFailure(error: unknown): { fields: CloseAccountErrors; form: string | null } {
  if (!isApiFailure(error)) return { fields: {}, form: 'Unipath could not be reached. Your account is still open; try again.' };
  const fields = serverFieldErrors(error, ['password'] as const, () => 'This is not your password.');
  if (fields.password) return { fields, form: null };
  if (error.status === 409) return { fields: {}, form: 'A payment of yours is still in progress. Wait until it is settled, then close the account.' };
  if (error.status === 403) return { fields: {}, form: 'Your account is a business account: ask an operations manager to close it.' };
  if (error.status === 429) return { fields: {}, form: 'Too many attempts. Wait a minute and try again.' };
  return { fields: {}, form: 'Your account could not be closed just now. It is still open; try again in a moment.' };
}
