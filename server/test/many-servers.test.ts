// Two servers on one database, as behind a load balancer (issue 9 rows 4, 6, 7): requests alternate between them.
// Both use the secret the database keeps (no JWT_SECRET); a file uploaded through one downloads through the other;
// the limits are counted once for both (an office of 20 behind one address signs in and refreshes freely, the 11th
// wrong password for one account is refused on either server while a colleague signs in, a spoofed X-Forwarded-For
// from a peer that is not a listed proxy changes nothing); signing keys rotate with the old tokens still accepted.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type BuiltApp } from '../src/app.ts';
import { loadConfig, type Config } from '../src/config.ts';
import type { Db } from '../src/db/index.ts';
import { DEMO_PASSWORD, DEMO_USERS } from '../src/seed/demo-users.ts';
import { makeSecurityHeaders } from '../src/http/security.ts';
import { bearer, demoEmail } from './harness.ts';
import { openSeededTestDb } from './seeded.ts';

let db: Db;
let dataDir: string;
const apps: BuiltApp[] = [];
let a: BuiltApp;
let b: BuiltApp;
const PORTAL = '/api';

/** A server as main.ts makes one on a shared database: no JWT_SECRET, the default limits unless `env` says otherwise. */
async function startServer(env: Record<string, string> = {}, overrides: Partial<Config> = {}): Promise<BuiltApp> {
  const config = loadConfig(
    { DATA_DIR: dataDir, LOG_LEVEL: 'silent', VALIDATE_RESPONSES: 'true', SPA_DIR: '/nonexistent', ...env },
    { inMemoryDb: false, ...overrides },
  );
  const app = await buildApp(db, config);
  await app.ready();
  apps.push(app);
  return app;
}

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'unipath-many-'));
  db = await openSeededTestDb();
  [a, b] = await Promise.all([startServer(), startServer()]);
}, 180_000);

afterAll(async () => {
  for (const app of apps) await app.close();
  await db?.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

type Options = { from?: string; headers?: Record<string, string> };
const login = (app: BuiltApp, email: string, password = DEMO_PASSWORD, { from = '203.0.113.10', headers = {} }: Options = {}) =>
  app.inject({ method: 'POST', url: `${PORTAL}/login`, payload: { email, password }, remoteAddress: from, headers });
const refresh = (app: BuiltApp, cookie: string, from = '203.0.113.10') =>
  app.inject({ method: 'POST', url: `${PORTAL}/refresh-token`, headers: { cookie }, remoteAddress: from });
const cookieOf = (response: { headers: Record<string, unknown> }) => String(response.headers['set-cookie']).split(';')[0];

function pdf(text: string): Buffer {
  return Buffer.from(`%PDF-1.4\n1 0 obj <<>> endobj\n% ${text}\ntrailer <<>>\n%%EOF\n`, 'latin1');
}

function multipart(parts: { field: string; filename: string; bytes: Buffer }[]) {
  const boundary = '----unipath-many-servers';
  const chunks: Buffer[] = [];
  for (const part of parts) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${part.field}"; filename="${part.filename}"\r\nContent-Type: application/pdf\r\n\r\n`));
    chunks.push(part.bytes, Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

describe('one secret', () => {
  it('keeps one root secret in the database and signs with the same key on both servers', async () => {
    const { rows } = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM server_secrets WHERE name = 'root'`);
    expect(rows[0].n).toBe(1);
    const [keyA, keyB] = await Promise.all([a.ctx.config.signingKeys.current(), b.ctx.config.signingKeys.current()]);
    expect(keyA.kid).toBe(keyB.kid);
    expect(Buffer.from(keyA.secret).equals(Buffer.from(keyB.secret))).toBe(true);
    // The payment sandbox's key is derived from the shared root too: both servers check the same signatures.
    expect(Buffer.from(a.ctx.config.paymentSandboxSecret).equals(Buffer.from(b.ctx.config.paymentSandboxSecret))).toBe(true);
    expect(a.ctx.config.paymentSandboxSecret.length).toBe(32);
  });

  it('accepts on one server the token the other signed', async () => {
    const signedIn = await login(a, demoEmail('support'), DEMO_PASSWORD, { from: '198.51.100.1' });
    expect(signedIn.statusCode).toBe(200);
    const token = signedIn.json().data.token;
    expect(JSON.parse(Buffer.from(token.split('.')[0], 'base64url').toString()).kid).toMatch(/^[0-9a-f]{16}$/);
    const onB = await b.inject({ method: 'GET', url: `${PORTAL}/common/notifications`, headers: bearer(token) });
    expect(onB.statusCode, onB.body).toBe(200);
  });
});

describe('files every server reads', () => {
  let token: string;
  let studentId: number;
  let typeId: number;

  beforeAll(async () => {
    const signedIn = await login(a, demoEmail('student'), DEMO_PASSWORD, { from: '198.51.100.2' });
    token = signedIn.json().data.token;
    studentId = signedIn.json().data.user.user_id;
    const { rows } = await db.query<{ document_type_id: number }>(
      `SELECT document_type_id FROM document_types WHERE name = 'CV/Resume' ORDER BY document_type_id LIMIT 1`,
    );
    typeId = rows[0].document_type_id;
  });

  const upload = (app: BuiltApp, body: ReturnType<typeof multipart>) =>
    app.inject({
      method: 'POST',
      url: `${PORTAL}/common/upload-file?kind=document&student_user_id=${studentId}&document_type_id=${typeId}`,
      headers: { ...bearer(token), ...body.headers },
      payload: body.payload,
    });

  it('downloads through one server the same bytes uploaded through the other', async () => {
    const bytes = pdf('uploaded through server A');
    const uploaded = await upload(a, multipart([{ field: 'file', filename: 'cv.pdf', bytes }]));
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const download = await b.inject({ method: 'GET', url: new URL(uploaded.json().data.url).pathname, headers: bearer(token) });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(bytes)).toBe(true);
    expect(download.headers['cache-control']).toBe('private, no-store');
  });

  it('refuses an upload with two file parts, naming the field, and stores nothing', async () => {
    const { rows: [before] } = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM file_store_objects');
    const twice = await upload(b, multipart([
      { field: 'file', filename: 'one.pdf', bytes: pdf('one') },
      { field: 'file', filename: 'two.pdf', bytes: pdf('two') },
    ]));
    expect(twice.statusCode).toBe(400);
    expect(twice.json().errors).toEqual([{ field: 'body/file', message: 'must be one file: this upload has more than one file part' }]);
    const other = await upload(b, multipart([
      { field: 'file', filename: 'one.pdf', bytes: pdf('one') },
      { field: 'scan', filename: 'two.pdf', bytes: pdf('two') },
    ]));
    expect(other.statusCode).toBe(400);
    expect(other.json().errors).toEqual([{ field: 'body/scan', message: 'is not allowed' }]);
    const { rows: [after] } = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM file_store_objects');
    expect(after.n).toBe(before.n);
  });
});

describe('fair limits, shared by both servers', () => {
  it('lets 20 people behind one address sign in and refresh twice within a minute (no 429)', async () => {
    const statuses: number[] = [];
    const office = '192.0.2.50';
    const sessions = await Promise.all(
      DEMO_USERS.map(async (user, i) => {
        const response = await login(i % 2 ? a : b, user.email, DEMO_PASSWORD, { from: office });
        statuses.push(response.statusCode);
        return cookieOf(response);
      }),
    );
    for (const [i, cookie] of sessions.entries()) {
      const first = await refresh(i % 2 ? b : a, cookie, office);
      const second = await refresh(i % 2 ? a : b, cookieOf(first), office);
      statuses.push(first.statusCode, second.statusCode);
    }
    console.log(`[many servers] ${DEMO_USERS.length} sign-ins and ${2 * DEMO_USERS.length} refreshes from one address: ${statuses.filter((s) => s === 200).length} × 200, ${statuses.filter((s) => s === 429).length} × 429`);
    expect(DEMO_USERS.length).toBe(20);
    expect(statuses).toEqual(Array(60).fill(200));
  });

  it('refuses the 11th wrong password for one account on either server, while a colleague at the address signs in', async () => {
    const office = '192.0.2.77';
    const victim = demoEmail('visa');
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await login(i % 2 ? b : a, victim, 'not-the-password', { from: office })).statusCode);
    expect(statuses).toEqual([...Array(10).fill(401), 429]);
    const refused = await login(a, victim, DEMO_PASSWORD, { from: office });
    expect(refused.statusCode).toBe(429); // the right password too, while the wait lasts: no guessing through it
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(890);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(900);
    expect(refused.json().message).toMatch(/too many wrong passwords for this account from this address: try again in \d+ s/);
    // A colleague at the same address, and the account's owner from elsewhere, are not locked out.
    expect((await login(b, demoEmail('operations'), DEMO_PASSWORD, { from: office })).statusCode).toBe(200);
    expect((await login(b, victim, DEMO_PASSWORD, { from: '198.51.100.99' })).statusCode).toBe(200);
  });

  it('makes the next lockout longer, and forgets the failures once the right password gets in', async () => {
    const from = '192.0.2.78';
    const email = demoEmail('accounts');
    for (let i = 0; i < 10; i++) expect((await login(a, email, 'wrong', { from })).statusCode).toBe(401);
    const first = await login(b, email, 'wrong', { from });
    expect(Number(first.headers['retry-after'])).toBe(900);
    // The first wait is over (moved into the past here): ten more tries, then a wait twice as long.
    await db.query(`UPDATE rate_limits SET blocked_until = now() - interval '1 second', window_ends = now() - interval '1 second' WHERE bucket = 'login'`);
    for (let i = 0; i < 10; i++) expect((await login(b, email, 'wrong', { from })).statusCode).toBe(401);
    const second = await login(a, email, 'wrong', { from });
    expect(second.statusCode).toBe(429);
    expect(Number(second.headers['retry-after'])).toBe(1800);
    await db.query(`UPDATE rate_limits SET blocked_until = now() - interval '1 second', window_ends = now() - interval '1 second' WHERE bucket = 'login'`);
    expect((await login(a, email, DEMO_PASSWORD, { from })).statusCode).toBe(200);
    for (let i = 0; i < 10; i++) expect((await login(b, email, 'wrong', { from })).statusCode).toBe(401);
    expect(Number((await login(a, email, 'wrong', { from })).headers['retry-after'])).toBe(900);
  });

  it('ignores X-Forwarded-For from a peer that is not a listed proxy, and believes the listed proxy', async () => {
    const proxied = await startServer({ TRUST_PROXY: '10.0.0.0/24' });
    const email = demoEmail('franchise');
    const statuses: number[] = [];
    // An attacker at 203.0.113.66 sends a new X-Forwarded-For with every try: they count against their own address.
    for (let i = 0; i < 11; i++) {
      const spoofed = await login(i % 2 ? proxied : a, email, 'guess', { from: '203.0.113.66', headers: { 'x-forwarded-for': `100.64.0.${i}` } });
      statuses.push(spoofed.statusCode);
    }
    expect(statuses).toEqual([...Array(10).fill(401), 429]);
    // Through the listed proxy, the client's own address (the last one the proxy added) is what counts.
    for (let i = 0; i < 10; i++) {
      expect((await login(proxied, email, 'guess', { from: '10.0.0.5', headers: { 'x-forwarded-for': '198.51.100.20' } })).statusCode).toBe(401);
    }
    expect((await login(proxied, email, 'guess', { from: '10.0.0.5', headers: { 'x-forwarded-for': '198.51.100.20' } })).statusCode).toBe(429);
    expect((await login(proxied, email, DEMO_PASSWORD, { from: '10.0.0.5', headers: { 'x-forwarded-for': '198.51.100.21' } })).statusCode).toBe(200);
  });

  it('limits the refresh call per session, not per address, and a 429 keeps the cookie', async () => {
    const limited = await startServer({ REFRESH_RATE_LIMIT: '3' });
    const from = '192.0.2.90';
    let cookie = cookieOf(await login(limited, demoEmail('s-zara'), DEMO_PASSWORD, { from }));
    const other = cookieOf(await login(limited, demoEmail('s-myra'), DEMO_PASSWORD, { from }));
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++) {
      const response = await refresh(limited, cookie, from);
      statuses.push(response.statusCode);
      cookie = cookieOf(response);
    }
    const over = await refresh(limited, cookie, from);
    statuses.push(over.statusCode);
    expect(statuses).toEqual([200, 200, 200, 429]);
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    expect(over.headers['set-cookie']).toBeUndefined();
    expect((await refresh(limited, other, from)).statusCode).toBe(200);
  });

  it('counts the public search per address once for both servers', async () => {
    const [one, two] = await Promise.all([startServer({ PUBLIC_RATE_LIMIT: '3' }), startServer({ PUBLIC_RATE_LIMIT: '3' })]);
    const search = (app: BuiltApp, from: string) => app.inject({ method: 'GET', url: `${PORTAL}/home/search/list?q=data`, remoteAddress: from });
    const statuses = [];
    for (const app of [one, two, one, two]) statuses.push((await search(app, '203.0.113.200')).statusCode);
    expect(statuses).toEqual([200, 200, 200, 429]);
    expect((await search(two, '203.0.113.201')).statusCode).toBe(200);
  });
});

describe('signing keys rotate', () => {
  it('signs with the new key after a rotation and accepts the old tokens until they have expired', async () => {
    const email = demoEmail('manager');
    const before = (await login(a, email, DEMO_PASSWORD, { from: '198.51.100.3' })).json().data.token as string;
    const oldKey = await a.ctx.config.signingKeys.current();
    const kidOf = (token: string) => JSON.parse(Buffer.from(token.split('.')[0], 'base64url').toString()).kid;
    expect(kidOf(before)).toBe(oldKey.kid);

    const newKid = await a.ctx.config.signingKeys.rotate({ activeInSeconds: 0 });
    const after = (await login(a, email, DEMO_PASSWORD, { from: '198.51.100.3' })).json().data.token as string;
    expect(kidOf(after)).toBe(newKid);
    const call = (app: BuiltApp, token: string) => app.inject({ method: 'GET', url: `${PORTAL}/common/notifications`, headers: bearer(token) });
    // B has not re-read the keys yet: a token naming a key it has not seen makes it re-read them.
    expect((await call(b, after)).statusCode).toBe(200);
    expect((await call(b, before)).statusCode).toBe(200);
    expect((await call(a, before)).statusCode).toBe(200);

    // A token of the old key that has not expired (an hour) stops being accepted once the new key has been current
    // for longer than any token of the old one lives (ACCESS_TOKEN_SECONDS and a minute of skew).
    const claims = JSON.parse(Buffer.from(before.split('.')[1], 'base64url').toString());
    const longLived = await new SignJWT({ typ: 'access', role: claims.role, sid: claims.sid })
      .setProtectedHeader({ alg: 'HS256', kid: oldKey.kid })
      .setSubject(claims.sub).setIssuer('unipath').setAudience('unipath-portal').setIssuedAt().setExpirationTime('1h')
      .sign(oldKey.secret);
    expect((await call(a, longLived)).statusCode).toBe(200);
    // (Every key's start moved 20 minutes back: as if the rotation happened then.)
    await db.query(`UPDATE signing_keys SET active_from = active_from - interval '20 minutes'`);
    await a.ctx.config.signingKeys.reload();
    await b.ctx.config.signingKeys.reload();
    for (const app of [a, b]) {
      const refused = await call(app, longLived);
      expect(refused.statusCode).toBe(401);
      expect(refused.json().message).toMatch(/unknown or retired signing key/);
      expect((await call(app, after)).statusCode).toBe(200);
    }
  });

  it('refuses a token with no key id or a key id nobody made', async () => {
    const key = await a.ctx.config.signingKeys.current();
    const base = () => new SignJWT({ typ: 'access', role: 'student', sid: '00000000-0000-0000-0000-000000000000' })
      .setSubject('1').setIssuer('unipath').setAudience('unipath-portal').setIssuedAt().setExpirationTime('5m');
    for (const token of [
      await base().setProtectedHeader({ alg: 'HS256' }).sign(key.secret),
      await base().setProtectedHeader({ alg: 'HS256', kid: 'ffffffffffffffff' }).sign(key.secret),
    ]) {
      expect((await b.inject({ method: 'GET', url: `${PORTAL}/common/notifications`, headers: bearer(token) })).statusCode).toBe(401);
    }
  });
});

describe('headers', () => {
  it('sends Strict-Transport-Security only with an https PUBLIC_URL, and no-store on sign-in and API answers', async () => {
    const secure = await startServer({ PUBLIC_URL: 'https://portal.example' });
    const signedIn = await login(secure, demoEmail('counselor'), DEMO_PASSWORD, { from: '198.51.100.4' });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.headers['strict-transport-security']).toBe('max-age=31536000');
    expect(signedIn.headers['cache-control']).toBe('no-store');
    const plain = await login(a, demoEmail('counselor'), DEMO_PASSWORD, { from: '198.51.100.4' });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    expect(plain.headers['cache-control']).toBe('no-store');
    for (const url of [`${PORTAL}/home/countries`, `${PORTAL}/no/such/thing`, '/lead-api/no/such/thing']) {
      expect((await a.inject({ method: 'GET', url })).headers['cache-control'], url).toBe('no-store');
    }
  });

  it('keeps the notification poll cacheable by its ETag (private, no-cache; 304 on a match)', async () => {
    const token = (await login(b, demoEmail('support'), DEMO_PASSWORD, { from: '198.51.100.5' })).json().data.token;
    const first = await a.inject({ method: 'GET', url: `${PORTAL}/common/new-notifications-messages`, headers: bearer(token) });
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('private, no-cache');
    const again = await b.inject({
      method: 'GET', url: `${PORTAL}/common/new-notifications-messages`, headers: { ...bearer(token), 'if-none-match': String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(again.headers['cache-control']).toBe('private, no-cache');
  });

  it('gives a 429 that did not say when to retry a Retry-After', async () => {
    const bare = Fastify();
    bare.addHook('onSend', makeSecurityHeaders({ publicUrl: 'http://x', apiBases: ['/api'] }));
    bare.get('/api/busy', (_request, reply) => reply.code(429).send({ status: false, message: 'busy' }));
    bare.get('/api/own', (_request, reply) => reply.code(429).header('retry-after', '7').send({ status: false, message: 'busy' }));
    expect((await bare.inject({ method: 'GET', url: '/api/busy' })).headers['retry-after']).toBe('60');
    expect((await bare.inject({ method: 'GET', url: '/api/own' })).headers['retry-after']).toBe('7');
    await bare.close();
  });
});
