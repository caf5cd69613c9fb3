// The Brevo adapter against a local HTTP server speaking Brevo's API (no internet here): the request it makes
// (path, api-key, body with our Message-Id, List-Unsubscribe and X-Mailin-custom) and how it maps the answers; the
// templates; then the app configured with it, and the signed delivery webhook feeding the statistics and suppressions.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brevoMailProvider, brevoTemplates, compose, ProviderRefused, signBrevoBody } from '../src/modules/nurturing/index.ts';
import { newLead } from './leads-kit.ts';
import { call, draft, drain, grant, ledgerOfMessage, listWith, sendLeadMail, start, startKitWith, type Kit } from './nurturing-kit.ts';

type Seen = { method: string; url: string; headers: Record<string, string | string[] | undefined>; body: any };
const seen: Seen[] = [];
const answers: Array<{ status: number; body: unknown }> = [];
let sent = 0;
let brevo: Server;
let base = '';
const SECRET = 'brevo-webhook-secret-of-this-test-0123456789';

const TEMPLATES = { count: 2, templates: [
  { id: 7, name: 'Welcome', subject: 'Welcome {{params.name}}', isActive: true, sender: { name: 'Unipath', email: 'news@unipath.test' }, tag: 'onboarding', modifiedAt: '2026-10-01T08:00:00.000Z' },
  { id: 3, name: 'Old', subject: 'Old news', isActive: false, sender: null, tag: '', createdAt: '2025-01-01T00:00:00.000Z' },
] };

beforeAll(async () => {
  brevo = createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk) => (raw += chunk));
    request.on('end', () => {
      seen.push({ method: request.method!, url: request.url!, headers: request.headers, body: raw ? JSON.parse(raw) : null });
      const next = answers.shift() ?? (request.url!.startsWith('/v3/smtp/templates') ? { status: 200, body: TEMPLATES } : { status: 201, body: { messageId: `<2026${++sent}.42@smtp-relay.mailin.fr>` } });
      response.writeHead(next.status, { 'content-type': 'application/json' }).end(JSON.stringify(next.body));
    });
  });
  await new Promise<void>((resolve) => brevo.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(brevo.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => brevo.close(() => resolve())));

const MESSAGE = {
  message_id: 41, campaign_id: 5, send_id: null, cc: [], owner_user_id: 1, to_address: 'asha@example.test', message_token: '6f1c7c52-8f3e-4a37-9d55-0c0f6e7a1b11',
  attempts: 1, credits: 1, first_name: 'Asha', last_name: 'Rao', unsubscribe_token: '0d5a1f7e-3c44-4e0b-9f11-2a7b8c9d0e12', subject: 'Hi {{first_name}}',
  sender_name: 'Rahul Mehta', reply_to: 'rahul@example.test', html: '<p>Dear {{first_name}}</p>',
};
const mail = compose(MESSAGE, { mailFrom: 'Unipath <no-reply@unipath.test>', publicUrl: 'https://portal.unipath.test' });

describe('the Brevo adapter', () => {
  it('POSTs /v3/smtp/email with the api-key and our headers, and keeps Brevo’s message id', async () => {
    seen.length = 0;
    const answer = await brevoMailProvider({ apiKey: 'key-1', apiUrl: base }).send(mail);
    expect(answer).toEqual({ provider: 'brevo', providerMessageId: `<2026${sent}.42@smtp-relay.mailin.fr>` });
    const [request] = seen;
    expect(request.method).toBe('POST');
    expect(request.url).toBe('/v3/smtp/email');
    expect(request.headers['api-key']).toBe('key-1');
    expect(request.headers['content-type']).toBe('application/json');
    expect(request.headers.accept).toBe('application/json');
    expect(request.body).toMatchObject({
      sender: { name: 'Rahul Mehta', email: 'no-reply@unipath.test' },
      to: [{ email: 'asha@example.test' }],
      replyTo: { email: 'rahul@example.test' },
      subject: 'Hi Asha',
      headers: {
        'Message-Id': '<nurture-41.6f1c7c52-8f3e-4a37-9d55-0c0f6e7a1b11@unipath.test>',
        'List-Unsubscribe': '<https://portal.unipath.test/mail/unsubscribe/0d5a1f7e-3c44-4e0b-9f11-2a7b8c9d0e12>',
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
        'X-Mailin-custom': 'unipath-message:41',
        idempotencyKey: 'nurture-41.6f1c7c52-8f3e-4a37-9d55-0c0f6e7a1b11@unipath.test',
      },
    });
    expect(request.body.htmlContent).toContain('Dear Asha');
    expect(request.body.htmlContent).toContain('https://portal.unipath.test/mail/unsubscribe/0d5a1f7e-3c44-4e0b-9f11-2a7b8c9d0e12');
    expect(request.body.textContent).toContain('Unsubscribe: https://portal.unipath.test/mail/unsubscribe/');
  });

  it('maps a 4xx to a refusal for good, 429 and 5xx to temporary failures', async () => {
    const provider = brevoMailProvider({ apiKey: 'key-1', apiUrl: base });
    answers.push({ status: 400, body: { code: 'invalid_parameter', message: 'email is not valid in to' } });
    await expect(provider.send(mail)).rejects.toSatisfy((e) => e instanceof ProviderRefused && /400: invalid_parameter: email is not valid/.test(e.message));
    answers.push({ status: 401, body: { code: 'unauthorized', message: 'Key not found' } });
    await expect(provider.send(mail)).rejects.toBeInstanceOf(ProviderRefused);
    for (const status of [429, 500, 503]) {
      answers.push({ status, body: { message: 'later' } });
      await expect(provider.send(mail)).rejects.toSatisfy((e) => !(e instanceof ProviderRefused) && (e as Error).message.startsWith(`Brevo answered ${status}`));
    }
  });

  it('reads the templates: the query it sends and the mapping', async () => {
    seen.length = 0;
    const page = await brevoTemplates({ apiKey: 'key-2', apiUrl: base }, { limit: 20, offset: 40, activeOnly: true });
    const url = new URL(seen[0].url, base);
    expect(url.pathname).toBe('/v3/smtp/templates');
    expect(Object.fromEntries(url.searchParams)).toEqual({ limit: '20', offset: '40', sort: 'desc', templateStatus: 'true' });
    expect(seen[0].headers['api-key']).toBe('key-2');
    expect(page).toEqual({ total: 2, items: [
      { id: 7, name: 'Welcome', subject: 'Welcome {{params.name}}', sender_name: 'Unipath', sender_email: 'news@unipath.test', is_active: true, tag: 'onboarding', modified_at: '2026-10-01T08:00:00.000Z' },
      { id: 3, name: 'Old', subject: 'Old news', sender_name: null, sender_email: null, is_active: false, tag: null, modified_at: '2025-01-01T00:00:00.000Z' },
    ] });
  });
});

describe('the app on Brevo, and the delivery webhook', () => {
  let kit: Kit;
  beforeAll(async () => {
    kit = await startKitWith({ brevoApiKey: 'key-app', brevoApiUrl: base, brevoWebhookSecret: SECRET });
  }, 120_000);
  afterAll(async () => kit?.server.close());

  const hook = (payload: unknown, signature?: string) => {
    const raw = JSON.stringify(payload);
    return kit.server.app.inject({
      method: 'POST', url: '/webhooks/brevo', payload: raw,
      headers: { 'content-type': 'application/json', ...(signature === undefined ? { 'x-webhook-signature': signBrevoBody(Buffer.from(SECRET), raw) } : { 'x-webhook-signature': signature }) },
    });
  };
  const leadMail = async (as: string) => {
    const lead = await newLead(kit, as);
    const reply = await sendLeadMail(kit, as, { lead_id: lead.body.data.lead_id, subject: 'Hello', html_content: '<p>Hello</p>' });
    expect(reply.status, reply.text).toBe(201);
    return { lead: lead.body.data, reply: reply.body.data };
  };

  it('sends a lead mail through Brevo (its id kept), lists Brevo’s templates (source brevo); a refusal fails it and gives the credits back', async () => {
    await grant(kit, 'agent', 10);
    const { reply } = await leadMail('agent');
    expect(reply).toMatchObject({ send_status: 'sent', message_id: `<2026${sent}.42@smtp-relay.mailin.fr>` });
    expect(seen.at(-1)!.headers['api-key']).toBe('key-app');
    const templates = await call(kit, 'GET', 'agent', '/my-lead/brevo-templates');
    expect(templates.body.data).toMatchObject({ source: 'brevo', total: 2 });
    expect(templates.body.data.items[0]).toMatchObject({ id: 7, name: 'Welcome' });
    answers.push({ status: 400, body: { code: 'invalid_parameter', message: 'blocked address' } });
    const refused = (await leadMail('agent')).reply;
    expect(refused).toMatchObject({ send_status: 'failed', message_id: null, sent_at: null });
    expect(refused.error).toMatch(/blocked address/);
    expect(await ledgerOfMessage(kit.server.db, refused.log_id)).toEqual({ hold: 1, release: 1 });
    answers.push({ status: 503, body: { message: 'maintenance' } });
    expect((await leadMail('agent')).reply).toMatchObject({ send_status: 'queued', message_id: null });
  });

  it('shows a bounced lead mail as bounced, with why, in the lead’s message history', async () => {
    await grant(kit, 'agent', 10);
    const { lead, reply } = await leadMail('agent');
    const bounced = await hook({ event: 'hard_bounce', email: reply.to, 'message-id': reply.message_id, 'X-Mailin-custom': `unipath-message:${reply.log_id}`, ts_epoch: 1_790_000_000_000 });
    expect(bounced.json().data.recorded).toBe(1);
    const history = await call(kit, 'GET', 'agent', `/common/messages/lead/${lead.lead_id}`, undefined, 'portal');
    expect(history.status).toBe(200);
    expect(history.body.data.items).toEqual([
      expect.objectContaining({ message_id: reply.log_id, channel: 'email', subject: 'Hello', delivery_status: 'bounced', failure_reason: 'hard bounce', template_name: null }),
    ]);
  });

  it('refuses a missing or wrong signature (401) and records nothing', async () => {
    const before = (await kit.server.db.query('SELECT 1 FROM nurturing_delivery_events')).rows.length;
    const event = { event: 'delivered', 'message-id': '<x@y>', ts_epoch: 1 };
    expect((await hook(event, '')).statusCode).toBe(401);
    expect((await hook(event, `sha256=${'0'.repeat(64)}`)).statusCode).toBe(401);
    const other = kit.server.app.inject({ method: 'POST', url: '/webhooks/brevo', payload: JSON.stringify(event), headers: { 'content-type': 'application/json' } });
    expect((await other).statusCode).toBe(401);
    expect((await kit.server.db.query('SELECT 1 FROM nurturing_delivery_events')).rows.length).toBe(before);
  });

  it('events feed the campaign’s statistics once each (rates over delivered); a hard bounce suppresses the address', async () => {
    await grant(kit, 'counselor', 10);
    const { listId, emails } = await listWith(kit, 'counselor', 2, 'brevo');
    const campaignId = await draft(kit, 'counselor', [listId]);
    expect((await start(kit, 'counselor', campaignId)).status).toBe(200);
    await drain(kit);
    const { rows } = await kit.server.db.query<{ message_id: number; provider_message_id: string; to_address: string }>(
      'SELECT message_id::int AS message_id, provider_message_id, to_address FROM nurturing_messages WHERE campaign_id = $1 ORDER BY to_address', [campaignId],
    );
    const [a, b] = rows;
    const ev = (event: string, m: typeof a, ts: number, extra: Record<string, unknown> = {}) =>
      ({ event, email: m.to_address, id: 99, 'message-id': m.provider_message_id.replace(/[<>]/g, ''), ts_epoch: ts, ...extra });
    const first = await hook([ev('delivered', a, 1_790_000_000_000), ev('delivered', b, 1_790_000_000_500), ev('unique_opened', a, 1_790_000_100_000),
      ev('opened', a, 1_790_000_200_000), ev('click', a, 1_790_000_300_000, { link: 'https://example.test/apply' }), ev('request', a, 1_790_000_000_001)]);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data).toEqual({ received: 6, recorded: 5, duplicates: 0, ignored: 1 });
    const again = await hook(ev('click', a, 1_790_000_300_000, { link: 'https://example.test/apply' }));
    expect(again.json().data).toEqual({ received: 1, recorded: 0, duplicates: 1, ignored: 0 });
    const soft = await hook({ ...ev('soft_bounce', b, 1_790_000_400_000), 'message-id': undefined, 'X-Mailin-custom': `unipath-message:${b.message_id}` });
    expect(soft.json().data.recorded).toBe(1);
    const stats = await call(kit, 'GET', 'counselor', `/my-lead/mail/campaign-stats?campaign_id=${campaignId}`);
    expect(stats.body.data.counts).toMatchObject({ sent: 2, delivered: 2, opened: 1, clicked: 1, bounced: 1 });
    expect(stats.body.data.rates).toMatchObject({ delivery_rate: 1, open_rate: 0.5, click_rate: 0.5, bounce_rate: 0.5 });
    const log = await call(kit, 'GET', 'counselor', `/my-lead/mail/email-logs?email=${encodeURIComponent(emails.find((e) => e === a.to_address)!)}`);
    expect(log.body.data.items[0].event).toBe('clicked');
    expect(log.body.data.items[0].events.map((e: { event: string }) => e.event)).toEqual(['queued', 'sent', 'delivered', 'opened', 'opened', 'clicked']);

    const bounced = await hook(ev('hard_bounce', b, 1_790_000_500_000, { reason: 'mailbox does not exist' }));
    expect(bounced.json().data.recorded).toBe(1);
    const suppression = await kit.server.db.query('SELECT reason FROM nurturing_suppressions WHERE owner_user_id = $1 AND address = $2', [kit.ids.counselor, b.to_address]);
    expect(suppression.rows).toEqual([{ reason: 'hard_bounce' }]);
    const spam = await hook(ev('spam', a, 1_790_000_600_000));
    expect(spam.json().data.recorded).toBe(1);
    const next = await draft(kit, 'counselor', [listId]);
    const preview = await call(kit, 'GET', 'counselor', `/my-lead/mail/campaign-preview?campaign_id=${next}`);
    expect(preview.body.data).toMatchObject({ contacts: 2, suppressed: 2, recipients: 0 });
  });
});
