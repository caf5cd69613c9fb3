import { isApiFailure } from '@/shared/api';
import { formatMinor, parseMajor } from '@/shared/lib/money';
import type { PartnerInvoiceMove } from '@/entities/partner-invoice';

/** The button of each move the transition table offers. */
export const MOVE_LABEL: Record<PartnerInvoiceMove, string> = {
  raised: 'Raise invoice',
  cancelled: 'Cancel invoice',
  under_review: 'Start review',
  approved: 'Approve',
  rejected: 'Reject',
};

/** What a move did, said on the page. */
export const MOVE_DONE: Record<PartnerInvoiceMove, string> = {
  raised: 'The invoice was raised and numbered.',
  cancelled: 'The invoice was cancelled.',
  under_review: 'The invoice is under review.',
  approved: 'The invoice was approved: the partner is paid when its commission is paid out.',
  rejected: 'The invoice was rejected.',
};

/** The note is the server's to require for a rejection; said here before sending. */
export const noteError = (to: PartnerInvoiceMove, note: string): string | undefined =>
  to === 'rejected' && note.trim() === '' ? 'Say why the invoice is rejected.' : undefined;

export type AmountFields = { amount: string; note: string };

/** A correction as typed: the amount in major units (never through a float), at most the ledger share, and why. */
export function checkAmount(fields: AmountFields, ledgerShareMinor: number, currency: string): { amount?: string; note?: string; minor?: number } {
  const minor = parseMajor(fields.amount);
  const errors: { amount?: string; note?: string } = {};
  if (minor === null || minor <= 0n) errors.amount = 'Enter an amount such as 500.00.';
  else if (minor > BigInt(ledgerShareMinor)) errors.amount = `Enter at most ${formatMinor(ledgerShareMinor, currency)}, the ledger’s share.`;
  if (fields.note.trim() === '') errors.note = 'Say why the amount changes.';
  return errors.amount || errors.note ? errors : { minor: Number(minor) };
}

/** A refusal in words: the server's message (a move that is no longer allowed, a share exceeded). */
export const refusalOf = (error: unknown): string =>
  isApiFailure(error)
    ? error.status === 409
      ? `The invoice has moved meanwhile: ${error.message}. Reload to see where it is.`
      : error.message
    : 'Unipath could not be reached. Try again.';
