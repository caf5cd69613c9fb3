import { sendBulkMailToStudentsBody } from '@contract/forms';
import type { BulkMailBody, BulkMailResult, BulkMailSkipReason } from '@/entities/student';
import { isApiFailure } from '@/shared/api';
import { checkBody, serverFieldErrors, type FormFailure } from '@/shared/lib/form';
import { formatCount } from '@/shared/lib/number-format';

export type MailStudentsFields = { subject: string; body: string };
export type MailStudentsField = keyof MailStudentsFields;

export const emptyMail: MailStudentsFields = { subject: '', body: '' };

const TEXTS = {
  subject: { required: 'Write a subject.', minLength: 'Write a subject.' },
  body_html: { required: 'Write the message.', minLength: 'Write the message.', maxLength: 'The message is too long: shorten it.' },
};

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * The message as the mail's HTML: the text is typed plain (escaped, so nothing typed becomes markup), a blank line
 * starts a paragraph, a single line break stays a line break. `{{first_name}}` and the other placeholders pass through.
 */
export function toMailHtml(text: string): string {
  return text
    .trim()
    .split(/\r?\n\s*\r?\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)
    .map((paragraph) => `<p>${escapeHtml(paragraph).replace(/\r?\n/g, '<br>')}</p>`)
    .join('\n');
}

export const toMailBody = (studentIds: readonly number[], fields: MailStudentsFields): BulkMailBody => ({
  student_user_ids: [...studentIds],
  subject: fields.subject.trim(),
  body_html: toMailHtml(fields.body),
});

/** The contract's rules on what the user typed (the students come from the selection, checked by the page). */
export const validateMail = (studentIds: readonly number[]) => (fields: MailStudentsFields) =>
  checkBody<MailStudentsField>(sendBulkMailToStudentsBody, toMailBody(studentIds, fields), TEXTS, { body_html: 'body' });

/**
 * A refusal in words: the server's reasons on the subject and the message (400); a 422 (the credits or the daily
 * sending limit do not cover the mails) or a refusal about the students above the form.
 */
export function mailFailure(error: unknown): FormFailure<MailStudentsField> {
  if (!isApiFailure(error)) return { fields: {}, form: 'Unipath could not be reached. Check your connection and try again; your message is kept.' };
  const fields = serverFieldErrors(error, { subject: 'subject', body_html: 'body' } as const, (message) => `Not accepted: ${message}.`);
  const students = error.body?.errors?.find((e) => e.field.startsWith('body/student_user_ids'));
  if (error.status === 422) {
    const why = students?.message ?? error.body?.message ?? 'the mails could not be queued';
    return { fields, form: `Nothing was sent: ${why}.` };
  }
  if (error.status === 403 || error.status === 404) {
    return { fields, form: 'Some of the selected students are not yours to mail (or no longer exist). Reload the list and select them again.' };
  }
  if (error.status === 429) return { fields, form: 'Too many sends just now. Wait a minute and try again.' };
  if (Object.keys(fields).length > 0) return { fields, form: null };
  if (students) return { fields, form: `The students were not accepted: ${students.message}.` };
  return { fields, form: 'The mails could not be sent just now. Try again in a moment.' };
}

const SKIP_WORDS: Record<BulkMailSkipReason, [string, string]> = {
  no_email: ['has no usable email address', 'have no usable email address'],
  unsubscribed: ['unsubscribed from your mails', 'unsubscribed from your mails'],
  bounced: ['bounced or complained before', 'bounced or complained before'],
};

const count = (n: number, one: string, other: string) => `${formatCount(n)} ${n === 1 ? one : other}`;

/**
 * The answer in words: how many mails are queued, and who was skipped and why. The server mails each address once, so
 * students of the selection who share an address with another get one mail between them (said when it happened).
 */
export function mailReport(result: BulkMailResult, selected: number): { queued: string; skipped: string[] } {
  const queued =
    result.queued === 0 ? 'No email was queued.' : `${count(result.queued, 'email', 'emails')} queued: ${result.queued === 1 ? 'it goes' : 'they go'} out in the next minutes.`;
  const byReason = new Map<BulkMailSkipReason, number>();
  for (const skip of result.skipped) byReason.set(skip.reason, (byReason.get(skip.reason) ?? 0) + 1);
  const skipped = [...byReason].map(([reason, n]) => `${count(n, 'student', 'students')} skipped: ${n === 1 ? SKIP_WORDS[reason][0] : SKIP_WORDS[reason][1]}.`);
  const shared = selected - result.queued - result.skipped.length;
  if (shared > 0) skipped.push(`${count(shared, 'student shares', 'students share')} an email address with another selected student: one email per address.`);
  return { queued, skipped };
}
