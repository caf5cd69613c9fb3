// One real server per test file: an in-memory PGlite (or TEST_DATABASE_URL's PostgreSQL), migrated and seeded with the
// demo data (a copy of the one the global setup made: seeded.ts), every JSON answer checked against the contract.
import { loadConfig, type Config } from '../src/config.ts';
import { openDb, type Db } from '../src/db/index.ts';
import { openSeededTestDb } from './seeded.ts';
import { buildApp, type BuiltApp } from '../src/app.ts';
import { DEMO_PASSWORD, DEMO_USERS } from '../src/seed/demo-users.ts';

export type TestServer = {
  app: BuiltApp;
  db: Db;
  config: Config;
  portal: string;
  leads: string;
  close(): Promise<void>;
};

/**
 * An empty database (not migrated). With TEST_DATABASE_URL the tests run against a real PostgreSQL: each test file
 * gets its own fresh schema there.
 */
export async function openTestDb(): Promise<Db> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) return openDb({ inMemory: true });
  const schema = `t_${process.pid}_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 7)}`;
  const admin = await openDb({ databaseUrl: url });
  await admin.exec(`CREATE SCHEMA ${schema}`);
  await admin.close();
  const separator = url.includes('?') ? '&' : '?';
  return openDb({ databaseUrl: `${url}${separator}options=${encodeURIComponent(`-c search_path=${schema}`)}` });
}

export async function startTestServer(overrides: Partial<Config> = {}): Promise<TestServer> {
  const db = await openSeededTestDb();
  const config = loadConfig(
    { ...process.env, DATABASE_URL: '', LOG_LEVEL: 'silent', VALIDATE_RESPONSES: 'true', AUTH_RATE_LIMIT: '1000', PUBLIC_RATE_LIMIT: '100000' },
    { inMemoryDb: true, spaDir: '/nonexistent', ...overrides },
  );
  const app = await buildApp(db, config);
  await app.ready();
  return {
    app,
    db,
    config,
    portal: config.portalBase,
    leads: config.leadsBase,
    async close() {
      await app.close();
      await db.close();
    },
  };
}

export const demoEmail = (key: string): string => {
  const user = DEMO_USERS.find((u) => u.key === key);
  if (!user) throw new Error(`no demo user ${key}`);
  return user.email;
};

/** Signs a demo user in and answers the access token and the refresh cookie. */
export async function signIn(server: TestServer, key: string): Promise<{ token: string; cookie: string; userId: number }> {
  const response = await server.app.inject({
    method: 'POST',
    url: `${server.portal}/login`,
    payload: { email: demoEmail(key), password: DEMO_PASSWORD },
  });
  if (response.statusCode !== 200) throw new Error(`login ${key}: ${response.statusCode} ${response.body}`);
  const body = response.json();
  const cookie = String(response.headers['set-cookie']).split(';')[0];
  return { token: body.data.token, cookie, userId: body.data.user.user_id };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** The user id of every demo user, by key (server/src/seed/demo-users.ts). */
export async function demoUserIds(server: TestServer): Promise<Record<string, number>> {
  const { rows } = await server.db.query<{ email: string; user_id: number }>('SELECT lower(email) AS email, user_id FROM users');
  const byEmail = new Map(rows.map((row) => [row.email, row.user_id]));
  return Object.fromEntries(DEMO_USERS.map((user) => [user.key, byEmail.get(user.email.toLowerCase())!]));
}

/** Signs each demo user in and answers their access tokens, by key. */
export async function signInAll(server: TestServer, keys: readonly string[]): Promise<Record<string, string>> {
  const tokens: Record<string, string> = {};
  for (const key of keys) tokens[key] = (await signIn(server, key)).token;
  return tokens;
}
