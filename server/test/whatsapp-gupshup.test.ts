// The Gupshup adapter against a local HTTP server that speaks Gupshup's API (form-encoded sends with the apikey header,
// `{"status":"submitted","messageId":…}` answers): a 503 is retried by the job, a 400 fails the message at once and
// returns its credits, and Gupshup's own callbacks (unsigned, with the callback URL's token) deliver and charge.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callbackToken, webhookSecret } from '../src/modules/nurturing/whatsapp-provider.ts';
import { DEMO_USERS } from '../src/seed/demo-users.ts';
import { signIn, startTestServer } from './harness.ts';
import type { Kit } from './leads-kit.ts';
import { balanceOf, grant } from './nurturing-kit.ts';
import { lead, ledgerOf, sendToLead, templateId } from './whatsapp-kit.ts';

type Seen = { path: string; apikey: string | undefined; form: URLSearchParams };
let gupshup: Server;
let seen: Seen[] = [];
let answers: Array<{ status: number; body: string }> = [];
let kit: Kit;

const read = (request: IncomingMessage) => new Promise<string>((resolve) => {
  let text = '';
  request.on('data', (chunk) => (text += chunk));
  request.on('end', () => resolve(text));
});

beforeAll(async () => {
  gupshup = createServer(async (request, response) => {
    seen.push({ path: request.url ?? '', apikey: request.headers.apikey as string | undefined, form: new URLSearchParams(await read(request)) });
    const answer = answers.shift() ?? { status: 202, body: JSON.stringify({ status: 'submitted', messageId: `gs-${seen.length}` }) };
    response.writeHead(answer.status, { 'content-type': 'application/json' }).end(answer.body);
  });
  await new Promise<void>((resolve) => gupshup.listen(0, '127.0.0.1', resolve));
  const { port } = gupshup.address() as { port: number };
  const server = await startTestServer({
    whatsapp: { gupshupApiKey: 'test-api-key', gupshupAppName: 'UnipathTest', gupshupSourceNumber: '919999900000', gupshupApiBase: `http://127.0.0.1:${port}`, receiptsBase: 'http://127.0.0.1:9' },
  });
  const tokens: Record<string, string> = { agent: (await signIn(server, 'agent')).token };
  const { rows } = await server.db.query<{ email: string; user_id: number }>('SELECT email, user_id FROM users');
  const ids = Object.fromEntries(DEMO_USERS.map((u) => [u.key, rows.find((r) => r.email === u.email)!.user_id]));
  kit = { server, tokens, ids };
}, 240_000);
afterAll(async () => {
  await kit?.server.close();
  await new Promise((resolve) => gupshup?.close(resolve));
});

/** Runs the due jobs once more, the retried ones made due now. */
async function runJobs(): Promise<void> {
  await kit.server.db.query("UPDATE jobs SET run_at = now() WHERE status = 'queued'");
  await kit.server.app.jobs.runDueJobs();
}

const status = async (messageId: number) =>
  (await kit.server.db.query<{ status: string; attempts: number; provider_message_id: string | null }>('SELECT status, attempts, provider_message_id FROM nurturing_messages WHERE message_id = $1', [messageId])).rows[0];

describe('the Gupshup adapter', { timeout: 120_000 }, () => {
  it('sends a template through wa/api/v1/template/msg, retries a 503, and is charged when Gupshup reports it delivered', async () => {
    await grant(kit, 'agent', 10);
    const before = await balanceOf(kit, 'agent');
    const { id, address } = await lead(kit, 'agent');
    const sent = await sendToLead(kit, 'agent', { lead_id: id, template_id: await templateId(kit, 'application_update'), variables: [{ lead_field: 'first_name' }, { text: 'offer received' }] });
    expect(sent.status).toBe(201);
    const messageId = sent.body.data.message.message_id;

    seen = [];
    answers = [{ status: 503, body: '{"status":"error","message":"busy"}' }];
    await runJobs();
    expect(await status(messageId)).toMatchObject({ status: 'queued', attempts: 1 });
    await runJobs();
    expect(await status(messageId)).toEqual({ status: 'sent', attempts: 2, provider_message_id: 'gs-2' });
    expect(seen).toHaveLength(2);
    expect(seen[1].path).toBe('/wa/api/v1/template/msg');
    expect(seen[1].apikey).toBe('test-api-key');
    expect(Object.fromEntries(seen[1].form)).toMatchObject({ channel: 'whatsapp', source: '919999900000', destination: address, 'src.name': 'UnipathTest' });
    expect(JSON.parse(seen[1].form.get('template')!)).toEqual({ id: 'local-application_update', params: ['Asha', 'offer received'] });

    const event = JSON.stringify({ app: 'UnipathTest', timestamp: Date.now(), version: 2, type: 'message-event', payload: { id: 'wamid.x', gsId: 'gs-2', type: 'delivered', destination: address } });
    const token = callbackToken(webhookSecret(kit.server.config));
    const wrong = await kit.server.app.inject({ method: 'POST', url: '/webhooks/gupshup?token=nope', payload: event, headers: { 'content-type': 'application/json' } });
    expect(wrong.statusCode).toBe(401);
    const right = await kit.server.app.inject({ method: 'POST', url: `/webhooks/gupshup?token=${token}`, payload: event, headers: { 'content-type': 'application/json' } });
    expect(right.statusCode).toBe(200);
    expect(await status(messageId)).toMatchObject({ status: 'delivered' });
    expect(await ledgerOf(kit, 'message', messageId)).toEqual({ hold: 2, hold_entries: 1, spend: 2, spend_entries: 1 });
    expect(await balanceOf(kit, 'agent')).toBe(before - 2);
  });

  it('fails a message Gupshup refuses (400) at once, never retried, its credits returned', async () => {
    const before = await balanceOf(kit, 'agent');
    const { id } = await lead(kit, 'agent');
    const sent = await sendToLead(kit, 'agent', { lead_id: id, template_id: await templateId(kit, 'application_update'), variables: [{ text: 'A' }, { text: 'B' }] });
    const messageId = sent.body.data.message.message_id;
    seen = [];
    answers = [{ status: 400, body: '{"status":"error","message":"Invalid Destination"}' }];
    await runJobs();
    await runJobs();
    expect(seen).toHaveLength(1);
    expect(await status(messageId)).toMatchObject({ status: 'failed', attempts: 1 });
    expect(await ledgerOf(kit, 'message', messageId)).toEqual({ hold: 2, hold_entries: 1, release: 2, release_entries: 1 });
    expect(await balanceOf(kit, 'agent')).toBe(before);
  });
});
