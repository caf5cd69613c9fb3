// The WhatsApp provider's callbacks (our addition, outside the contracts: the provider calls without a session):
// POST /webhooks/gupshup with Gupshup's v2 JSON (message-event receipts, inbound messages). The raw body is checked
// against its HMAC signature (or the callback URL's token) in constant time — 401 otherwise — before anything is read;
// events are idempotent by the provider's ids (nurturing_delivery_events and whatsapp_inbound are UNIQUE on them).
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { Config } from '../../config.ts';
import { Invalid, Unauthorized } from '../../domain/errors.ts';
import { SIGNATURE_HEADER, verifyCallback, webhookSecret, WHATSAPP_WEBHOOK_PATH } from './whatsapp-provider.ts';
import type { WhatsAppSender } from './whatsapp-sender.service.ts';

export const whatsappWebhookRoutes = (sender: WhatsAppSender, config: Pick<Config, 'whatsapp' | 'jwtSecret'>): FastifyPluginAsync => async (app: FastifyInstance) => {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: 256 * 1024 }, (_request, body, done) => done(null, body));

  app.post<{ Querystring: { token?: string } }>(WHATSAPP_WEBHOOK_PATH, async (request, reply) => {
    const raw = typeof request.body === 'string' ? request.body : '';
    const signature = request.headers[SIGNATURE_HEADER];
    const token = typeof request.query.token === 'string' ? request.query.token : undefined;
    if (!verifyCallback(webhookSecret(config), raw, typeof signature === 'string' ? signature : undefined, token)) {
      throw new Unauthorized('the callback signature is not valid');
    }
    let body: unknown;
    try {
      body = JSON.parse(raw);
    } catch {
      throw new Invalid([{ field: 'body', message: 'must be JSON' }]);
    }
    const known = await sender.receive(body);
    reply.header('cache-control', 'no-store');
    return { status: true, data: { accepted: known } };
  });
};
