import { createAnnouncementBody } from '@contract/forms';
import { AUDIENCE_TYPES, type AnnouncementInput } from '@/entities/feed';
import type { UserType } from '@/entities/session';
import { isApiFailure } from '@/shared/api';
import { checkBody, serverFieldErrors } from '@/shared/lib/form';

/** The form's fields as the inputs hold them; `expires_at` is a `datetime-local` value (local time, '' for none). */
export type AnnouncementFields = {
  title: string;
  body: string;
  audience: readonly UserType[];
  expires_at: string;
};

export type AnnouncementFieldName = keyof AnnouncementFields;
export type AnnouncementErrors = Partial<Record<AnnouncementFieldName, string>>;

export const emptyAnnouncementFields: AnnouncementFields = { title: '', body: '', audience: [], expires_at: '' };

const pad = (n: number) => String(n).padStart(2, '0');

/** A moment as a `datetime-local` input holds it (`YYYY-MM-DDTHH:mm`, local time): the picker's earliest choice. */
export function toLocalDateTime(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

const LOCAL_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?$/;

/** The moment of a `datetime-local` value (read as local time, as the user picked it), or null when it is none. */
function expiryMoment(value: string): Date | null {
  if (!LOCAL_DATE_TIME.test(value)) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** The user types of an audience in the contract's order, each once (the contract's `uniqueItems`). */
const inContractOrder = (audience: readonly UserType[]): UserType[] => AUDIENCE_TYPES.filter((type) => audience.includes(type));

/** The audience with `type` ticked or unticked. */
export function withAudience(audience: readonly UserType[], type: UserType, ticked: boolean): UserType[] {
  return inContractOrder(ticked ? [...audience, type] : audience.filter((candidate) => candidate !== type));
}

const TEXTS = {
  title: { required: 'Give the announcement a title.' },
  body: { required: 'Write what you want to announce.' },
};

/**
 * What the form can tell before asking the server (the contract's AnnouncementInput, and its rule that an expiry lies
 * in the future, which the server checks with a 422); an empty object when it may be sent.
 */
export function validateAnnouncement(fields: AnnouncementFields, now: Date): AnnouncementErrors {
  const errors: AnnouncementErrors = checkBody(createAnnouncementBody, toAnnouncementInput(fields), TEXTS);
  if (fields.expires_at) {
    const expiry = expiryMoment(fields.expires_at);
    if (!expiry) errors.expires_at = 'Enter a date and time, or leave it empty.';
    else if (expiry.getTime() <= now.getTime()) errors.expires_at = 'Choose a time in the future, or leave it empty.';
  }
  return errors;
}

/** The request body: trimmed text, the audience only when narrowed (none is everyone), the expiry as an instant. */
export function toAnnouncementInput(fields: AnnouncementFields): AnnouncementInput {
  const expiry = fields.expires_at ? expiryMoment(fields.expires_at) : null;
  return {
    title: fields.title.trim(),
    body: fields.body.trim(),
    ...(fields.audience.length > 0 ? { audience: inContractOrder(fields.audience) } : {}),
    ...(expiry ? { expires_at: expiry.toISOString() } : {}),
  };
}

const SERVER_FIELDS: readonly AnnouncementFieldName[] = ['title', 'body', 'audience', 'expires_at'];

/** A refusal as the form shows it: the server's reason on each field it names, anything else above the form. */
export function announcementFailure(error: unknown): { fields: AnnouncementErrors; form: string | null } {
  if (!isApiFailure(error)) return { fields: {}, form: 'Unipath could not be reached. Check your connection and try again; your text is kept.' };
  const fields: AnnouncementErrors = serverFieldErrors(error, SERVER_FIELDS, (message) => `Not accepted: ${message}.`);
  if (Object.keys(fields).length > 0) return { fields, form: null };
  if (error.status === 403) return { fields, form: 'Only operations managers may post announcements.' };
  if (error.status === 413) return { fields, form: 'The announcement is too long to send. Shorten the message.' };
  return {
    fields,
    form: error.body?.message ? `The announcement was not posted: ${error.body.message}.` : 'The announcement could not be posted just now. Try again in a moment.',
  };
}
