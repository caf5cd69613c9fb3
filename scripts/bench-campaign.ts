// Campaign benchmark (not a test: it prints figures). Prepares a database with the demo seed and credits for the demo
// agent, starts the real server (server/src/main.ts, child processes with their job workers; two of them on one
// PostgreSQL with --db=postgres), and through the API: a contact list of N fresh contacts (imported in parts of 5,000),
// a draft campaign, its start with an Idempotency-Key. It times the start and the sending until the campaign has been
// sent through the local mailbox provider (the same code path as SMTP and Brevo, offline), then stops the servers and
// counts in the database: mails per recipient (never two), the campaign's ledger (hold = spend + release) and the
// agent's balance (before − spent).
//
//   node --import tsx scripts/bench-campaign.ts                                 embedded PostgreSQL, 10,000 contacts
//   bash scripts/with-postgres.sh node --import tsx scripts/bench-campaign.ts --db=postgres    two servers, one database
//   options: --db=embedded|pglite|postgres  --contacts=10000  --servers=N (PostgreSQL only; default 2)
//            --concurrency=4 (JOBS_CONCURRENCY of each server)  --kill (kill -9 one server when a third is sent, start it again)
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from './free-port.ts';

const ROOT = join(fileURLToPath(import.meta.url), '..', '..');
const args: Record<string, string> = Object.fromEntries(
  process.argv.slice(2).filter((a) => a.startsWith('--')).map((a) => {
    const [key, ...value] = a.slice(2).split('=');
    return [key, value.join('=') || 'true'];
  }),
);
const DATABASE = args.db ?? 'embedded';
const CONTACTS = Number(args.contacts ?? 10_000);
const SERVERS = DATABASE === 'postgres' ? Number(args.servers ?? 2) : 1;
const CONCURRENCY = args.concurrency ?? '4';
const KILL = args.kill === 'true';
if (!['embedded', 'pglite', 'postgres'].includes(DATABASE)) throw new Error('--db is embedded, pglite or postgres');
if (!Number.isInteger(CONTACTS) || CONTACTS < 1 || CONTACTS > 20_000) throw new Error('--contacts is 1 to 20000 (the daily sending limit)');

const POSTGRES_URL = process.env.DATABASE_URL || process.env.TEST_DATABASE_URL || '';
if (DATABASE === 'postgres' && !POSTGRES_URL) throw new Error('--db=postgres needs DATABASE_URL (or run through scripts/with-postgres.sh)');

type Server = { child: ChildProcess; base: string; log: () => string };

async function startServer(dataDir: string): Promise<Server> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, SPA_DIR: '/nonexistent', LOG_LEVEL: 'warn',
      JOBS_WORKER: 'true', JOBS_CONCURRENCY: CONCURRENCY, SMTP_URL: '', BREVO_API_KEY: '',
      AUTH_RATE_LIMIT: '100000000', PUBLIC_RATE_LIMIT: '100000000', REFRESH_RATE_LIMIT: '100000000',
      ...(DATABASE === 'postgres' ? { DATABASE_URL: POSTGRES_URL } : { DATABASE_URL: '', EMBEDDED_DB: DATABASE === 'pglite' ? 'pglite' : 'postgres' }),
    },
  });
  let log = '';
  child.stderr!.on('data', (chunk) => (log = (log + chunk).slice(-4000)));
  child.stdout!.on('data', () => undefined);
  const base = `http://127.0.0.1:${port}`;
  const started = Date.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode}) before it answered\n${log}`);
    try {
      if ((await fetch(`${base}/api/home/countries`)).status < 500) return { child, base, log: () => log };
    } catch {
      // not listening yet
    }
    if (Date.now() - started > 300_000) throw new Error(`the server did not answer within 300 s\n${log}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

function stop(child: ChildProcess, signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill(signal);
    setTimeout(() => child.kill('SIGKILL'), 30_000).unref();
  });
}

async function openDatabase(dataDir: string) {
  const { openDb } = await import('../server/src/db/index.ts');
  return openDb(DATABASE === 'postgres'
    ? { databaseUrl: POSTGRES_URL }
    : { dataDir, embedded: DATABASE === 'pglite' ? 'pglite' : 'postgres', embeddedOsUser: process.env.EMBEDDED_PG_USER || 'postgres' });
}

/** Migrated, seeded, and the agent's credits for the whole campaign bought (a purchase entry, as a paid plan writes it). */
async function prepare(dataDir: string): Promise<{ agentId: number; balance: number }> {
  const { migrate } = await import('../server/src/db/index.ts');
  const { seedDemo } = await import('../server/src/seed/index.ts');
  const { purchaseCredits } = await import('../server/src/modules/nurturing/index.ts');
  const db = await openDatabase(dataDir);
  try {
    await migrate(db);
    await seedDemo(db);
    const { rows } = await db.query<{ user_id: number }>("SELECT user_id FROM users WHERE email = 'agent@demo.unipath.test'");
    const agentId = rows[0].user_id;
    await db.transaction((tx) => purchaseCredits(tx, {
      userId: agentId, credits: CONTACTS * 2, key: `bench-campaign-${Date.now()}`, description: 'Benchmark credits',
      amountMinor: CONTACTS * 200, currency: 'INR',
    }));
    const { rows: [balance] } = await db.query<{ balance: number }>('SELECT coalesce(sum(delta), 0)::int AS balance FROM credit_ledger WHERE user_id = $1', [agentId]);
    return { agentId, balance: balance.balance };
  } finally {
    await db.close();
  }
}

type Json = { status?: unknown; data?: unknown; message?: string };

async function api(base: string, token: string, method: 'GET' | 'POST', path: string, body?: unknown, headers: Record<string, string> = {}): Promise<Json> {
  const response = await fetch(`${base}/lead-api${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await response.json()) as Json;
  if (response.status >= 300) throw new Error(`${method} ${path}: ${response.status} ${JSON.stringify(json).slice(0, 300)}`);
  return json;
}

type Stats = { status: string; recipients: number; counts: Record<string, number> };

async function main() {
  const load = () => loadavg().map((n) => n.toFixed(2)).join(' ');
  const { DEMO_PASSWORD } = await import('../server/src/seed/demo-users.ts');
  console.log(`campaign benchmark: ${CONTACTS} contacts, ${DATABASE}, ${SERVERS} server(s) with ${CONCURRENCY} job slots each${KILL ? ', one killed (-9) a third of the way' : ''}; load average ${load()}`);
  const dataDir = await mkdtemp(join(tmpdir(), `unipath-bench-campaign-${DATABASE}-`));
  const servers: Server[] = [];
  try {
    const { agentId, balance } = await prepare(dataDir);
    for (let i = 0; i < SERVERS; i++) servers.push(await startServer(dataDir));
    const base = servers[0].base;
    const signedIn = await fetch(`${base}/api/login`, {
      method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'agent@demo.unipath.test', password: DEMO_PASSWORD }),
    });
    const token = ((await signedIn.json()) as { data: { token: string } }).data.token;

    let t = Date.now();
    const list = (await api(base, token, 'POST', '/my-lead/mail/contact-list', { name: `Benchmark ${Date.now()}` })).data as { list_id: number };
    for (let from = 0; from < CONTACTS; from += 5000) {
      const contacts = Array.from({ length: Math.min(5000, CONTACTS - from) }, (_, i) => ({ email: `bench.${from + i}@example.test`, first_name: `Reader${from + i}` }));
      await api(servers[(from / 5000) % servers.length].base, token, 'POST', '/my-lead/mail/import-contacts', { list_id: list.list_id, contacts });
    }
    const importMs = Date.now() - t;
    const draft = (await api(base, token, 'POST', '/my-lead/mail/email-campaign', {
      name: 'Benchmark', subject: 'Hello {{first_name}}', html_content: '<p>Hi {{first_name}}, your intake opens soon.</p>', list_ids: [list.list_id],
    })).data as { campaign_id: number };

    t = Date.now();
    await api(base, token, 'POST', '/my-lead/mail/start-campaign', { campaign_id: draft.campaign_id }, { 'idempotency-key': `bench-${Date.now()}` });
    const startMs = Date.now() - t;
    let stats: Stats = { status: 'sending', recipients: CONTACTS, counts: {} };
    let killed = false;
    const deadline = Date.now() + 600_000;
    while (stats.status === 'sending' || stats.status === 'scheduled') {
      if (Date.now() > deadline) throw new Error(`not sent within 600 s: ${JSON.stringify(stats)}`);
      await new Promise((resolve) => setTimeout(resolve, 250));
      const asked = servers.find((s) => s.child.exitCode === null && s.child.signalCode === null)!;
      stats = (await api(asked.base, token, 'GET', `/my-lead/mail/campaign-stats?campaign_id=${draft.campaign_id}`)).data as Stats;
      if (KILL && !killed && (stats.counts.sent ?? 0) >= CONTACTS / 3) {
        killed = true;
        const victim = servers[servers.length - 1];
        await stop(victim.child, 'SIGKILL');
        console.log(`  killed one server (-9) at ${stats.counts.sent} sent; starting it again`);
        servers[servers.length - 1] = await startServer(dataDir);
      }
    }
    const sendMs = Date.now() - t;
    console.log(`  import ${CONTACTS} contacts: ${(importMs / 1000).toFixed(1)} s; start (hold and ${Math.ceil(CONTACTS / 50)} batches queued): ${startMs} ms`);
    console.log(`  start → ${stats.status}: ${(sendMs / 1000).toFixed(1)} s, ${Math.round((stats.counts.sent ?? 0) / (sendMs / 1000))} mails/s; counts ${JSON.stringify(stats.counts)}`);
    for (const server of servers) await stop(server.child);
    servers.length = 0;

    const db = await openDatabase(dataDir);
    try {
      const { rows: [mail] } = await db.query<{ mails: number; recipients: number; twice: number }>(
        `SELECT count(*)::int AS mails, count(DISTINCT b.to_email)::int AS recipients,
                (SELECT count(*)::int FROM (SELECT x.to_email FROM nurturing_local_mailbox x JOIN nurturing_messages y ON y.message_id = x.message_id
                                             WHERE y.campaign_id = $1 GROUP BY x.to_email HAVING count(*) > 1) d) AS twice
           FROM nurturing_local_mailbox b JOIN nurturing_messages m ON m.message_id = b.message_id WHERE m.campaign_id = $1`,
        [draft.campaign_id],
      );
      const { rows: ledger } = await db.query<{ kind: string; credits: number; n: number }>(
        "SELECT kind, sum(credits)::int AS credits, count(*)::int AS n FROM credit_ledger WHERE reference_type = 'email_campaign' AND reference_id = $1 GROUP BY kind ORDER BY kind",
        [draft.campaign_id],
      );
      const { rows: [after] } = await db.query<{ balance: number }>('SELECT coalesce(sum(delta), 0)::int AS balance FROM credit_ledger WHERE user_id = $1', [agentId]);
      const of = (kind: string) => ledger.find((row) => row.kind === kind)?.credits ?? 0;
      const exact = of('hold') === of('spend') + of('release') && after.balance === balance - of('spend') && mail.twice === 0 && mail.recipients === mail.mails;
      console.log(`  mailbox: ${mail.mails} mails to ${mail.recipients} recipients, ${mail.twice} recipients mailed twice`);
      console.log(`  ledger: ${ledger.map((row) => `${row.kind} ${row.credits} (${row.n} entries)`).join(', ')}; balance ${balance} → ${after.balance}`);
      console.log(`  exact: ${exact ? 'yes' : 'NO'} (hold = spend + release, balance = before − spend, no recipient twice); load average ${load()}`);
      if (!exact) process.exitCode = 1;
    } finally {
      await db.close();
    }
  } catch (error) {
    for (const server of servers) console.error(server.log());
    throw error;
  } finally {
    for (const server of servers) await stop(server.child);
    await rm(dataDir, { recursive: true, force: true });
  }
}

await main();
