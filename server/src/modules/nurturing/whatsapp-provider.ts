// WhatsApp providers behind one interface: Gupshup's public HTTP API (GUPSHUP_API_KEY, GUPSHUP_APP_NAME,
// GUPSHUP_SOURCE_NUMBER), and a local provider that works offline through the same code path: it keeps each message
// once in whatsapp_local_outbox and enqueues a job that answers the sent/delivered/read receipts by POSTing them to
// our own signed webhook, in Gupshup's callback format, exactly as Gupshup's callbacks arrive.
//
// Webhook signatures (our design): `X-Unipath-Signature: sha256=<hex HMAC-SHA256(secret, raw body)>`. Gupshup's own
// callbacks carry no signature, so the callback URL registered with Gupshup carries `?token=<hex HMAC(secret,
// "gupshup callback url")>` instead. Both are compared in constant time. The secret is GUPSHUP_WEBHOOK_SECRET or is
// derived from the token root secret (the same on every server).
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Config } from '../../config.ts';
import type { Db, Queryable } from '../../db/types.ts';
import type { JobQueue } from '../../platform/jobs/index.ts';
import { ProviderRefused } from './sender.service.ts';
import * as wa from './whatsapp.repository.ts';

/** The job that answers a local message's receipts through the webhook. */
export const WHATSAPP_LOCAL_RECEIPTS = 'nurturing.whatsapp-local-receipts';
/** Where the provider's callbacks arrive (outside the contracts: the provider calls it without a session). */
export const WHATSAPP_WEBHOOK_PATH = '/webhooks/gupshup';
export const SIGNATURE_HEADER = 'x-unipath-signature';

export type OutboundWhatsApp = {
  messageId: number;
  /** The number, digits with the country code (Gupshup's `destination`). */
  to: string;
  kind: 'template' | 'text';
  /** The template's id at the provider, and its values in order ({{1}} first). */
  providerTemplateId: string | null;
  params: string[];
  /** The text as the recipient sees it (a template with its values filled). */
  text: string;
};

export type WhatsAppProvider = {
  name: 'gupshup' | 'local';
  send(message: OutboundWhatsApp): Promise<{ providerMessageId: string }>;
  /** Called in the transaction that records the provider's acceptance of a message. */
  accepted?(tx: Queryable, messageId: number): Promise<void>;
};

/** The webhook's HMAC key. */
export function webhookSecret(config: Pick<Config, 'whatsapp' | 'jwtSecret'>): Buffer {
  if (config.whatsapp.webhookSecret) return Buffer.from(config.whatsapp.webhookSecret, 'utf8');
  if (!config.jwtSecret) throw new Error('the token secret is not open yet');
  return createHmac('sha256', config.jwtSecret).update('unipath whatsapp webhook').digest();
}

export const signBody = (secret: Buffer, body: string): string => `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;

/** The `token` of the callback URL registered with Gupshup. */
export const callbackToken = (secret: Buffer): string => createHmac('sha256', secret).update('gupshup callback url').digest('hex');

function sameText(a: string, b: string): boolean {
  const x = Buffer.from(a, 'utf8');
  const y = Buffer.from(b, 'utf8');
  return x.length === y.length && timingSafeEqual(x, y);
}

/** Whether a callback is ours to believe: a valid body signature, or the callback URL's token. */
export function verifyCallback(secret: Buffer, rawBody: string, signature: string | undefined, token: string | undefined): boolean {
  if (signature !== undefined) return sameText(signature, signBody(secret, rawBody));
  if (token !== undefined) return sameText(token, callbackToken(secret));
  return false;
}

/** Gupshup's HTTP API: templates through /wa/api/v1/template/msg, session texts through /wa/api/v1/msg (form-encoded). */
export function gupshupProvider(settings: Config['whatsapp'], fetcher: typeof fetch = fetch): WhatsAppProvider {
  const { gupshupApiKey, gupshupAppName, gupshupSourceNumber, gupshupApiBase } = settings;
  if (!gupshupApiKey || !gupshupAppName || !gupshupSourceNumber) throw new Error('Gupshup needs GUPSHUP_API_KEY, GUPSHUP_APP_NAME and GUPSHUP_SOURCE_NUMBER');
  return {
    name: 'gupshup',
    async send(message) {
      const form = new URLSearchParams({ channel: 'whatsapp', source: gupshupSourceNumber, destination: message.to, 'src.name': gupshupAppName });
      let path = '/wa/api/v1/msg';
      if (message.kind === 'template') {
        path = '/wa/api/v1/template/msg';
        form.set('template', JSON.stringify({ id: message.providerTemplateId, params: message.params }));
      } else form.set('message', JSON.stringify({ type: 'text', text: message.text }));
      // A network failure or a timeout throws as it is: temporary, the job retries it.
      const response = await fetcher(`${gupshupApiBase}${path}`, {
        method: 'POST',
        headers: { apikey: gupshupApiKey, 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
        body: form.toString(),
        signal: AbortSignal.timeout(15_000),
      });
      const text = await response.text();
      if (response.status === 429 || response.status >= 500) throw new Error(`gupshup answered ${response.status}: ${text.slice(0, 200)}`);
      if (!response.ok) throw new ProviderRefused(`gupshup refused the message (${response.status}): ${text.slice(0, 200)}`);
      let answer: { status?: unknown; messageId?: unknown };
      try {
        answer = JSON.parse(text) as typeof answer;
      } catch {
        throw new Error(`gupshup answered ${response.status} without JSON`);
      }
      if (answer.status !== 'submitted' || typeof answer.messageId !== 'string') throw new ProviderRefused(`gupshup did not take the message: ${text.slice(0, 200)}`);
      return { providerMessageId: answer.messageId };
    },
  };
}

/**
 * Offline: the message is kept once per message id (a resend answers the first row's id); when its acceptance is
 * recorded, `accepted` enqueues the job that answers its receipts through the webhook (in that same transaction, so
 * the receipts always find the message sent).
 */
export function localWhatsAppProvider(db: Db, jobs: JobQueue): WhatsAppProvider {
  return {
    name: 'local',
    async send(message) {
      const outboxId = await wa.acceptLocalMessage(db, message.messageId, message.to, {
        kind: message.kind, template: message.providerTemplateId, params: message.params, text: message.text,
      });
      return { providerMessageId: `local-${outboxId}` };
    },
    async accepted(tx, messageId) {
      await jobs.enqueue(tx, WHATSAPP_LOCAL_RECEIPTS, { message_id: messageId }, { key: `receipts:${messageId}`, maxAttempts: 10 });
    },
  };
}

/** The callbacks Gupshup sends for one message event (its v2 format), as the local provider answers them. */
export function receiptCallback(appName: string, providerMessageId: string, destination: string, type: 'sent' | 'delivered' | 'read', at: Date): string {
  return JSON.stringify({
    app: appName, timestamp: at.getTime(), version: 2, type: 'message-event',
    payload: { id: providerMessageId, gsId: providerMessageId, type, destination, payload: { ts: Math.floor(at.getTime() / 1000) } },
  });
}

/** POSTs a signed callback to our webhook (the local provider's receipts); a refusal or an unreachable server throws. */
export async function postCallback(config: Pick<Config, 'whatsapp' | 'jwtSecret'>, body: string, fetcher: typeof fetch = fetch): Promise<void> {
  const response = await fetcher(`${config.whatsapp.receiptsBase}${WHATSAPP_WEBHOOK_PATH}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signBody(webhookSecret(config), body) },
    body,
    signal: AbortSignal.timeout(15_000),
  });
  if (!response.ok) throw new Error(`the webhook answered ${response.status}: ${(await response.text()).slice(0, 200)}`);
}
