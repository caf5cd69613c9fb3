import { isApiFailure } from '@/shared/api';
import { creditsText, type LeadMailBody, type LeadMailResult } from '@/entities/nurturing';
import type { FieldErrors, FormFailure } from '@/shared/lib/form';

/** A key for one intent to mail a lead: made when the dialog opens, repeated on every retry until it closes. */
export function newMailKey(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return `lead-mail-${Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')}`;
}

/** What the form holds: a template, or "own" with a subject and a plain-text body. */
export type MailValues = { to: string; template: string; subject: string; body: string };
export type MailField = keyof MailValues;
export const OWN_TEXT = 'own';

export const emptyMail = (to: string): MailValues => ({ to, template: '', subject: '', body: '' });

/** The form's own checks (the contract's lengths included). */
export function checkMail(values: MailValues): FieldErrors<MailField> {
  const errors: FieldErrors<MailField> = {};
  if (values.to === '') errors.to = 'The lead has no email address to write to.';
  if (values.template === '') errors.template = 'Choose a template, or write your own mail.';
  if (values.template === OWN_TEXT) {
    if (values.subject.trim() === '') errors.subject = 'Write a subject.';
    else if (values.subject.trim().length > 200) errors.subject = 'Keep the subject to 200 characters.';
    if (values.body.trim() === '') errors.body = 'Write the mail.';
  }
  return errors;
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Plain text as the mail's HTML: paragraphs at blank lines, line breaks kept, everything escaped. */
export function textToHtml(text: string): string {
  return text
    .trim()
    .split(/\n\s*\n/)
    .map((paragraph) => `<p>${escapeHtml(paragraph.trim()).replace(/\n/g, '<br>')}</p>`)
    .join('\n');
}

/** The request body of the form's values. */
export function mailBody(leadId: number, values: MailValues): LeadMailBody {
  if (values.template !== OWN_TEXT) return { lead_id: leadId, template_id: Number(values.template) };
  return { lead_id: leadId, subject: values.subject.trim(), html_content: textToHtml(values.body) };
}

/** "costs 3 credits, the balance is 1" (the server's words) → the two numbers. */
function shortfallOf(message: string | undefined): { cost: number; balance: number } | null {
  const match = message?.match(/costs (\d+) credits?, the balance is (\d+)/);
  return match ? { cost: Number(match[1]), balance: Number(match[2]) } : null;
}

/** Why a mail was refused, in words: on its field when the form shows one, else above the form. */
export function mailFailure(error: unknown): FormFailure<MailField> {
  const form = (text: string): FormFailure<MailField> => ({ fields: {}, form: text });
  if (!isApiFailure(error)) return form('Unipath could not be reached. Press Send again: the mail will not go out twice.');
  const errors = error.body?.errors ?? [];
  const on = (field: string) => errors.find((e) => e.field === field)?.message;
  if (error.status === 422) {
    const lead = on('body/lead_id');
    const short = shortfallOf(lead) ?? shortfallOf(error.body?.message);
    if (short) {
      return form(
        `Not enough credits: this mail costs ${creditsText(short.cost)} and your balance is ${creditsText(short.balance)} (${creditsText(short.cost - short.balance)} short). Nothing was sent or charged.`,
      );
    }
    if (lead === 'exceeds the daily sending limit') return form('Not sent: today’s sending limit is used up. Nothing was charged; try again tomorrow.');
    if (lead?.startsWith('its address is suppressed')) {
      const why = lead.match(/\(([^)]+)\)/)?.[1];
      const reason = why === 'unsubscribe' || why === 'unsubscribed' ? 'unsubscribed from your mails' : why === 'complaint' ? 'marked your mail as spam' : why ? 'bounced' : 'cannot be mailed';
      return { fields: { to: `This address ${reason}, so it is never mailed.` }, form: 'Not sent: the lead’s address is blocked for your mails. Nothing was charged.' };
    }
    if (lead) return { fields: { to: `The lead ${lead}.` }, form: null };
    if (on('body/template_id')) return { fields: { template: `This template ${on('body/template_id')}.` }, form: null };
    if (on('body/subject')) return { fields: { subject: `The subject ${on('body/subject')}.` }, form: null };
    return form(`Not sent: ${error.body?.message ?? 'the mail was refused'}. Nothing was charged.`);
  }
  if (error.status === 400 && on('body/template_id')) return { fields: { template: 'Choose a template, or write a subject and the mail.' }, form: null };
  if (error.status === 409) return form('This mail was already sent with other content. Close this and open Send email again for a new mail.');
  if (error.status === 403 || error.status === 404) return form('This lead is no longer yours to mail.');
  if (error.status === 429) return form('Too many mails at once. Wait a moment and press Send again: it will not go out twice.');
  return form('The mail could not be sent just now. Press Send again in a moment: it will not go out twice.');
}

/** What happened to a mail the server accepted, in words. */
export function mailOutcome(result: LeadMailResult): { tone: 'success' | 'warning' | 'danger'; text: string } {
  if (result.send_status === 'sent') return { tone: 'success', text: `Email “${result.subject}” sent to ${result.to}; ${creditsText(result.credits)} used.` };
  if (result.send_status === 'queued') return { tone: 'warning', text: `Email “${result.subject}” to ${result.to} is queued: the mail service was busy, it is tried again shortly.` };
  return { tone: 'danger', text: `Email to ${result.to} was refused${result.error ? ` (${result.error})` : ''}; its ${creditsText(result.credits)} came back.` };
}
