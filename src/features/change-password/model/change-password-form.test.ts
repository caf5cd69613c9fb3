import { describe, expect, it } from 'vitest';
import { ApiFailure } from '@/shared/api';
import { passwordChangeFailure, validatePasswordChange } from './change-password-form';

const failure = (status: number, errors?: { field: string; message: string }[]) =>
  new ApiFailure(new Response(null, { status }), { status: false, message: 'Refused', ...(errors ? { errors } : {}) });

describe('changing the password', () => {
  it.each([
    [{ current: '', next: 'long enough 1', confirm: 'long enough 1' }, { current: 'Enter your current password.' }],
    [{ current: 'old-one-123', next: 'short', confirm: 'short' }, { next: 'Use at least 8 characters.' }],
    [{ current: 'old-one-123', next: 'x'.repeat(129), confirm: 'x'.repeat(129) }, { next: 'Use at most 128 characters.' }],
    [{ current: 'old-one-123', next: 'old-one-123', confirm: 'old-one-123' }, { next: 'Choose a password different from the current one.' }],
    [{ current: 'old-one-123', next: 'new-one-456', confirm: 'new-one-465' }, { confirm: 'The two new passwords are not the same.' }],
    [{ current: 'old-one-123', next: 'new-one-456', confirm: 'new-one-456' }, {}],
  ])('checks %o', (fields, expected) => {
    expect(validatePasswordChange(fields)).toEqual(expected);
  });

  it('puts the server’s refusals on their fields', () => {
    expect(passwordChangeFailure(failure(422, [{ field: 'body/current_password', message: 'is wrong' }]))).toEqual({
      fields: { current: 'This is not your current password.' },
      form: null,
    });
    expect(passwordChangeFailure(failure(422, [{ field: 'body/new_password', message: 'must differ from the current password' }])).fields).toEqual({
      next: 'Choose a password different from the current one.',
    });
    expect(passwordChangeFailure(failure(429)).form).toBe('Too many attempts. Wait a minute and try again.');
    expect(passwordChangeFailure(new TypeError('Failed to fetch')).form).toMatch(/could not be reached/);
  });
});
