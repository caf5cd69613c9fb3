// Shared by the WhatsApp tests: a server that LISTENS on a port of its own, so the local provider's receipts reach our
// signed webhook over real HTTP (as Gupshup's callbacks would), the demo users' tokens, and small helpers: a lead, a
// send, a broadcast, an inbound message from a number (a signed Gupshup callback), the jobs run to the end.
import { createServer } from 'node:net';
import { signBody, SIGNATURE_HEADER, webhookSecret } from '../src/modules/nurturing/whatsapp-provider.ts';
import { DEMO_USERS } from '../src/seed/demo-users.ts';
import { bearer, signIn, startTestServer } from './harness.ts';
import { call, contact, LEAD_ACTORS, type Kit, type Reply } from './leads-kit.ts';

export { call, type Kit, type Reply };

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

export async function startWhatsAppKit(): Promise<Kit> {
  const port = await freePort();
  const server = await startTestServer({
    whatsapp: { gupshupApiBase: 'https://api.gupshup.io', receiptsBase: `http://127.0.0.1:${port}` },
  });
  await server.app.listen({ port, host: '127.0.0.1' });
  const tokens: Record<string, string> = {};
  for (const key of [...LEAD_ACTORS, 'operations']) tokens[key] = (await signIn(server, key)).token;
  const { rows } = await server.db.query<{ email: string; user_id: number }>('SELECT email, user_id FROM users');
  const ids: Record<string, number> = {};
  for (const user of DEMO_USERS) ids[user.key] = rows.find((r) => r.email === user.email)!.user_id;
  return { server, tokens, ids };
}

/** A new lead of `who` (with a mobile unless `mobile: null`); answers its id and WhatsApp address. */
export async function lead(kit: Kit, who: string, withMobile = true): Promise<{ id: number; address: string | null }> {
  const c = contact('wa');
  const created = await call(kit, 'POST', who, '/my-lead/save', { first_name: 'Asha', last_name: 'Lead', email: c.email, ...(withMobile ? { mobile: c.mobile } : {}) });
  if (created.status !== 201) throw new Error(`lead not created: ${created.status} ${created.text}`);
  return { id: created.body.data.lead_id, address: withMobile ? `91${c.mobile}` : null };
}

let keys = 0;
const nextKey = () => `wa-test-${Date.now()}-${++keys}`;

async function post(kit: Kit, who: string, url: string, payload: unknown, key: string | null, api: 'leads' | 'portal' = 'leads'): Promise<Reply> {
  const base = api === 'leads' ? kit.server.leads : kit.server.portal;
  const response = await kit.server.app.inject({
    method: 'POST', url: `${base}${url}`, payload: payload as object,
    headers: { ...bearer(kit.tokens[who]), ...(key === null ? {} : { 'idempotency-key': key }) },
  });
  return { status: response.statusCode, body: response.json(), headers: response.headers, text: response.body };
}

export const sendToLead = (kit: Kit, who: string, body: unknown, key = nextKey()) => post(kit, who, '/my-lead/whatsapp/send-message', body, key);
export const broadcast = (kit: Kit, who: string, body: unknown, key = nextKey()) => post(kit, who, '/my-lead/bulk-whatsapp-message', body, key);
export const sendToStudent = (kit: Kit, who: string, body: unknown, key: string | null = null) => post(kit, who, '/common/whats-app-msg', body, key, 'portal');

/** POSTs a callback to the webhook, signed (or with the given signature). */
export async function callback(kit: Kit, body: unknown, signature?: string): Promise<{ status: number; body: any }> {
  const raw = JSON.stringify(body);
  const response = await kit.server.app.inject({
    method: 'POST', url: '/webhooks/gupshup', payload: raw,
    headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signature ?? signBody(webhookSecret(kit.server.config), raw) },
  });
  return { status: response.statusCode, body: response.json() };
}

let inbound = 0;
/** A message from a number, as Gupshup's inbound callback brings it. */
export const inboundFrom = (kit: Kit, address: string, text: string, id = `in-${Date.now()}-${++inbound}`) =>
  callback(kit, { app: 'unipath', timestamp: Date.now(), version: 2, type: 'message', payload: { id, source: address, type: 'text', payload: { text }, sender: { phone: address, name: 'Lead' } } });

/** The id of the approved shared template `name`. */
export async function templateId(kit: Kit, name: string): Promise<number> {
  const { rows } = await kit.server.db.query<{ template_id: number }>("SELECT template_id FROM nurturing_templates WHERE channel = 'whatsapp' AND name = $1", [name]);
  return rows[0].template_id;
}

/** Runs the due jobs until none is left (sends, then the local receipts through the webhook). */
export async function drain(kit: Kit): Promise<void> {
  for (let i = 0; i < 100; i++) if ((await kit.server.app.jobs.runDueJobs()).claimed === 0) return;
}

/** The ledger entries of a reference, by kind (credits and count). */
export async function ledgerOf(kit: Kit, referenceType: 'broadcast' | 'message', referenceId: number): Promise<Record<string, number>> {
  const { rows } = await kit.server.db.query<{ kind: string; credits: number; n: number }>(
    'SELECT kind, sum(credits)::int AS credits, count(*)::int AS n FROM credit_ledger WHERE reference_type = $1 AND reference_id = $2 GROUP BY kind',
    [referenceType, referenceId],
  );
  return Object.fromEntries(rows.flatMap((r) => [[r.kind, r.credits], [`${r.kind}_entries`, r.n]]));
}
