import { isApiFailure } from '@/shared/api';
import { creditsText, type BroadcastRate, type LeadWhatsAppBody, type LeadWhatsAppResult, type WhatsAppContact, type WhatsAppTemplate } from '@/entities/nurturing';
import type { FieldErrors, FormFailure } from '@/shared/lib/form';
import { formatDateTime } from '@/shared/lib/date';

/** A key for one intent to message a lead: made when the dialog opens, repeated on every retry until it closes. */
export function newWhatsAppKey(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return `lead-whatsapp-${Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')}`;
}

export type WhatsAppKind = 'text' | 'template';
/** What the form holds: free text, or a template with one value per variable ({{1}} first). */
export type WhatsAppValues = { kind: WhatsAppKind; text: string; template: string; variables: string[] };
/** The form's fields; `variable-<n>` is the value of {{n+1}}. */
export type WhatsAppField = 'number' | 'kind' | 'text' | 'template' | `variable-${number}`;

export const emptyWhatsApp = (windowOpen: boolean): WhatsAppValues => ({ kind: windowOpen ? 'text' : 'template', text: '', template: '', variables: [] });

/** Why the lead may receive only templates (or nothing), in words; null while a free text is allowed. */
export function windowText(contact: WhatsAppContact, now: number): string | null {
  if (contact.suppressed) return `The lead opted out of WhatsApp (STOP)${contact.opted_out_at ? ` on ${formatDateTime(contact.opted_out_at)}` : ''}: nothing can be sent to this number.`;
  if (contact.session_window_open && contact.session_expires_at && Date.parse(contact.session_expires_at) > now) return null;
  const last = contact.last_inbound_at ? `The lead last wrote on ${formatDateTime(contact.last_inbound_at)}, more than 24 hours ago` : 'The lead has not written to you on WhatsApp';
  return `${last}, so WhatsApp allows only an approved template until they write again.`;
}

/** The form's own checks: text or a template, and a value for each of its variables. */
export function checkWhatsApp(values: WhatsAppValues, template: WhatsAppTemplate | undefined, number: string | null): FieldErrors<WhatsAppField> {
  const errors: FieldErrors<WhatsAppField> = {};
  if (number === null) errors.number = 'The lead has no WhatsApp number.';
  if (values.kind === 'text') {
    if (values.text.trim() === '') errors.text = 'Write the message.';
    else if (values.text.length > 4096) errors.text = 'Keep the message to 4,096 characters.';
    return errors;
  }
  if (!template) {
    errors.template = 'Choose an approved template.';
    return errors;
  }
  for (let i = 0; i < template.variables_count; i++) {
    if ((values.variables[i] ?? '').trim() === '') errors[`variable-${i}`] = `Fill in {{${i + 1}}}.`;
  }
  return errors;
}

/** The request body of the form's values. */
export function whatsAppBody(leadId: number, values: WhatsAppValues, template: WhatsAppTemplate | undefined): LeadWhatsAppBody {
  if (values.kind === 'text' || !template) return { lead_id: leadId, text: values.text.trim() };
  return {
    lead_id: leadId,
    template_id: template.template_id,
    variables: Array.from({ length: template.variables_count }, (_, i) => ({ text: (values.variables[i] ?? '').trim() })),
  };
}

/** Credits of one message: the template's category, or a session text ("service"); undefined when the rates do not say. */
export function creditsOf(rates: readonly BroadcastRate[] | undefined, kind: WhatsAppKind, template: WhatsAppTemplate | undefined): number | undefined {
  const category = kind === 'text' ? 'service' : template?.category;
  if (!category) return undefined;
  return rates?.find((rate) => rate.category === category)?.credits_per_message;
}

/** Why a message was refused, in words, on the field the server names. */
export function whatsAppFailure(error: unknown, template: WhatsAppTemplate | undefined): FormFailure<WhatsAppField> {
  const form = (text: string): FormFailure<WhatsAppField> => ({ fields: {}, form: text });
  if (!isApiFailure(error)) return form('Unipath could not be reached. Press Send again: the message will not go out twice.');
  const errors = error.body?.errors ?? [];
  if (error.status === 422 || error.status === 400) {
    const fields: FieldErrors<WhatsAppField> = {};
    let above: string | null = null;
    for (const { field, message } of errors) {
      if (field === 'body/text') fields.text = message.startsWith('the 24-hour window is closed') ? 'The 24-hour window has closed: send an approved template instead.' : `The message ${message}.`;
      else if (field === 'body/template_id') fields.template = `This template ${message}.`;
      else if (field.startsWith('body/variables')) {
        const index = Number(field.split('/')[2] ?? 0) || 0;
        fields[`variable-${template && index < template.variables_count ? index : 0}`] = `The values ${message}.`;
      } else if (field === 'body/lead_id') {
        const short = message.match(/costs (\d+) credits?, the balance is (\d+)/);
        above = short
          ? `Not enough credits: this message costs ${creditsText(Number(short[1]))} and your balance is ${creditsText(Number(short[2]))} (${creditsText(Number(short[1]) - Number(short[2]))} short). Nothing was sent or charged.`
          : `Not sent: the lead ${message}.`;
      }
    }
    if (Object.keys(fields).length === 0 && above === null) above = `Not sent: ${error.body?.message ?? 'the message was refused'}. Nothing was charged.`;
    return { fields, form: above };
  }
  if (error.status === 409) return form('This message was already sent with other content. Close this and open Send WhatsApp again for a new message.');
  if (error.status === 403 || error.status === 404) return form('This lead is no longer yours to message.');
  if (error.status === 429) return form('Too many messages at once. Wait a moment and press Send again: it will not go out twice.');
  return form('The message could not be sent just now. Press Send again in a moment: it will not go out twice.');
}

/** What happened to a message the server accepted, in words. */
export function whatsAppOutcome(result: LeadWhatsAppResult): string {
  const charge = result.charge ? `; ${creditsText(result.charge.credits_debited)} held until it is delivered` : '';
  return `WhatsApp message ${result.message.template_name ? `“${result.message.template_name}” ` : ''}queued${charge}.`;
}
