// Delivery events from Brevo's transactional webhook (https://developers.brevo.com/docs/transactional-webhooks),
// signed by us (HMAC-SHA256 of the raw body, checked in brevo-webhook.routes.ts). Each event becomes one row of
// nurturing_delivery_events, once: Brevo's payload has no per-event id, so the event id is a hash of what makes the
// event itself (message-id, event, ts_epoch, link); a repeated delivery of the webhook adds nothing. A hard bounce or
// an invalid address, a complaint (spam) and an unsubscribe suppress the address for the message's owner.
import { createHash } from 'node:crypto';
import type { Deps } from '../../platform/deps.ts';
import { messageOfCustom } from './brevo.provider.ts';
import { suppress } from './contacts.repository.ts';
import * as delivery from './delivery.repository.ts';

type Ours = 'delivered' | 'opened' | 'clicked' | 'soft_bounced' | 'hard_bounced' | 'complaint' | 'unsubscribed';

/** Brevo's event names (transactional webhooks) in our words; the others (request, deferred, error…) are not kept. */
const EVENTS: Record<string, Ours> = {
  delivered: 'delivered',
  opened: 'opened', unique_opened: 'opened', proxy_open: 'opened', unique_proxy_open: 'opened',
  click: 'clicked',
  soft_bounce: 'soft_bounced',
  hard_bounce: 'hard_bounced', invalid_email: 'hard_bounced', blocked: 'hard_bounced',
  spam: 'complaint',
  unsubscribed: 'unsubscribed',
};
const SUPPRESSES: Partial<Record<Ours, string>> = { hard_bounced: 'hard_bounce', complaint: 'complaint', unsubscribed: 'unsubscribe' };

export type WebhookOutcome = { received: number; recorded: number; duplicates: number; ignored: number };

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value.trim() : typeof value === 'number' ? String(value) : null);

export function makeDeliveryService({ db }: Pick<Deps, 'db'>) {
  async function one(raw: Record<string, unknown>): Promise<'recorded' | 'duplicate' | 'ignored'> {
    const event = EVENTS[String(raw.event ?? '')];
    if (!event) return 'ignored';
    const providerMessageId = text(raw['message-id']) ?? text(raw.messageId);
    const message = await delivery.findMailMessage(db, 'brevo', { messageId: messageOfCustom(raw['X-Mailin-custom']), providerMessageId });
    if (!message) return 'ignored';
    const stamp = text(raw.ts_epoch) ?? text(raw.ts_event) ?? text(raw.ts) ?? text(raw.date) ?? '';
    const eventId = createHash('sha256').update(JSON.stringify([providerMessageId, message.message_id, String(raw.event), stamp, text(raw.link) ?? ''])).digest('hex');
    const epoch = Number(raw.ts_epoch);
    const seconds = Number(raw.ts_event ?? raw.ts);
    const at = Number.isFinite(epoch) && epoch > 1e12 ? new Date(epoch) : Number.isFinite(seconds) && seconds > 1e9 ? new Date(seconds * 1000) : new Date();
    return db.transaction(async (tx) => {
      const fresh = await delivery.insertEvent(tx, { provider: 'brevo', eventId, messageId: message.message_id, event, at });
      const reason = SUPPRESSES[event];
      if (reason) await suppress(tx, message.owner_user_id, 'email', message.to_address, reason);
      return fresh ? 'recorded' : 'duplicate';
    });
  }

  return {
    /** One webhook call: an event, or a list of them (Brevo batches when asked to). */
    async brevoEvents(payload: unknown): Promise<WebhookOutcome> {
      const events = (Array.isArray(payload) ? payload : [payload]).filter((e): e is Record<string, unknown> => typeof e === 'object' && e !== null);
      const outcome: WebhookOutcome = { received: events.length, recorded: 0, duplicates: 0, ignored: 0 };
      for (const event of events) {
        const result = await one(event);
        if (result === 'recorded') outcome.recorded += 1;
        else if (result === 'duplicate') outcome.duplicates += 1;
        else outcome.ignored += 1;
      }
      return outcome;
    },
  };
}

export type DeliveryService = ReturnType<typeof makeDeliveryService>;
