import { fieldErrorOf, isApiFailure } from '@/shared/api';
import type { UserType } from '@/entities/session';

/** Who closes their own account (the contract's deleteOwnAccount); staff and franchise accounts are closed by an operations manager. */
export const SELF_CLOSING_ROLES: readonly UserType[] = ['student', 'agent', 'school_counselor'];

export const canCloseOwnAccount = (userType: UserType | undefined): boolean => userType !== undefined && SELF_CLOSING_ROLES.includes(userType);

export type CloseAccountFields = { password: string; reason: string; understood: boolean };
export type CloseAccountErrors = Partial<Record<keyof CloseAccountFields, string>>;

export const REASON_MAX = 1000;

export function validateCloseAccount({ password, reason, understood }: CloseAccountFields): CloseAccountErrors {
  const errors: CloseAccountErrors = {};
  if (!password) errors.password = 'Enter your password to confirm it is you.';
  if (reason.trim().length > REASON_MAX) errors.reason = `Use at most ${REASON_MAX} characters.`;
  if (!understood) errors.understood = 'Tick the box to confirm.';
  return errors;
}

/** A refusal as the form shows it. 409: a payment of theirs is still in progress. */
export function closeAccountFailure(error: unknown): { fields: CloseAccountErrors; form: string | null } {
  if (!isApiFailure(error)) return { fields: {}, form: 'Unipath could not be reached. Your account is still open; try again.' };
  if (fieldErrorOf(error, 'password')) return { fields: { password: 'This is not your password.' }, form: null };
  if (error.status === 409) return { fields: {}, form: 'A payment of yours is still in progress. Wait until it is settled, then close the account.' };
  if (error.status === 403) return { fields: {}, form: 'Your account is a business account: ask an operations manager to close it.' };
  if (error.status === 429) return { fields: {}, form: 'Too many attempts. Wait a minute and try again.' };
  return { fields: {}, form: 'Your account could not be closed just now. It is still open; try again in a moment.' };
}
