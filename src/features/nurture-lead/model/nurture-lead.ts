import { isApiFailure } from '@/shared/api';

/** A key for one intent to enrol a lead: made when the user picks a service, repeated on each retry of that start. */
export function newNurtureKey(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return `nurture-${Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')}`;
}

/** Why an enrolment was refused, in words (the server's field message when it names one). */
export function startFailure(error: unknown): string {
  // The same intent keeps its key, so trying again cannot enrol or charge twice.
  if (!isApiFailure(error)) return 'Unipath could not be reached. Try again: the lead will not be enrolled twice.';
  const field = error.body?.errors?.[0]?.message;
  if (error.status === 409) return 'This lead is already in that sequence.';
  if (error.status === 422 && field) return `The lead was not enrolled: it ${field}.`;
  if (error.status === 403 || error.status === 404) return 'This lead is no longer yours to nurture.';
  return 'The lead could not be enrolled just now. Try again in a moment.';
}

/** Why a stop was refused, in words. */
export function stopFailure(error: unknown): string {
  if (!isApiFailure(error)) return 'Unipath could not be reached. Check your connection and try again.';
  if (error.status === 409) return 'That sequence has already ended.';
  return 'The sequence could not be stopped just now. Try again in a moment.';
}
