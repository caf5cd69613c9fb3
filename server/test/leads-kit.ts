// Shared by the leads core tests: one server, tokens and ids of the demo users, calls to the leads API, and unique
// contact details so each test makes its own leads beside the seeded lead book.
import { DEMO_USERS } from '../src/seed/demo-users.ts';
import { bearer, signIn, startTestServer, type TestServer } from './harness.ts';

export type Kit = {
  server: TestServer;
  tokens: Record<string, string>;
  ids: Record<string, number>;
};

export const LEAD_ACTORS = ['agent', 'franchise', 'area', 'counselor', 'support', 'manager', 'sc', 'student', 'accounts'] as const;

export async function startKit(): Promise<Kit> {
  const server = await startTestServer();
  const tokens: Record<string, string> = {};
  for (const key of LEAD_ACTORS) tokens[key] = (await signIn(server, key)).token;
  const { rows } = await server.db.query<{ email: string; user_id: number }>('SELECT email, user_id FROM users');
  const ids: Record<string, number> = {};
  for (const user of DEMO_USERS) ids[user.key] = rows.find((r) => r.email === user.email)!.user_id;
  return { server, tokens, ids };
}

export type Reply = { status: number; body: any; headers: Record<string, unknown>; text: string };

export async function call(kit: Kit, method: 'GET' | 'POST', as: string, url: string, payload?: unknown, api: 'leads' | 'portal' = 'leads'): Promise<Reply> {
  const base = api === 'leads' ? kit.server.leads : kit.server.portal;
  const response = await kit.server.app.inject({ method, url: `${base}${url}`, payload: payload as object, headers: bearer(kit.tokens[as]) });
  const type = String(response.headers['content-type'] ?? '');
  return { status: response.statusCode, body: type.includes('json') ? response.json() : null, headers: response.headers, text: response.body };
}

let counter = 0;
/** A contact nobody else has: a 10-digit Indian mobile and an email, unique within the run. */
export function contact(tag = 'lead'): { email: string; mobile: string } {
  counter += 1;
  const n = String(Date.now() % 1_000_000).padStart(6, '0');
  return { email: `${tag}.${n}.${counter}@example.test`, mobile: `7${n.slice(0, 5)}${String(counter).padStart(4, '0')}` };
}

/** Saves a new lead as `as` and answers the reply (201 with the lead when created). */
export async function newLead(kit: Kit, as: string, extra: Record<string, unknown> = {}): Promise<Reply> {
  return call(kit, 'POST', as, '/my-lead/save', { first_name: 'Test', last_name: 'Lead', ...contact(as), ...extra });
}

export async function stageId(kit: Kit, name: string): Promise<number> {
  const { rows } = await kit.server.db.query<{ stage_id: number }>('SELECT stage_id FROM lead_stages WHERE name = $1', [name]);
  return rows[0].stage_id;
}
