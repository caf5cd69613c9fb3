import { isApiFailure } from '@/shared/api';
import { creditsText, type CampaignPreview } from '@/entities/nurturing';

/** A key for one intent to start a campaign: made once when the user opens the start, repeated on each retry. */
export function newIdempotencyKey(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return `start-${Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')}`;
}

/** When a started campaign sends: now, or at a time the user picks (a `datetime-local` value, this browser's time). */
export type SendTime = { when: 'now' | 'later'; at: string };

/** The start's body for this send time; undefined with the reason when a later time is missing or not in the future. */
export function startBody(campaignId: number, time: SendTime, now: Date): { body: { campaign_id: number; scheduled_at?: string } } | { error: string } {
  if (time.when === 'now') return { body: { campaign_id: campaignId } };
  if (time.at === '') return { error: 'Choose the day and time to send.' };
  const at = new Date(time.at);
  if (Number.isNaN(at.getTime())) return { error: 'Enter a day and time, like 28/11/2026 09:30.' };
  if (at.getTime() <= now.getTime() + 60_000) return { error: 'Choose a time at least a minute from now.' };
  return { body: { campaign_id: campaignId, scheduled_at: at.toISOString() } };
}

/** "costs 30 credits, the balance is 12" (the server's words on body/campaign_id) → the two numbers. */
function shortfallOf(message: string | undefined): { cost: number; balance: number } | null {
  const match = message?.match(/costs (\d+) credits?, the balance is (\d+)/);
  return match ? { cost: Number(match[1]), balance: Number(match[2]) } : null;
}

/** Why a start was refused, in words, with the numbers when credits are short. */
export function startFailure(error: unknown, preview: CampaignPreview | undefined): string {
  if (!isApiFailure(error)) return 'Unipath could not be reached. Nothing was sent. Check your connection and press Start again: it will not send twice.';
  const field = error.body?.errors?.find((e) => e.field === 'body/campaign_id')?.message;
  if (error.status === 422) {
    if (error.body?.errors?.some((e) => e.field === 'body/scheduled_at')) return 'Not started: the time to send has passed. Choose a later time. Nothing was sent or charged.';
    const short = shortfallOf(field) ?? shortfallOf(error.body?.message) ?? (preview && !preview.sufficient ? { cost: preview.cost, balance: preview.balance } : null);
    if (short)
      return `Not enough credits: this campaign costs ${creditsText(short.cost)} and your balance is ${creditsText(short.balance)} (${creditsText(short.cost - short.balance)} short). Nothing was sent or charged.`;
    if (field === 'exceeds the daily sending limit') return `Not started: ${error.body?.message ?? 'the daily sending limit is smaller than the campaign'}. Nothing was sent or charged; try again tomorrow.`;
    if (field === 'has no recipient') return 'Not started: the lists have no contact left to mail (they are empty or every contact unsubscribed). Nothing was charged.';
    return `Not started: ${error.body?.message ?? 'the campaign cannot be started'}. Nothing was sent or charged.`;
  }
  if (error.status === 409) return 'This campaign was already started (or is being started). Its progress shows in the list.';
  if (error.status === 404) return 'This campaign is no longer yours or was removed.';
  if (error.status === 429) return 'Too many starts at once. Wait a moment and press Start again: it will not send twice.';
  return 'The campaign could not be started just now. Nothing was sent. Press Start again in a moment: it will not send twice.';
}
