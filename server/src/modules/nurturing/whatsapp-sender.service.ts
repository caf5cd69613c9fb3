// Sending WhatsApp messages (background jobs) and what the provider's callbacks tell us (the webhook).
//
// Exactly once, per message: (1) `queued|sending → sending` (attempts + 1), or `skipped` when its number sent STOP
// since it was queued (never charged); (2) the provider call; (3) in ONE transaction `sending → sent` with the
// provider's id (and, for the local provider, the job that answers its receipts). A temporary failure (network,
// 429, 5xx) puts it back to queued and the job is retried with the queue's backoff; a permanent one (another 4xx)
// fails it at once. Credits: the hold was written when the message (or its broadcast) was accepted; a DELIVERED
// receipt spends the message's credits (key spend:message:<id>, once); a message that ends undelivered spends
// nothing; when a broadcast has no message left open (queued, sending, or sent waiting for its receipt) the hold
// minus what was spent is released once, under the broadcast's row lock. A single message releases its own hold.
import type { Queryable } from '../../db/types.ts';
import type { Deps } from '../../platform/deps.ts';
import { PermanentJobError, type JobContext } from '../../platform/jobs/index.ts';
import * as ledger from './credits.repository.ts';
import { releaseUnused } from './credits.service.ts';
import { suppress } from './contacts.repository.ts';
import { stopOnInbound } from './drip-steps.service.ts';
import { ProviderRefused } from './sender.service.ts';
import { gupshupProvider, localWhatsAppProvider, postCallback, receiptCallback, type WhatsAppProvider } from './whatsapp-provider.ts';
import * as wa from './whatsapp.repository.ts';

export const WHATSAPP_SEND = 'nurturing.whatsapp-send';
export const WHATSAPP_BATCH = 'nurturing.whatsapp-batch';
/** Hours after which an open message is given up (its job died), and a sent one without a delivery receipt. */
export const STALE_OPEN_HOURS = 6;
export const RECEIPT_HOURS = 48;
/** What an inbound text must say (trimmed, any case) to stop WhatsApp messages to its number. */
export const STOP_WORDS = new Set(['STOP', 'UNSUBSCRIBE', 'STOP ALL']);

const positiveInt = (value: unknown): value is number => typeof value === 'number' && Number.isSafeInteger(value) && value > 0;
const digits = (value: unknown): string | null => {
  const text = typeof value === 'string' ? value.replace(/\D/g, '') : '';
  return /^[0-9]{6,15}$/.test(text) ? text : null;
};

type Callback = {
  type?: unknown; timestamp?: unknown;
  payload?: { id?: unknown; gsId?: unknown; type?: unknown; source?: unknown; destination?: unknown; sender?: { phone?: unknown }; payload?: { text?: unknown; caption?: unknown; reason?: unknown; code?: unknown } };
};

export function makeWhatsAppSender({ db, config, log, jobs, clock }: Pick<Deps, 'db' | 'config' | 'log' | 'jobs' | 'clock'>, provider?: WhatsAppProvider) {
  const sender = provider ?? (config.whatsapp.gupshupApiKey ? gupshupProvider(config.whatsapp) : localWhatsAppProvider(db, jobs));

  /** A single (broadcast-less) message that ended undelivered: its hold is released, once. */
  async function releaseSingle(tx: Queryable, m: Pick<wa.MessageRow, 'message_id' | 'owner_user_id' | 'broadcast_id'>): Promise<void> {
    if (m.broadcast_id !== null) return;
    await releaseUnused(tx, {
      userId: m.owner_user_id, service: 'whatsapp_message', referenceType: 'message', referenceId: m.message_id,
      description: 'WhatsApp message not delivered: credits returned',
    });
  }

  /** Ends a broadcast with no message left open: releases what was held and not spent; completed (failed: none delivered). */
  async function finish(broadcastId: number): Promise<void> {
    await db.transaction(async (tx) => {
      const row = await wa.findBroadcast(tx, broadcastId, true);
      if (!row || (row.status !== 'sending' && row.status !== 'scheduled')) return;
      if ((await wa.unfinishedCount(tx, broadcastId)) > 0) return;
      const totals = await releaseUnused(tx, {
        userId: row.owner_user_id, service: 'whatsapp_broadcast', referenceType: 'broadcast', referenceId: broadcastId,
        description: `WhatsApp broadcast "${row.name}": credits not used`,
      });
      const failed = totals.spends === 0 && row.recipients > 0;
      await wa.finishBroadcast(tx, broadcastId, failed ? 'failed' : 'completed', failed ? 'no message was delivered' : null);
    });
  }

  /** One message: answers the temporary failure to retry later, or null (sent, failed for good, skipped, not open). */
  async function sendOne(messageId: number, job: JobContext): Promise<Error | null> {
    const m = await db.transaction(async (tx) => {
      const started = await wa.startMessage(tx, messageId);
      if (started === 'skipped') {
        const row = await wa.findMessage(tx, messageId);
        if (row) await releaseSingle(tx, row);
      }
      return started;
    });
    if (!m || m === 'skipped') return null;
    if (m.attempts > 1) log.info({ messageId, attempt: m.attempts }, 'offering a WhatsApp message again (an earlier attempt did not finish)');
    let answer: { providerMessageId: string };
    try {
      answer = await sender.send({ messageId, to: m.to_address, kind: m.kind, providerTemplateId: m.provider_template_id, params: m.params, text: m.body });
    } catch (error) {
      const text = String((error as Error).message ?? error);
      if (error instanceof ProviderRefused || job.attempt >= job.maxAttempts) {
        await db.transaction(async (tx) => {
          if (await wa.markFailed(tx, messageId, text)) await releaseSingle(tx, m);
        });
        return null;
      }
      await wa.markRetrying(db, messageId, text);
      return error instanceof Error ? error : new Error(text);
    }
    await db.transaction(async (tx) => {
      if ((await wa.markSent(tx, messageId, sender.name, answer.providerMessageId)) && sender.accepted) await sender.accepted(tx, messageId);
    });
    return null;
  }

  /** A delivered receipt: the event once, sent → delivered, and the message's credits spent. */
  async function delivered(m: wa.MessageRow, eventId: string, at: Date): Promise<void> {
    await db.transaction(async (tx) => {
      if (!(await wa.recordEvent(tx, m.message_id, m.provider ?? 'local', eventId, 'delivered', at))) return;
      if (!(await wa.markDelivered(tx, m.message_id)) || m.credits === 0) return;
      await ledger.appendEntry(tx, {
        userId: m.owner_user_id, kind: 'spend', credits: m.credits, service: m.broadcast_id ? 'whatsapp_broadcast' : 'whatsapp_message',
        referenceType: m.broadcast_id ? 'broadcast' : 'message', referenceId: m.broadcast_id ?? m.message_id,
        description: `WhatsApp message to ${m.to_address} delivered`, key: `spend:message:${m.message_id}`,
      });
    });
  }

  async function messageEvent(body: Callback, at: Date): Promise<boolean> {
    const p = body.payload!;
    const providerId = typeof p.gsId === 'string' ? p.gsId : typeof p.id === 'string' ? p.id : null;
    if (!providerId) return false;
    const m = await wa.findByProviderId(db, providerId);
    if (!m) {
      log.warn({ providerId, type: p.type }, 'a WhatsApp receipt for a message we do not know');
      return false;
    }
    const provider = m.provider ?? 'local';
    switch (p.type) {
      case 'delivered':
        await delivered(m, `${providerId}:delivered`, at);
        break;
      case 'read':
        // A read receipt implies delivery (WhatsApp may send only the read one).
        await delivered(m, `${providerId}:delivered`, at);
        await db.transaction((tx) => wa.recordEvent(tx, m.message_id, provider, `${providerId}:read`, 'read', at));
        break;
      case 'failed': {
        const reason = typeof p.payload?.reason === 'string' ? p.payload.reason : 'the provider could not deliver the message';
        await db.transaction(async (tx) => {
          await wa.recordEvent(tx, m.message_id, provider, `${providerId}:failed`, 'failed', at);
          if (await wa.markFailed(tx, m.message_id, reason)) await releaseSingle(tx, m);
        });
        break;
      }
      default:
        return true; // enqueued, sent: the message is already sent on our side
    }
    if (m.broadcast_id !== null) await finish(m.broadcast_id);
    return true;
  }

  async function inbound(body: Callback, at: Date): Promise<boolean> {
    const p = body.payload!;
    const from = digits(p.source) ?? digits(p.sender?.phone);
    if (typeof p.id !== 'string' || !from) return false;
    const text = typeof p.payload?.text === 'string' ? p.payload.text.slice(0, 4096) : typeof p.payload?.caption === 'string' ? p.payload.caption.slice(0, 4096) : null;
    const provider = config.whatsapp.gupshupApiKey ? 'gupshup' : 'local';
    await db.transaction(async (tx) => {
      const inboundId = await wa.insertInbound(tx, provider, p.id as string, from, typeof p.type === 'string' ? p.type : 'text', text, at);
      if (inboundId === undefined) return; // delivered twice: counted once
      const isStop = text !== null && STOP_WORDS.has(text.trim().toUpperCase());
      if (isStop) {
        for (const owner of await wa.sendersTo(tx, from)) await suppress(tx, owner, 'whatsapp', from, 'whatsapp_stop');
      }
      // A reply (or STOP) stops the drip sequences sending to this number, in the same transaction.
      await stopOnInbound(tx, from, isStop, at);
      const replied = await wa.repliedMessage(tx, from, at);
      if (replied) await wa.recordEvent(tx, replied.message_id, replied.provider, `reply:${p.id as string}`, 'replied', at);
    });
    return true;
  }

  return {
    provider: sender.name,

    /** The nurturing.whatsapp-send job (one message). */
    async sendMessage(payload: unknown, job: JobContext): Promise<void> {
      const messageId = (payload as { message_id?: unknown } | null)?.message_id;
      if (!positiveInt(messageId)) throw new PermanentJobError(`${WHATSAPP_SEND} needs message_id, got ${JSON.stringify(payload)}`);
      const retry = await sendOne(messageId, job);
      if (retry) throw retry;
    },

    /** The nurturing.whatsapp-batch job (the open messages of one batch of a broadcast). */
    async sendBatch(payload: unknown, job: JobContext): Promise<void> {
      const p = payload as { broadcast_id?: unknown; batch?: unknown } | null;
      if (!positiveInt(p?.broadcast_id) || typeof p?.batch !== 'number' || !Number.isSafeInteger(p.batch) || p.batch < 0) {
        throw new PermanentJobError(`${WHATSAPP_BATCH} needs broadcast_id and batch, got ${JSON.stringify(payload)}`);
      }
      const row = await wa.findBroadcast(db, p.broadcast_id);
      if (!row) throw new PermanentJobError(`no broadcast ${p.broadcast_id}`);
      if (row.status === 'completed' || row.status === 'failed') return;
      if (row.status === 'scheduled') await wa.markBroadcastSending(db, row.broadcast_id);
      let retry: Error | null = null;
      for (const messageId of await wa.openMessagesOfBatch(db, row.broadcast_id, p.batch)) {
        if (job.signal.aborted) throw new Error('the lease of this batch was lost');
        retry = (await sendOne(messageId, job)) ?? retry;
      }
      if (retry) throw retry;
      await finish(row.broadcast_id);
    },

    /** The local provider's receipts job: sent, delivered and read, POSTed signed to our webhook as Gupshup would. */
    async localReceipts(payload: unknown): Promise<void> {
      const messageId = (payload as { message_id?: unknown } | null)?.message_id;
      if (!positiveInt(messageId)) throw new PermanentJobError(`receipts need message_id, got ${JSON.stringify(payload)}`);
      const m = await wa.findMessage(db, messageId);
      if (!m) throw new PermanentJobError(`no message ${messageId}`);
      if (m.provider !== 'local' || !m.provider_message_id || m.status === 'failed' || m.status === 'skipped') return;
      for (const type of ['sent', 'delivered', 'read'] as const) {
        await postCallback(config, receiptCallback(config.whatsapp.gupshupAppName ?? 'unipath-local', m.provider_message_id, m.to_address, type, clock.now()));
      }
    },

    /** A callback of the provider (already verified): answers whether it named something we know. */
    async receive(body: unknown): Promise<boolean> {
      const callback = body as Callback;
      if (!callback || typeof callback !== 'object' || !callback.payload || typeof callback.payload !== 'object') return false;
      const at = typeof callback.timestamp === 'number' && Number.isFinite(callback.timestamp) ? new Date(callback.timestamp) : clock.now();
      if (callback.type === 'message-event') return messageEvent(callback, at);
      if (callback.type === 'message') return inbound(callback, at);
      return false;
    },

    finish,

    /** The schedule's sweep: messages nothing moved are failed (their credits released) and their broadcasts ended. */
    async sweepStale(): Promise<number> {
      const stale = await wa.failStale(db, STALE_OPEN_HOURS, RECEIPT_HOURS);
      for (const s of stale) {
        if (s.broadcast_id === null) {
          const row = await wa.findMessage(db, s.message_id);
          if (row) await db.transaction((tx) => releaseSingle(tx, row));
        }
      }
      for (const id of new Set(stale.flatMap((s) => (s.broadcast_id === null ? [] : [s.broadcast_id])))) await finish(id);
      return stale.length;
    },
  };
}

export type WhatsAppSender = ReturnType<typeof makeWhatsAppSender>;
