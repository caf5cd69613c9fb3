import { sendStudentWhatsAppMessageBody } from '@contract/forms';
import type { StudentWhatsAppBody } from '@/entities/student';
import { isApiFailure } from '@/shared/api';
import { checkBody, serverErrorsOf, type FieldErrors, type FormFailure } from '@/shared/lib/form';

/**
 * The form's values. `mode` is the WhatsApp rule the user follows: free `text` (only inside the 24-hour window after
 * the student's last message) or an approved `template` (any time) with a value per variable. Where the caller may
 * list the templates, `params` holds one value per variable of the chosen one; otherwise `paramLines` holds them one
 * per line.
 */
export type WhatsAppFields = { mode: 'text' | 'template'; message: string; template: string; params: string[]; paramLines: string };
export type WhatsAppField = 'mode' | 'message' | 'template' | 'paramLines' | `param-${number}`;

export const emptyWhatsApp: WhatsAppFields = { mode: 'text', message: '', template: '', params: [], paramLines: '' };

/** A key for one intended message: made when the form opens, kept while its answer is unknown (a lost answer). */
export function newMessageKey(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return `wa-${Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')}`;
}

/** The template's values in order: one per variable field, or the non-empty lines. */
const valuesOf = (fields: WhatsAppFields, listed: boolean): string[] =>
  listed ? fields.params.map((value) => value.trim()) : fields.paramLines.split(/\r?\n/).map((value) => value.trim()).filter(Boolean);

/** The body for the chosen mode: the free text, or the template and its values in order. */
export function toWhatsAppBody(studentUserId: number, fields: WhatsAppFields, listed: boolean): StudentWhatsAppBody {
  if (fields.mode === 'text') return { student_user_id: studentUserId, message: fields.message.trim() };
  const params = valuesOf(fields, listed);
  return { student_user_id: studentUserId, template_name: fields.template.trim(), ...(params.length > 0 ? { template_params: params } : {}) };
}

const TEXTS = {
  message: { required: 'Write the message.', minLength: 'Write the message.', maxLength: 'Use at most 1,000 characters.' },
  template_name: { required: 'Choose a template.', minLength: 'Choose a template.', pattern: 'A template name has lowercase letters, digits and _ only.' },
  template_params: { maxItems: 'A template has at most 10 values.', minLength: 'Fill in every value.', maxLength: 'Each value has at most 200 characters.' },
};

/** The contract's rules, and a value for each variable of a listed template. */
export function validateWhatsApp(studentUserId: number, listed: boolean) {
  return (fields: WhatsAppFields): FieldErrors<WhatsAppField> => {
    const errors: FieldErrors<WhatsAppField> = checkBody<WhatsAppField>(sendStudentWhatsAppMessageBody, toWhatsAppBody(studentUserId, fields, listed), TEXTS, {
      template_name: 'template',
      template_params: 'paramLines',
    });
    if (fields.mode === 'template' && listed) {
      // A listed template's values are checked one by one, on their own fields.
      delete errors.paramLines;
      fields.params.forEach((value, i) => {
        if (value.trim() === '') errors[`param-${i}`] = 'Fill in this value.';
        else if (value.trim().length > 200) errors[`param-${i}`] = 'Use at most 200 characters.';
      });
    }
    // The form sends one of the two: an either-or message is about the field of the chosen mode.
    if (fields.mode === 'text') delete errors.template;
    return errors;
  };
}

/**
 * A refusal in words, on its field: the 24-hour window closed (`body/message`), a template not approved
 * (`body/template_name`), values that do not match (`body/template_params`); about the student (no number, opted
 * out) above the form.
 */
export function whatsAppFailure(error: unknown, listed: boolean): FormFailure<WhatsAppField> {
  if (!isApiFailure(error)) return { fields: {}, form: 'Unipath could not be reached. Check your connection and try again; your message is kept.' };
  const fields: FieldErrors<WhatsAppField> = {};
  let form: string | null = null;
  for (const { path, message } of serverErrorsOf(error)) {
    if (path[0] === 'message') fields.message ??= message.includes('24-hour') ? 'The 24-hour window is closed: the student has not written in the last 24 hours. Send an approved template instead.' : `Not accepted: ${message}.`;
    else if (path[0] === 'template_name') fields.template ??= `Not accepted: ${message}.`;
    else if (path[0] === 'template_params') {
      const field: WhatsAppField = listed ? `param-${Number(path[1] ?? 0) || 0}` : 'paramLines';
      fields[field] ??= `Not accepted: ${message}.`;
    }
    else if (path[0] === 'student_user_id' && error.status === 422) form ??= `Not sent: the student ${message}.`;
  }
  if (Object.keys(fields).length > 0 || form) return { fields, form };
  if (error.status === 403 || error.status === 404) return { fields, form: 'You may not message this student.' };
  if (error.status === 409) return { fields, form: 'This message was already sent with other content. Close the form and start again.' };
  if (error.status === 429) return { fields, form: 'Too many messages just now. Wait a minute and try again.' };
  return { fields, form: 'The message could not be sent just now. Try again in a moment.' };
}
