// Two real server processes on one PostgreSQL, as behind a load balancer (issue 9, "Proof"): a fresh database, a
// local SMTP sink, and two `node --import tsx server/src/main.ts` started at the same moment with no JWT_SECRET, so
// they race the migrations, the demo seed and the shared secret. Requests alternate between them: each mail arrives
// once, a file uploaded through one downloads through the other, an office of 20 behind one address signs in and
// refreshes freely, a token of one is accepted by the other, the 11th wrong password is refused on either while a
// colleague signs in, and each scheduled job runs once across both. Both stop cleanly on SIGTERM. One summary line
// per check. Run: bash scripts/with-postgres.sh npx vitest run --config tests/many-servers/vitest.config.ts
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, ROOT } from '../../scripts/durability/harness.ts';
import { DEMO_PASSWORD, DEMO_USERS } from '../../server/src/seed/demo-users.ts';
import { startSmtpSink, type SmtpSink } from '../../server/test/jobs-kit.ts';

type Exit = { code: number | null; signal: NodeJS.Signals | null };

type ServerProcess = {
  name: 'A' | 'B';
  base: string;
  child: ChildProcess;
  /** The last lines the process wrote (shown when something goes wrong). */
  lines: string[];
  /** From its `database ready` log line: the migrations it applied and whether it seeded the demo data. */
  ready?: { migrations: number; seeded: boolean };
  workerStarted: boolean;
  exited: Promise<Exit>;
};

type Answer<T> = { status: number; headers: Headers; body: { data: T; message?: string } };
type SignedIn = { token: string; user: { user_id: number; email: string } };

const PORTAL = '/api';
const RESET_SUBJECT = 'Reset your Unipath password';
const demo = (key: string): string => {
  const user = DEMO_USERS.find((candidate) => candidate.key === key);
  if (!user) throw new Error(`no demo user ${key}`);
  return user.email;
};

let admin: pg.Client;
let db: pg.Client;
let databaseName = '';
let sink: SmtpSink;
let work = '';
const servers: ServerProcess[] = [];
let startedInMs = 0;
const at = (i: number): ServerProcess => servers[i % 2];

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function eventually(check: () => Promise<boolean> | boolean, ms: number, what: string, everyMs = 200): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out after ${ms} ms waiting for ${what}`);
    await sleep(everyMs);
  }
}

const tail = (server: ServerProcess) => `server ${server.name} said:\n${server.lines.slice(-40).join('\n')}`;

/** Starts one server process on `port` (it is not waited for: see `untilHealthy`). */
function spawnServer(name: 'A' | 'B', port: number, databaseUrl: string): ServerProcess {
  const dataDir = join(work, `data-${name}`);
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
    // Only what this test decides (no JWT_SECRET, no stray setting from the calling shell).
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? tmpdir(),
      TMPDIR: process.env.TMPDIR ?? tmpdir(),
      HOST: '127.0.0.1',
      PORT: String(port),
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      SPA_DIR: join(dataDir, 'no-spa'),
      SMTP_URL: sink.url,
      JOBS_WORKER: 'true',
      SEED_DEMO: 'true',
      // info: the `database ready` line says what this server migrated and seeded.
      LOG_LEVEL: 'info',
    },
  });
  const server: ServerProcess = {
    name,
    base: `http://127.0.0.1:${port}`,
    child,
    lines: [],
    workerStarted: false,
    exited: new Promise<Exit>((done) => child.once('exit', (code, signal) => done({ code, signal }))),
  };
  for (const stream of [child.stdout, child.stderr]) {
    if (!stream) continue;
    createInterface({ input: stream }).on('line', (line) => {
      server.lines.push(line);
      if (server.lines.length > 400) server.lines.shift();
      if (!line.startsWith('{')) return;
      try {
        const entry = JSON.parse(line) as { msg?: string; migrations?: unknown; seeded?: boolean };
        // `migrations` lists the names of the files this server applied.
        if (entry.msg === 'database ready') {
          server.ready = { migrations: Array.isArray(entry.migrations) ? entry.migrations.length : -1, seeded: entry.seeded === true };
        }
        if (entry.msg === 'job worker started') server.workerStarted = true;
      } catch {
        // not a log entry
      }
    });
  }
  return server;
}

async function untilHealthy(server: ServerProcess, ms: number): Promise<void> {
  const deadline = Date.now() + ms;
  for (;;) {
    if (server.child.exitCode !== null || server.child.signalCode !== null) {
      throw new Error(`server ${server.name} exited (${server.child.exitCode ?? server.child.signalCode}) before answering\n${tail(server)}`);
    }
    try {
      // A public call that reads the database.
      if ((await fetch(`${server.base}${PORTAL}/home/countries`)).ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`server ${server.name} did not answer within ${ms} ms\n${tail(server)}`);
    await sleep(200);
  }
}

async function api<T>(
  server: ServerProcess,
  method: 'GET' | 'POST',
  path: string,
  { token, body, cookie }: { token?: string; body?: unknown; cookie?: string } = {},
): Promise<Answer<T>> {
  const headers: Record<string, string> = {};
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (token) headers.authorization = `Bearer ${token}`;
  if (cookie) headers.cookie = cookie;
  const response = await fetch(`${server.base}${PORTAL}${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, headers: response.headers, body: text ? JSON.parse(text) : { data: undefined as T } };
}

const login = (server: ServerProcess, email: string, password = DEMO_PASSWORD) =>
  api<SignedIn>(server, 'POST', '/login', { body: { email, password } });

/** The refresh cookie a response sets, as `name=value` for the next request. */
function refreshCookie(headers: Headers): string {
  const cookie = headers.getSetCookie().find((line) => line.startsWith('unipath_refresh='));
  if (!cookie) throw new Error('no refresh cookie in the answer');
  return cookie.split(';')[0];
}

const count = (values: readonly number[], status: number) => values.filter((value) => value === status).length;

beforeAll(async () => {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DATABASE_URL is not set: run through scripts/with-postgres.sh');
  work = mkdtempSync(join(tmpdir(), 'unipath-two-servers-'));
  // A database of its own, so nothing else on the throwaway PostgreSQL interferes.
  databaseName = `unipath_two_${process.pid}_${randomBytes(3).toString('hex')}`;
  admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${databaseName}`);
  const databaseUrl = new URL(url);
  databaseUrl.pathname = `/${databaseName}`;
  db = new pg.Client({ connectionString: databaseUrl.toString() });
  // The end drops the database WITH (FORCE): a connection still closing then hears "terminating connection".
  db.on('error', () => undefined);
  await db.connect();
  sink = await startSmtpSink();

  const ports = [await freePort(), await freePort()];
  const started = Date.now();
  // The same moment: both race the migrations, the seed and the shared secret.
  servers.push(spawnServer('A', ports[0], databaseUrl.toString()), spawnServer('B', ports[1], databaseUrl.toString()));
  await Promise.all(servers.map((server) => untilHealthy(server, 80_000)));
  startedInMs = Date.now() - started;
}, 90_000);

afterAll(async () => {
  for (const server of servers) {
    if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill('SIGKILL');
  }
  await Promise.all(servers.map((server) => server.exited));
  await sink?.close();
  await db?.end();
  if (admin && databaseName) {
    await admin.query(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`);
    const left = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [databaseName]);
    await admin.end();
    expect(left.rowCount).toBe(0);
  }
  if (work) rmSync(work, { recursive: true, force: true });
}, 60_000);

describe('two servers on one PostgreSQL', () => {
  it('both come up, started at once: one migrates and seeds, the other finds it done', async () => {
    const [a, b] = servers;
    await eventually(() => Boolean(a.ready && b.ready && a.workerStarted && b.workerStarted), 5_000, 'both ready lines');
    const applied = [a.ready!.migrations, b.ready!.migrations].sort((x, y) => x - y);
    const { rows: migrations } = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM schema_migrations');
    const { rows: users } = await db.query<{ email: string; n: number }>(
      'SELECT email, count(*)::int AS n FROM users WHERE email = ANY($1::text[]) GROUP BY email',
      [DEMO_USERS.map((user) => user.email)],
    );
    console.log(
      `start: 2 servers up together in ${(startedInMs / 1000).toFixed(1)} s; migrations applied ${a.ready!.migrations} by A, ` +
        `${b.ready!.migrations} by B (${migrations[0].n} recorded); seeded by ${[a, b].filter((s) => s.ready!.seeded).map((s) => s.name).join(', ') || 'none'}; ` +
        `demo users ${users.length}, duplicates ${users.filter((user) => user.n > 1).length}`,
    );
    expect(applied[0]).toBe(0);
    expect(applied[1]).toBe(migrations[0].n);
    expect(applied[1]).toBeGreaterThan(0);
    expect([a.ready!.seeded, b.ready!.seeded].filter(Boolean)).toHaveLength(1);
    expect(users).toHaveLength(DEMO_USERS.length);
    expect(users.every((user) => user.n === 1)).toBe(true);
  });

  it('accepts on one server the token the other issued (one secret, kept in the database)', async () => {
    const checks: number[] = [];
    const kids = new Set<string>();
    for (const [i, key] of ['support', 'counselor'].entries()) {
      const signedIn = await login(at(i), demo(key));
      expect(signedIn.status).toBe(200);
      const { token } = signedIn.body.data;
      kids.add(JSON.parse(Buffer.from(token.split('.')[0], 'base64url').toString()).kid);
      checks.push((await api(at(i + 1), 'GET', '/common/notifications', { token })).status);
    }
    const { rows } = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM server_secrets');
    console.log(`tokens: issued 2 (one by each server), accepted by the other ${count(checks, 200)}/2; secrets in the database ${rows[0].n}; signing keys used ${kids.size}`);
    expect(checks).toEqual([200, 200]);
    expect(rows[0].n).toBe(1);
    expect(kids.size).toBe(1);
  });

  it('delivers each mail exactly once while both workers run', async () => {
    const recipients = DEMO_USERS.filter((user) => user.role === 'student').map((user) => user.email);
    expect(recipients).toHaveLength(10);
    const statuses: number[] = [];
    for (const [i, email] of recipients.entries()) statuses.push((await api(at(i), 'POST', '/send-password-reset-link', { body: { email } })).status);
    expect(statuses).toEqual(recipients.map(() => 200));

    const resets = () => sink.messages.filter((message) => message.subject === RESET_SUBJECT && message.to.some((to) => recipients.includes(to)));
    const outbox = async () =>
      (
        await db.query<{ to_email: string; status: string; message_id: string | null }>(
          `SELECT to_email, status, message_id FROM mail_outbox WHERE template = 'password-reset' AND to_email = ANY($1::text[])`,
          [recipients],
        )
      ).rows;
    await eventually(async () => resets().length >= recipients.length && (await outbox()).every((row) => row.status === 'sent'), 30_000, 'every reset mail at the sink');
    // Longer than a worker's poll: a duplicate sent late would arrive in this time.
    await sleep(2_500);

    const received = resets();
    const ids = received.map((message) => message.messageId);
    const perRecipient = recipients.map((email) => received.filter((message) => message.to.includes(email)).length);
    const rows = await outbox();
    console.log(
      `mails: requested ${recipients.length} (alternating servers), delivered ${received.length}, duplicates ${received.length - new Set(ids).size}, ` +
        `recipients with exactly one ${perRecipient.filter((n) => n === 1).length}/${recipients.length}`,
    );
    expect(perRecipient).toEqual(recipients.map(() => 1));
    expect(new Set(ids).size).toBe(recipients.length);
    expect(ids.every((id) => /^<.+@.+>$/.test(id))).toBe(true);
    expect(rows).toHaveLength(recipients.length);
    expect(rows.map((row) => row.message_id).sort()).toEqual([...ids].sort());
  });

  it('downloads through one server the same bytes uploaded through the other', async () => {
    const signedIn = await login(at(0), demo('student'));
    expect(signedIn.status).toBe(200);
    const { token, user } = signedIn.body.data;
    const { rows } = await db.query<{ document_type_id: number }>(
      `SELECT document_type_id FROM document_types WHERE name = 'CV/Resume' ORDER BY document_type_id LIMIT 1`,
    );
    expect(rows).toHaveLength(1);
    const results: string[] = [];
    for (const [from, to] of [[0, 1], [1, 0]]) {
      // Larger than the store's 1 MiB chunk, so the file spans chunks.
      const bytes = Buffer.concat([Buffer.from('%PDF-1.4\n%'), randomBytes(1_500_000), Buffer.from('\n%%EOF\n')]);
      const form = new FormData();
      form.append('file', new Blob([bytes], { type: 'application/pdf' }), `cv-${at(from).name}.pdf`);
      const query = `kind=document&student_user_id=${user.user_id}&document_type_id=${rows[0].document_type_id}`;
      const uploaded = await fetch(`${at(from).base}${PORTAL}/common/upload-file?${query}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}` },
        body: form,
      });
      const answer = (await uploaded.json()) as { data: { url: string } };
      expect(uploaded.status, JSON.stringify(answer)).toBe(201);
      const location = new URL(answer.data.url);
      const download = await fetch(`${at(to).base}${location.pathname}${location.search}`, { headers: { authorization: `Bearer ${token}` } });
      expect(download.status).toBe(200);
      const got = Buffer.from(await download.arrayBuffer());
      results.push(got.equals(bytes) ? 'same' : `different (${got.length} of ${bytes.length} bytes)`);
    }
    console.log(`files: uploaded 2 (1.5 MB, one through each server), downloaded through the other 2, same bytes ${results.filter((r) => r === 'same').length}/2`);
    expect(results).toEqual(['same', 'same']);
  });

  it('lets 20 people behind one address sign in and refresh twice within a minute (no 429)', async () => {
    const people = DEMO_USERS.map((user) => user.email);
    expect(people).toHaveLength(20);
    const started = Date.now();
    const statuses = await Promise.all(
      people.map(async (email, i) => {
        const signedIn = await login(at(i), email);
        if (signedIn.status !== 200) return [signedIn.status];
        const first = await api<SignedIn>(at(i + 1), 'POST', '/refresh-token', { cookie: refreshCookie(signedIn.headers) });
        if (first.status !== 200) return [200, first.status];
        const second = await api<SignedIn>(at(i), 'POST', '/refresh-token', { cookie: refreshCookie(first.headers) });
        expect(second.body.data?.user.email).toBe(email);
        return [200, 200, second.status];
      }),
    );
    const elapsed = Date.now() - started;
    const all = statuses.flat();
    console.log(
      `office: ${people.length} sign-ins and ${2 * people.length} refreshes from 127.0.0.1, alternating servers, in ${(elapsed / 1000).toFixed(1)} s: ` +
        `${count(all, 200)} × 200, ${count(all, 429)} × 429, ${all.length - count(all, 200) - count(all, 429)} other`,
    );
    expect(all).toEqual(Array(3 * people.length).fill(200));
    expect(elapsed).toBeLessThan(60_000);
  });

  it('refuses the 11th wrong password for one account on either server, while a colleague at the address signs in', async () => {
    const victim = demo('visa');
    const statuses: number[] = [];
    let retryAfter = 0;
    for (let i = 0; i < 11; i++) {
      const answer = await login(at(i), victim, 'not-the-password');
      statuses.push(answer.status);
      if (answer.status === 429) retryAfter = Number(answer.headers.get('retry-after'));
    }
    // The right password too, while the wait lasts, on the server that did not refuse the 11th.
    const rightDuringWait = await login(at(11), victim);
    const colleague = await login(at(10), demo('operations'));
    console.log(
      `wrong passwords: 11 tries alternating servers → ${count(statuses, 401)} × 401, then ${statuses.slice(10).join(', ')} (Retry-After ${retryAfter} s) on ${at(10).name}; ` +
        `the right password during the wait on ${at(11).name} ${rightDuringWait.status}; a colleague from the same address ${colleague.status}`,
    );
    expect(statuses).toEqual([...Array(10).fill(401), 429]);
    expect(retryAfter).toBeGreaterThan(0);
    expect(rightDuringWait.status).toBe(429);
    expect(colleague.status).toBe(200);
  });

  it('runs each scheduled job once across both servers', async () => {
    type Run = { kind: string; key: string; status: string; attempts: number };
    const runs = async () =>
      (await db.query<Run>(`SELECT kind, key, status, attempts FROM jobs WHERE kind LIKE 'schedule:%' ORDER BY kind, key`)).rows;
    const expected = ['schedule:jobs.purge-done', 'schedule:platform.rate-limits-sweep', 'schedule:users.erase-closed-accounts'];
    await eventually(async () => {
      const rows = await runs();
      return expected.every((kind) => rows.some((row) => row.kind === kind)) && rows.every((row) => row.status === 'done');
    }, 20_000, 'every schedule of the current period to have run');
    const rows = await runs();
    const periods = new Set(rows.map((row) => `${row.kind} ${row.key}`));
    const both = servers.filter((server) => server.workerStarted).length;
    console.log(
      `schedules: ${new Set(rows.map((row) => row.kind)).size} schedules ticked by ${both} workers → ${periods.size} periods, ${rows.length} runs ` +
        `(attempts ${rows.map((row) => row.attempts).join(', ')}; ${rows.map((row) => `${row.kind.slice('schedule:'.length)} @ ${row.key}`).join('; ')})`,
    );
    expect(both).toBe(2);
    expect(rows.map((row) => row.kind)).toEqual(expect.arrayContaining(expected));
    expect(rows).toHaveLength(periods.size);
    expect(rows.every((row) => row.status === 'done' && row.attempts === 1)).toBe(true);
  });

  it('stops both servers cleanly on SIGTERM', async () => {
    const started = Date.now();
    for (const server of servers) server.child.kill('SIGTERM');
    const exits = await Promise.all(
      servers.map(async (server) => {
        const exit = await Promise.race([server.exited, sleep(40_000).then(() => 'still running' as const)]);
        return { server, exit, ms: Date.now() - started };
      }),
    );
    console.log(
      `stop: SIGTERM → ${exits.map(({ server, exit, ms }) => `${server.name} ${typeof exit === 'string' ? exit : `exit ${exit.code ?? exit.signal}`} in ${(ms / 1000).toFixed(1)} s`).join(', ')}`,
    );
    for (const { server, exit } of exits) expect(exit, tail(server)).toEqual({ code: 0, signal: null });
  });
});
