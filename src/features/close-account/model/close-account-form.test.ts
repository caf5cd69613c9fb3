import { describe, expect, it } from 'vitest';
import { ApiFailure } from '@/shared/api';
import { canCloseOwnAccount, closeAccountFailure, validateCloseAccount } from './close-account-form';

const failure = (status: number, errors?: { field: string; message: string }[]) =>
  new ApiFailure(new Response(null, { status }), { status: false, message: 'Refused', ...(errors ? { errors } : {}) });

describe('closing one’s account', () => {
  it('is offered to the personal accounts only', () => {
    expect(['student', 'agent', 'school_counselor'].every((role) => canCloseOwnAccount(role as never))).toBe(true);
    expect(['counselor', 'operations', 'franchise', 'accounts', 'operations_manager'].some((role) => canCloseOwnAccount(role as never))).toBe(false);
  });

  it('needs the password and the confirmation; a reason is optional and bounded', () => {
    expect(validateCloseAccount({ password: '', reason: '', understood: false })).toEqual({
      password: 'Enter your password to confirm it is you.',
      understood: 'Tick the box to confirm.',
    });
    expect(validateCloseAccount({ password: 'pw', reason: 'x'.repeat(1001), understood: true })).toEqual({ reason: 'Use at most 1000 characters.' });
    expect(validateCloseAccount({ password: 'pw', reason: '', understood: true })).toEqual({});
  });

  it('says why the server refused', () => {
    expect(closeAccountFailure(failure(422, [{ field: 'body/password', message: 'is wrong' }]))).toEqual({ fields: { password: 'This is not your password.' }, form: null });
    expect(closeAccountFailure(failure(409)).form).toMatch(/payment of yours is still in progress/);
    expect(closeAccountFailure(failure(403)).form).toMatch(/operations manager/);
    expect(closeAccountFailure(failure(500)).form).toMatch(/still open/);
  });
});
