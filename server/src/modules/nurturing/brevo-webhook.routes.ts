// POST /webhooks/brevo (our addition, outside the contracts: the provider calls it without a session). The raw body
// must carry `X-Webhook-Signature: sha256=<hex HMAC-SHA256 of the body>` under BREVO_WEBHOOK_SECRET (or a key derived
// from the token secret), compared in constant time; anything else is 401 and changes nothing. A valid call answers
// 200 with what was recorded (duplicates and events of unknown messages are acknowledged, so Brevo stops retrying).
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyPluginAsync, FastifyReply } from 'fastify';
import type { Config } from '../../config.ts';
import type { DeliveryService } from './delivery.service.ts';

export const BREVO_WEBHOOK_PATH = '/webhooks/brevo';
export const SIGNATURE_HEADER = 'x-webhook-signature';

/** The key of the webhook's signatures. */
export function brevoWebhookKey(config: Pick<Config, 'brevoWebhookSecret' | 'jwtSecret'>): Buffer {
  if (config.brevoWebhookSecret) return Buffer.from(config.brevoWebhookSecret, 'utf8');
  if (!config.jwtSecret) throw new Error('no secret to derive the Brevo webhook key from');
  return createHmac('sha256', config.jwtSecret).update('unipath brevo webhook').digest();
}

/** `sha256=<hex>` of a body under the key (what the caller sends). */
export const signBrevoBody = (key: Buffer, body: Buffer | string): string => `sha256=${createHmac('sha256', key).update(body).digest('hex')}`;

/** Whether `header` is the body's signature under the key (compared in constant time). */
export function verifyWebhookSignature(key: Buffer, body: Buffer, header: unknown): boolean {
  if (typeof header !== 'string') return false;
  const expected = Buffer.from(signBrevoBody(key, body), 'utf8');
  const given = Buffer.from(header.trim(), 'utf8');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * A POST route of `app` whose raw JSON body must carry the webhook signature under `key`: 401 (nothing changes) when it
 * does not verify, 400 when it is not JSON, else what `handle` answers for the parsed body (`{ status: true, data }`,
 * or a refusal `handle` sends itself). Registers the context's JSON parser (raw bytes), so one route per plugin.
 */
export function signedJsonRoute(app: FastifyInstance, path: string, key: Buffer, handle: (payload: unknown, reply: FastifyReply) => Promise<unknown>): void {
  app.addContentTypeParser('application/json', { parseAs: 'buffer', bodyLimit: 1024 * 1024 }, (_request, body, done) => done(null, body));
  app.post(path, async (request, reply) => {
    const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
    reply.header('cache-control', 'no-store');
    if (!verifyWebhookSignature(key, body, request.headers[SIGNATURE_HEADER])) {
      return reply.code(401).send({ status: false, message: 'the webhook signature does not verify' });
    }
    let payload: unknown;
    try {
      payload = JSON.parse(body.toString('utf8'));
    } catch {
      return reply.code(400).send({ status: false, message: 'body is not JSON', errors: [{ field: 'body', message: 'must be JSON' }] });
    }
    return handle(payload, reply);
  });
}

export const brevoWebhookRoutes = (delivery: DeliveryService, config: Pick<Config, 'brevoWebhookSecret' | 'jwtSecret'>): FastifyPluginAsync => async (app: FastifyInstance) => {
  signedJsonRoute(app, BREVO_WEBHOOK_PATH, brevoWebhookKey(config), async (payload) => ({ status: true, data: await delivery.brevoEvents(payload) }));
};
