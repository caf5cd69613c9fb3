// Lead benchmark (not a test: it prints figures). For each database it prepares a data folder with the demo seed and
// a lead book of 100,000 leads (the seed's generator, across the demo partners and 40 more agents and 8 more area
// franchises), starts the real server on it (server/src/main.ts, a child process), signs in an agent, the master
// franchise and the operations manager, and drives each request kind with autocannon in a child process of its own:
// 10 connections, a warm-up, then a few seconds. Prints req/s, p50 and p99 per kind and any unexpected status.
//
//   node --import tsx scripts/bench-leads.ts                          embedded PostgreSQL and PGlite
//   bash scripts/with-postgres.sh node --import tsx scripts/bench-leads.ts --db=postgres
//   options: --db=embedded,pglite,postgres  --leads=100000  --seconds=5  --warmup=2  --connections=10  --kinds=a,b
//   DATABASE_URL=postgres://… node --import tsx scripts/bench-leads.ts --prepare-only   fills that database and stops
//   (to read the plans with EXPLAIN against the same book); add --prepared to a --db=postgres run to measure such a
//   database as it is (its migrations applied by the server's start) instead of filling a new one
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from './free-port.ts';

const SELF = fileURLToPath(import.meta.url);
const ROOT = join(SELF, '..', '..');
const args: Record<string, string> = Object.fromEntries(
  process.argv.slice(2).filter((a) => a.startsWith('--')).map((a) => {
    const [key, ...value] = a.slice(2).split('=');
    return [key, value.join('=') || 'true'];
  }),
);
const LEADS = Number(args.leads ?? 100_000);
const SECONDS = Number(args.seconds ?? 5);
const WARM_UP = Number(args.warmup ?? 2);
const CONNECTIONS = Number(args.connections ?? 10);

type CannonJob = { url: string; connections: number; seconds: number; headers: Record<string, string> };
type Figures = { rps: number; p50: number; p99: number; total: number; statuses: Record<string, number>; errors: number };
type AutocannonResult = {
  requests: { average: number; total: number };
  latency: { p50: number; p99: number };
  errors: number;
  timeouts: number;
  statusCodeStats?: Record<string, { count: number | string }>;
};

function node(argv: string[], env: NodeJS.ProcessEnv = process.env): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', ...argv], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
}

async function waitFor(url: string, child: ChildProcess, label: string): Promise<void> {
  let exited: number | null = null;
  child.once('exit', (code) => (exited = code ?? -1));
  const started = Date.now();
  while (Date.now() - started < 300_000) {
    if (exited !== null) throw new Error(`${label} exited (${exited}) before it answered`);
    try {
      if ((await fetch(url)).status < 500) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${label} did not answer within 300 s`);
}

function stop(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
    setTimeout(() => child.kill('SIGKILL'), 30_000).unref();
  });
}

async function cannon(job: CannonJob): Promise<Figures> {
  const child = node([SELF, `--cannon=${JSON.stringify(job)}`]);
  let out = '';
  let err = '';
  child.stdout!.on('data', (chunk) => (out += chunk));
  child.stderr!.on('data', (chunk) => (err += chunk));
  const code = await new Promise<number>((resolve) => child.once('exit', (c) => resolve(c ?? -1)));
  const last = out.trim().split('\n').at(-1) ?? '';
  if (code !== 0 || !last.startsWith('{')) throw new Error(`autocannon failed (${code}): ${err || out}`);
  return JSON.parse(last) as Figures;
}

/** The data folder of one database: migrated, seeded, and filled with the lead book; answers its environment. */
async function prepare(database: string, dataDir: string): Promise<Record<string, string>> {
  const { migrate, openDb } = await import('../server/src/db/index.ts');
  const { seedDemo } = await import('../server/src/seed/index.ts');
  const { insertLeadBook } = await import('../server/src/seed/leads.ts');
  const postgresUrl = process.env.DATABASE_URL || process.env.TEST_DATABASE_URL || '';
  const env: Record<string, string> =
    database === 'pglite' ? { EMBEDDED_DB: 'pglite' } : database === 'postgres' ? { DATABASE_URL: postgresUrl } : { EMBEDDED_DB: 'postgres' };
  if (database === 'postgres' && !postgresUrl) throw new Error('--db=postgres needs DATABASE_URL (or run through scripts/with-postgres.sh)');
  const db = await openDb(database === 'postgres'
    ? { databaseUrl: postgresUrl }
    : { dataDir, embedded: database === 'pglite' ? 'pglite' : 'postgres', embeddedOsUser: process.env.EMBEDDED_PG_USER || 'postgres' });
  try {
    const started = Date.now();
    await migrate(db);
    await seedDemo(db);
    const key = async (email: string) => (await db.query<{ user_id: number }>('SELECT user_id FROM users WHERE email = $1', [email])).rows[0].user_id;
    const ids = {
      agent: await key('agent@demo.unipath.test'), franchise: await key('franchise@demo.unipath.test'),
      area: await key('area-franchise@demo.unipath.test'), manager: await key('opsmanager@demo.unipath.test'),
      counselor: await key('counselor@demo.unipath.test'), support: await key('support@demo.unipath.test'),
    };
    // 40 more agents and 8 more area franchises of the master, each with a share of the book.
    const { rows: extra } = await db.query<{ user_id: number; user_type: string }>(
      `INSERT INTO users (user_type, first_name, last_name, email, password_hash, franchise_type, master_franchise_id, organisation)
       SELECT CASE WHEN g <= 40 THEN 'agent' ELSE 'franchise' END, 'Bench', 'Partner ' || g, 'bench-partner-' || g || '@bench.unipath.test',
              (SELECT password_hash FROM users WHERE user_id = $1), CASE WHEN g > 40 THEN 'area' END, CASE WHEN g > 40 THEN $2::int END,
              'Bench partner ' || g
         FROM generate_series(1, 48) g
       RETURNING user_id, user_type`,
      [ids.agent, ids.franchise],
    );
    const all = ['Study abroad', 'Test preparation', 'Visa only', 'Education loan', 'Partner referral'];
    const owners = [
      { userId: ids.agent, weight: 6, assignees: [null, null, null, ids.counselor], categories: ['Study abroad', 'Visa only', 'Education loan'] },
      { userId: ids.franchise, weight: 6, assignees: [null], categories: all },
      { userId: ids.area, weight: 5, assignees: [null], categories: all },
      { userId: ids.manager, weight: 20, assignees: [ids.counselor, ids.support], categories: all },
      ...extra.map((u) => ({ userId: u.user_id, weight: u.user_type === 'agent' ? 1.2 : 2, assignees: [null], categories: all })),
    ];
    // The trigram indexes are built once after the book is in (kept up row by row, they make filling it minutes).
    const { rows: trigram } = await db.query<{ indexname: string; indexdef: string }>(
      "SELECT indexname, indexdef FROM pg_indexes WHERE tablename = 'leads' AND indexname LIKE '%trgm%' AND schemaname = current_schema()",
    );
    for (const index of trigram) await db.exec(`DROP INDEX ${index.indexname}`);
    await insertLeadBook(db, { owners, count: LEADS, first: 5_000_000, seed: 7, now: new Date() });
    for (const index of trigram) await db.exec(index.indexdef);
    await db.exec('VACUUM ANALYZE');
    const { rows } = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM leads');
    console.log(`${database}: ${rows[0].n} leads ready in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  } finally {
    await db.close();
  }
  return env;
}

type Kind = { name: string; as: 'agent' | 'franchise' | 'manager'; url: string };

const KINDS: Kind[] = [
  { name: 'list agent (page 1)', as: 'agent', url: '/my-lead/all' },
  { name: 'list manager stage+source', as: 'manager', url: '/my-lead/all?stage_id=2&source_id=1&sort=updated_at' },
  { name: 'list master q + dates', as: 'franchise', url: '/my-lead/all?q=sharma&from=2026-01-01&to=2026-12-31' },
  { name: 'list manager reminded+unread', as: 'manager', url: '/my-lead/all?reminded=true&unread=true&page=3' },
  { name: 'counseled-leads master', as: 'franchise', url: '/my-lead/counseled-leads' },
  { name: 'lead-count manager (all)', as: 'manager', url: '/my-lead/lead-count' },
  { name: 'lead-count master', as: 'franchise', url: '/my-lead/lead-count' },
  { name: 'lead-count-members master', as: 'franchise', url: '/my-lead/lead-count-members' },
  { name: 'lead-count-months agent', as: 'agent', url: '/my-lead/lead-count-months' },
  { name: 'reminded-leads manager', as: 'manager', url: '/my-lead/reminded-leads?when=overdue' },
  { name: 'distribution-count master', as: 'franchise', url: '/my-lead/lead-distribution-count?dimension=source' },
  { name: 'distribution-details manager', as: 'manager', url: '/my-lead/lead-distribution-details?dimension=category&from=2026-06-01' },
  { name: 'count-by-area master', as: 'franchise', url: '/my-lead/lead-count-by-area?level=city' },
  { name: 'area-stage-counseled agent', as: 'agent', url: '/my-lead/lead-count-by-area-stage-counseled' },
  { name: 'master-franchise stats', as: 'franchise', url: '/my-lead/master-franchise-lead-statistics' },
  { name: 'area-franchise stats', as: 'franchise', url: '/my-lead/area-franchise-stats-under-mf' },
  { name: 'acp-campaigns manager', as: 'manager', url: '/my-lead/acp-campaigns' },
];

async function main(): Promise<void> {
  const databases = (args.db ?? 'embedded,pglite').split(',');
  const only = args.kinds ? new Set(args.kinds.split(',')) : undefined;
  const load = () => loadavg().map((n) => n.toFixed(2)).join(' ');
  const { DEMO_PASSWORD } = await import('../server/src/seed/demo-users.ts');
  const results: { db: string; kind: Kind; figures: Figures }[] = [];
  console.log(`lead benchmark: ${LEADS} leads, ${CONNECTIONS} connections, warm-up ${WARM_UP} s, ${SECONDS} s a kind; load average ${load()}`);
  for (const database of databases) {
    const dataDir = await mkdtemp(join(tmpdir(), `unipath-bench-leads-${database}-`));
    const port = await freePort();
    try {
      const extra = database === 'postgres' && args.prepared
        ? { DATABASE_URL: process.env.DATABASE_URL || process.env.TEST_DATABASE_URL || '' }
        : await prepare(database, dataDir);
      const server = node(['server/src/main.ts'], {
        ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, SPA_DIR: '/nonexistent', LOG_LEVEL: 'warn',
        DATABASE_URL: '', JOBS_WORKER: 'false', AUTH_RATE_LIMIT: '100000000', PUBLIC_RATE_LIMIT: '100000000', REFRESH_RATE_LIMIT: '100000000',
        ...extra,
      });
      let log = '';
      server.stderr!.on('data', (chunk) => (log = (log + chunk).slice(-4000)));
      const base = `http://127.0.0.1:${port}`;
      try {
        await waitFor(`${base}/api/home/countries`, server, `the server on ${database}`).catch((error: Error) => {
          throw new Error(`${error.message}\n${log}`);
        });
        const tokens: Record<string, string> = {};
        for (const [as, email] of [['agent', 'agent@demo.unipath.test'], ['franchise', 'franchise@demo.unipath.test'], ['manager', 'opsmanager@demo.unipath.test']]) {
          const signedIn = await fetch(`${base}/api/login`, {
            method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password: DEMO_PASSWORD }),
          });
          tokens[as] = ((await signedIn.json()) as { data: { token: string } }).data.token;
        }
        for (const kind of KINDS.filter((k) => !only || only.has(k.name))) {
          const job = { url: `${base}/lead-api${kind.url}`, headers: { authorization: `Bearer ${tokens[kind.as]}` }, connections: CONNECTIONS };
          const probe = await fetch(job.url, { headers: job.headers });
          if (probe.status !== 200) throw new Error(`${kind.name}: ${probe.status} ${(await probe.text()).slice(0, 300)}`);
          await cannon({ ...job, seconds: WARM_UP });
          const figures = await cannon({ ...job, seconds: SECONDS });
          results.push({ db: database, kind, figures });
          const line = figures.total === 0
            ? `none answered within ${SECONDS} s`
            : `${String(Math.round(figures.rps)).padStart(6)} req/s  p50 ${String(figures.p50).padStart(4)} ms  p99 ${String(figures.p99).padStart(4)} ms`;
          console.log(`  ${kind.name.padEnd(34)} ${line}  (load ${load()})`);
        }
      } finally {
        await stop(server);
      }
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  }
  console.log(`\n${'database'.padEnd(9)} ${'request'.padEnd(34)} ${'req/s'.padStart(7)} ${'p50 ms'.padStart(7)} ${'p99 ms'.padStart(7)}  unexpected`);
  for (const { db, kind, figures } of results) {
    const unexpected = Object.entries(figures.statuses).filter(([code]) => code !== '200').map(([code, n]) => `${code}×${n}`);
    if (figures.errors) unexpected.push(`errors×${figures.errors}`);
    if (figures.total === 0) unexpected.push(`none answered within ${SECONDS} s (each > ${SECONDS * 1000} ms with ${CONNECTIONS} waiting)`);
    console.log(`${db.padEnd(9)} ${kind.name.padEnd(34)} ${String(Math.round(figures.rps)).padStart(7)} ${String(figures.p50).padStart(7)} ${String(figures.p99).padStart(7)}  ${unexpected.join(' ') || '-'}`);
  }
  console.log(`load average at the end: ${load()}`);
}

if (args['prepare-only']) {
  await prepare('postgres', '');
} else if (args.cannon) {
  const job = JSON.parse(args.cannon) as CannonJob;
  // autocannon ships no types: the module name through a variable, and the result's shape above.
  const moduleName = 'autocannon';
  const { default: autocannon } = (await import(moduleName)) as { default: (opts: unknown) => Promise<AutocannonResult> };
  const result = await autocannon({ url: job.url, connections: job.connections, duration: job.seconds, headers: job.headers });
  const statuses: Record<string, number> = {};
  for (const [code, { count }] of Object.entries(result.statusCodeStats ?? {})) statuses[code] = Number(count);
  console.log(JSON.stringify({
    rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, total: result.requests.total, statuses,
    errors: result.errors + result.timeouts,
  } satisfies Figures));
} else {
  await main();
}
