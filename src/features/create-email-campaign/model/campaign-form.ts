import { createEmailCampaignBody } from '@contract/forms';
import { isApiFailure } from '@/shared/api';
import { checkBody, serverFieldErrors, type FieldErrors, type FormFailure } from '@/shared/lib/form';
import type { EmailCampaignCreateBody } from '@/entities/nurturing';

/** The form's fields: the template as the select holds it, the lists as the boxes ticked. */
export type CampaignFields = { name: string; subject: string; template_id: string; list_ids: number[]; sender_name: string; reply_to: string };
export type CampaignField = keyof CampaignFields;

export const emptyCampaign: CampaignFields = { name: '', subject: '', template_id: '', list_ids: [], sender_name: '', reply_to: '' };

/** The createEmailCampaign body's rules (the contract's) in the form's words. */
const TEXTS = {
  name: { required: 'Name the campaign (only you see it).' },
  subject: { required: 'Write the subject line its recipients see.' },
  list_ids: { required: 'Choose at least one contact list.', minItems: 'Choose at least one contact list.', maxItems: 'Choose at most 10 lists.' },
  reply_to: { format: 'Enter an email address, like name@example.com.' },
};

/** The body the form sends: a shared template by its id; sender and reply-to only when given. */
export function toCampaignBody(fields: CampaignFields): EmailCampaignCreateBody {
  const sender = fields.sender_name.trim();
  const replyTo = fields.reply_to.trim();
  return {
    name: fields.name.trim(),
    subject: fields.subject.trim(),
    template_id: Number(fields.template_id),
    list_ids: fields.list_ids,
    ...(sender ? { sender_name: sender } : {}),
    ...(replyTo ? { reply_to: replyTo } : {}),
  };
}

export function validateCampaign(fields: CampaignFields): FieldErrors<CampaignField> {
  const errors: FieldErrors<CampaignField> = fields.template_id === '' ? { template_id: 'Choose the template of the mail.' } : {};
  const body = toCampaignBody(fields);
  return { ...checkBody(createEmailCampaignBody, fields.template_id === '' ? { ...body, template_id: 1 } : body, TEXTS), ...errors };
}

const SERVER_FIELDS: readonly CampaignField[] = ['name', 'subject', 'template_id', 'list_ids', 'sender_name', 'reply_to'];

/** A refusal as the form shows it: an empty or someone else's list on the lists, an inactive template on the template. */
export function campaignFailure(error: unknown): FormFailure<CampaignField> {
  if (!isApiFailure(error)) return { fields: {}, form: 'Unipath could not be reached. Check your connection and try again; your input is kept.' };
  const fields: FieldErrors<CampaignField> = serverFieldErrors(error, SERVER_FIELDS, (message) => `Not accepted: ${message}.`);
  // A list named by its place (`body/list_ids/1`) belongs to the lists' group.
  const listError = error.body?.errors?.find((e) => e.field.startsWith('body/list_ids/'));
  if (listError) fields.list_ids = `Not accepted: a list ${listError.message}.`;
  if (Object.keys(fields).length > 0) return { fields, form: null };
  return { fields, form: error.body?.message ? `The campaign was not created: ${error.body.message}.` : 'The campaign could not be created just now. Try again in a moment.' };
}
