import { isApiFailure } from '@/shared/api';
import { creditsText, type CampaignPreview } from '@/entities/nurturing';

/** A key for one intent to start a campaign: made once when the user opens the start, repeated on each retry. */
export function newIdempotencyKey(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return `start-${Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')}`;
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
