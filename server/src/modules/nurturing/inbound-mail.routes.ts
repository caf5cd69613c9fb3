// POST /webhooks/mail-inbound (our addition, outside the contracts): replies to our mail, posted by the inbound-mail
// relay (Brevo's inbound parsing, or any mail server's, turned into the small JSON below and signed by the relay —
// the same `X-Webhook-Signature: sha256=<hex HMAC-SHA256 of the body>` under BREVO_WEBHOOK_SECRET as POST
// /webhooks/brevo). A reply stops the drip sequences mailing its sender. Body:
//   { "items": [ { "message_id": "<…@mail>", "from": "lead@example.com", "in_reply_to": "<our Message-Id>" | null,
//                  "subject": "Re: …" | null, "received_at": "2026-11-28T10:00:00Z" } ] }   (1–100 items)
// 401 when the signature does not verify, 400 naming the field at fault; a valid call answers 200 with what it
// recorded (a repeated Message-ID is acknowledged and changes nothing, so the relay stops retrying).
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { Config } from '../../config.ts';
import { brevoWebhookKey, signedJsonRoute } from './brevo-webhook.routes.ts';
import type { InboundMail } from './drip-steps.service.ts';

export const INBOUND_MAIL_PATH = '/webhooks/mail-inbound';
const MAX_ITEMS = 100;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

type FieldError = { field: string; message: string };

/** The items of a body, or the first field at fault. */
export function readInboundMail(payload: unknown): { mails: InboundMail[] } | { error: FieldError } {
  const items = (payload as { items?: unknown } | null)?.items;
  if (!Array.isArray(items) || items.length === 0 || items.length > MAX_ITEMS) {
    return { error: { field: 'body/items', message: `must be an array of 1 to ${MAX_ITEMS} mails` } };
  }
  const mails: InboundMail[] = [];
  for (const [i, raw] of items.entries()) {
    const item = (raw ?? {}) as Record<string, unknown>;
    const at = (name: string, message: string) => ({ error: { field: `body/items/${i}/${name}`, message } });
    const messageId = typeof item.message_id === 'string' ? item.message_id.trim() : '';
    if (messageId.length < 3 || messageId.length > 998) return at('message_id', 'must be the mail\'s Message-ID (3 to 998 characters)');
    const from = typeof item.from === 'string' ? item.from.trim().toLowerCase() : '';
    if (!EMAIL.test(from) || from.length > 254) return at('from', 'must be the sender\'s email address');
    const optional = (name: string, max: number) => {
      const value = item[name];
      if (value === undefined || value === null) return null;
      return typeof value === 'string' && value.length <= max ? value : undefined;
    };
    const inReplyTo = optional('in_reply_to', 998);
    if (inReplyTo === undefined) return at('in_reply_to', 'must be a Message-ID or null');
    const subject = optional('subject', 998);
    if (subject === undefined) return at('subject', 'must be text of at most 998 characters or null');
    const receivedAt = typeof item.received_at === 'string' ? new Date(item.received_at) : new Date(Number.NaN);
    if (Number.isNaN(receivedAt.getTime())) return at('received_at', 'must be a date-time');
    mails.push({ messageId, from, inReplyTo, subject, receivedAt });
  }
  return { mails };
}

export const inboundMailRoutes = (
  drip: { inboundMail(mails: InboundMail[]): Promise<{ recorded: number; duplicates: number; stopped: number }> },
  config: Pick<Config, 'brevoWebhookSecret' | 'jwtSecret'>,
): FastifyPluginAsync => async (app: FastifyInstance) => {
  signedJsonRoute(app, INBOUND_MAIL_PATH, brevoWebhookKey(config), async (payload, reply) => {
    const read = readInboundMail(payload);
    if ('error' in read) {
      return reply.code(400).send({ status: false, message: `invalid request: ${read.error.field} ${read.error.message}`, errors: [read.error] });
    }
    return { status: true, data: await drip.inboundMail(read.mails) };
  });
};
