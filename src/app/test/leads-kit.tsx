import { expect, it } from 'vitest';
import { ApiFailure } from '@/shared/api';

// Set-up shared by the tests of the leads, nurturing and messaging features and pages.

/** A refusal from the API: the failure envelope with its status, message and field errors. */
export const refusal = (status: number, message: string, errors?: { field: string; message: string }[]) =>
  new ApiFailure(new Response(null, { status }), { status: false, message, ...(errors ? { errors } : {}) });

/** The test that a key maker gives a fresh key each time, in the contract's Idempotency-Key shape. */
export const itMakesFreshKeys = (title: string, newKey: () => string) =>
  it(title, () => {
    const one = newKey();
    expect(one).toMatch(/^[A-Za-z0-9_.:-]{8,128}$/);
    expect(newKey()).not.toBe(one);
  });
