// What the messaging tests share: one server per test file with the demo data and its own files folder, the demo
// users signed in (and every user's id by the name part of their email), and readers of the API. The bindings below
// are filled in by setUpMessagingServer's beforeAll.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { bearer, signIn, startTestServer, type TestServer } from './harness.ts';

export let server: TestServer;
let filesDir: string;
type Who = { token: string; userId: number };
export const users: Record<string, Who> = {};
export const ids: Record<string, number> = {};

/** Starts this test file's server on a fresh files folder, signs the demo users in, and closes both after the file. */
export function setUpMessagingServer(): void {
  beforeAll(async () => {
    filesDir = await mkdtemp(join(tmpdir(), 'unipath-messaging-files-'));
    server = await startTestServer({ filesDir });
    for (const key of ['student', 'counselor', 'operations', 'visa', 'support', 'manager', 'agent', 'franchise', 'area', 'sc', 'accounts', 's-zara', 's-ananya']) {
      const { token, userId } = await signIn(server, key);
      users[key] = { token, userId };
    }
    const { rows } = await server.db.query<{ email: string; user_id: number }>('SELECT email, user_id FROM users');
    for (const row of rows) ids[row.email.split('@')[0]] = row.user_id;
  }, 120_000);
  afterAll(async () => {
    await server?.close();
    if (filesDir) await rm(filesDir, { recursive: true, force: true });
  });
}

export const call = (who: string, method: 'GET' | 'POST', url: string, payload?: unknown, headers: Record<string, string> = {}) =>
  server.app.inject({ method, url: `${server.portal}${url}`, payload: payload as object, headers: { ...bearer(users[who].token), ...headers } });
export const get = (who: string, url: string, headers: Record<string, string> = {}) => call(who, 'GET', url, undefined, headers);
export const post = (who: string, url: string, payload?: unknown, headers: Record<string, string> = {}) => call(who, 'POST', url, payload, headers);
export const poll = (who: string, etag?: string) => get(who, '/common/new-notifications-messages', etag ? { 'if-none-match': etag } : {});
export const idOf = (key: string) => users[key].userId;
