import { isApiFailure } from '@/shared/api';
import { creditsText, LEAD_FIELD_LABEL, type BroadcastCreateBody, type BroadcastStart, type WhatsAppLeadField, type WhatsAppTemplate, type WhatsAppVariable } from '@/entities/nurturing';
import { localDay } from '@/shared/lib/calendar-date';
import { formatCount } from '@/shared/lib/number-format';

/** A key for one intent (one opening of the dialog), repeated on every retry of it; the contract's shape. */
export function newBroadcastKey(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return `bulk-whatsapp-${Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')}`;
}

/** How one template variable is filled: a text the user writes (the same for every lead) or a lead field. */
export type VariableFill = { source: 'text' | WhatsAppLeadField; text: string };

export const emptyFills = (template: WhatsAppTemplate | undefined): VariableFill[] =>
  Array.from({ length: template?.variables_count ?? 0 }, () => ({ source: 'text', text: '' }));

export const LEAD_FIELDS = Object.keys(LEAD_FIELD_LABEL) as WhatsAppLeadField[];
export const TEXT_MAX = 1024;
export const NAME_MAX = 120;

/** The template's body with each `{{n}}` shown as the user filled it: the text, or "[First name]" for a lead field. */
export function previewText(template: WhatsAppTemplate, fills: readonly VariableFill[]): string {
  return template.body.replace(/\{\{\s*(\d+)\s*\}\}/g, (all, n: string) => {
    const fill = fills[Number(n) - 1];
    if (!fill) return all;
    if (fill.source !== 'text') return `[${LEAD_FIELD_LABEL[fill.source]}]`;
    return fill.text.trim() || all;
  });
}

/** The name of a broadcast sent with none given (the broadcasts tab lists it by name): the template's, with the sender's own day (local time, not UTC). */
export const defaultBroadcastName = (template: WhatsAppTemplate, today: Date) => `${template.name} · ${localDay(today)}`;

export type BroadcastChecked = { body: BroadcastCreateBody } | { errors: { template?: string; name?: string; fills: (string | undefined)[] } };

/** The broadcast's body, or what the user must fix first (the contract's limits, in words). */
export function broadcastBody(input: { template: WhatsAppTemplate | undefined; fills: readonly VariableFill[]; name: string; leadIds: readonly number[]; today: Date }): BroadcastChecked {
  const { template, fills, leadIds } = input;
  if (!template) return { errors: { template: 'Choose a template.', fills: [] } };
  const fillErrors = fills.map((fill) => {
    if (fill.source !== 'text') return undefined;
    if (fill.text.trim() === '') return 'Write the text, or fill it from a lead field.';
    if (fill.text.trim().length > TEXT_MAX) return `Use at most ${formatCount(TEXT_MAX)} characters.`;
    return undefined;
  });
  const name = input.name.trim() || defaultBroadcastName(template, input.today);
  const nameError = name.length > NAME_MAX ? `Use at most ${NAME_MAX} characters.` : undefined;
  if (nameError || fillErrors.some(Boolean)) return { errors: { name: nameError, fills: fillErrors } };
  const variables: WhatsAppVariable[] = fills.map((fill) => (fill.source === 'text' ? { text: fill.text.trim() } : { lead_field: fill.source }));
  return { body: { name, template_id: template.template_id, lead_ids: [...leadIds], ...(variables.length > 0 ? { variables } : {}) } };
}

/** What a broadcast of `recipients` messages costs and leaves (`balance` unknown while it loads). */
export function broadcastCost(recipients: number, perMessage: number | undefined, balance: number | undefined) {
  const cost = perMessage === undefined ? undefined : recipients * perMessage;
  const after = cost === undefined || balance === undefined ? undefined : balance - cost;
  return { cost, after, short: after !== undefined && after < 0 };
}

const plural = (count: number, one: string, other: string) => `${formatCount(count)} ${count === 1 ? one : other}`;

/** The outcome of a started broadcast in words: queued, what it held, the balance after, who was skipped and why. */
export function broadcastQueued(start: BroadcastStart): string {
  const { broadcast, charge, skipped } = start;
  const when = broadcast.status === 'scheduled' ? 'is scheduled' : 'is queued';
  const noNumber = skipped.filter((item) => item.reason === 'no_mobile').length;
  const optedOut = skipped.filter((item) => item.reason === 'opted_out').length;
  const skips = [noNumber > 0 ? `${noNumber} without a WhatsApp number` : '', optedOut > 0 ? `${optedOut} opted out` : ''].filter(Boolean);
  const skippedText = skips.length > 0 ? ` ${plural(noNumber + optedOut, 'lead was', 'leads were')} skipped and not charged: ${skips.join(', ')}.` : '';
  return `WhatsApp broadcast “${broadcast.name}” ${when}: ${plural(broadcast.recipients, 'message', 'messages')}, ${creditsText(charge.credits_debited)} held; your balance is now ${creditsText(charge.balance_after)}.${skippedText}`;
}

/** "costs 30 credits, the balance is 12" (the server's words on the field) → the two numbers. */
function shortfallOf(message: string | undefined): { cost: number; balance: number } | null {
  const match = message?.match(/costs (\d+) credits?, the balance is (\d+)/);
  return match ? { cost: Number(match[1]), balance: Number(match[2]) } : null;
}

/** Why a broadcast was refused, in words, with the numbers when credits are short. */
export function broadcastFailure(error: unknown): string {
  if (!isApiFailure(error)) return 'Unipath could not be reached. Check your connection and press Send again: it will not send twice.';
  const errors = error.body?.errors ?? [];
  const on = (field: string) => errors.find((e) => e.field === field)?.message;
  if (error.status === 422) {
    const short = shortfallOf(on('body/lead_ids')) ?? shortfallOf(error.body?.message);
    if (short)
      return `Not enough credits: this broadcast costs ${creditsText(short.cost)} and your balance is ${creditsText(short.balance)} (${creditsText(short.cost - short.balance)} short). Nothing was sent or charged.`;
    if (on('body/lead_ids') === 'has no lead that can be messaged') return 'None of the selected leads can be messaged: they have no WhatsApp number or opted out. Nothing was sent or charged.';
    if (on('body/template_id')) return `Not sent: the template ${on('body/template_id')}. Choose an approved one.`;
    if (on('body/variables')) return `Not sent: the template’s values do not match it (it ${on('body/variables')}). Close the dialog and open it again.`;
    return `Not sent: ${error.body?.message ?? 'the broadcast was refused'}. Nothing was charged.`;
  }
  if (error.status === 409) return 'A broadcast from this dialog was already sent (or is being sent) with other values. Close it and look at the broadcasts.';
  if (error.status === 403 || error.status === 404) return 'Some of these leads are no longer yours to message, or the template is gone. Reload the list and try again.';
  if (error.status === 429) return 'Too many requests at once. Wait a moment and press Send again: it will not send twice.';
  return 'The broadcast could not be started just now. Press Send again in a moment: it will not send twice.';
}
