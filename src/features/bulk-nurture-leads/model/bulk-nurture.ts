import { isApiFailure } from '@/shared/api';
import { creditsText, type NurturingBulkResult, type NurturingService, type NurturingSkipReason } from '@/entities/nurturing';

/** A key for one intent (one opening of the dialog), repeated on every retry of it; the contract's shape. */
export function newBulkNurtureKey(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return `bulk-nurture-${Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')}`;
}

/** What one step costs: the service holds steps × the nurture-step rate per lead, whatever the channel. */
export const creditsPerStep = (service: NurturingService) => Math.round(service.credits_per_lead / service.steps);

const SKIPPED_AS: Record<Exclude<NurturingSkipReason, 'already_enrolled'>, string> = {
  no_email: 'no email',
  no_mobile: 'no mobile number',
  opted_out: 'opted out',
};

/**
 * The report of a bulk enrolment in words: "12 enrolled in “Welcome”, 3 already in this sequence, 2 skipped: 1 no
 * email, 1 opted out. 48 credits held; your balance is now 452 credits."
 */
export function nurtureReport(result: NurturingBulkResult, serviceName: string): string {
  const count = (reason: NurturingSkipReason) => result.skipped.filter((item) => item.reason === reason).length;
  const parts = [`${result.enrolled} enrolled in “${serviceName}”`];
  const already = count('already_enrolled');
  if (already > 0) parts.push(`${already} already in this sequence`);
  const others = (Object.keys(SKIPPED_AS) as (keyof typeof SKIPPED_AS)[]).filter((reason) => count(reason) > 0);
  if (others.length > 0) {
    const skipped = others.reduce((sum, reason) => sum + count(reason), 0);
    parts.push(`${skipped} skipped: ${others.map((reason) => `${count(reason)} ${SKIPPED_AS[reason]}`).join(', ')}`);
  }
  const charge = result.charge;
  return `${parts.join(', ')}. ${creditsText(charge.credits_debited)} held; your balance is now ${creditsText(charge.balance_after)}.`;
}

/** "costs 30 credits, the balance is 12" (the server's words on the field) → the two numbers. */
export function shortfallOf(message: string | undefined): { cost: number; balance: number } | null {
  const match = message?.match(/costs (\d+) credits?, the balance is (\d+)/);
  return match ? { cost: Number(match[1]), balance: Number(match[2]) } : null;
}

/** Why a bulk enrolment was refused, in words, with the numbers when credits are short. */
export function nurtureFailure(error: unknown): string {
  if (!isApiFailure(error)) return 'Unipath could not be reached. Check your connection and press Start nurturing again: nobody will be enrolled twice.';
  const errors = error.body?.errors ?? [];
  const onLeads = errors.find((e) => e.field === 'body/lead_ids')?.message;
  const onService = errors.find((e) => e.field === 'body/ns_id')?.message;
  if (error.status === 422) {
    const short = shortfallOf(onLeads) ?? shortfallOf(error.body?.message);
    if (short)
      return `Not enough credits: enrolling these leads costs ${creditsText(short.cost)} and your balance is ${creditsText(short.balance)} (${creditsText(short.cost - short.balance)} short). Nobody was enrolled or charged.`;
    if (onLeads === 'has no lead that can be enrolled')
      return 'None of the selected leads can be enrolled: each is already in this sequence, lacks the email or mobile number it needs, or opted out. Nothing was charged.';
    if (onService) return `That sequence cannot be used just now: it ${onService}. Choose another one.`;
    return `Nobody was enrolled: ${error.body?.message ?? 'the enrolment was refused'}. Nothing was charged.`;
  }
  if (error.status === 409) return 'These leads are being enrolled already (or were, with another choice, from this dialog). Close it and look at the leads’ pages.';
  if (error.status === 403 || error.status === 404) return 'Some of these leads are no longer yours to nurture, or the sequence is gone. Reload the list and try again.';
  if (error.status === 429) return 'Too many requests at once. Wait a moment and press Start nurturing again: nobody will be enrolled twice.';
  return 'The leads could not be enrolled just now. Press Start nurturing again in a moment: nobody will be enrolled twice.';
}
