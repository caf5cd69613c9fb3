// Load benchmark (not a test: it prints figures). Starts the real server (server/src/main.ts, a child process, seeded
// as `npm run demo` seeds) on each database, and a bare Fastify route returning a 20-item JSON as the floor in the same
// run; then autocannon (each run in a child process of its own, so that two runs at once do not share a thread):
// 10 connections, a warm-up, then ~8 s per request kind. Prints req/s, p50, p99, the ratio to the floor, and the
// answers that were not the expected status.
//
//   node --import tsx scripts/bench-load.ts                       embedded PostgreSQL and PGlite (+ PostgreSQL when
//                                                                 DATABASE_URL or TEST_DATABASE_URL is set)
//   bash scripts/with-postgres.sh node --import tsx scripts/bench-load.ts --db=postgres
//   options: --db=embedded,pglite,postgres  --seconds=8  --warmup=2  --connections=10  --probe-connections=2
//            --settle=10 (seconds of unmeasured load after the seed)  --addresses=1000 (client addresses the requests come from, X-Forwarded-For; 1 = all from one)
//            --kinds=search-q,poll,...  (names as printed)  --root=<checkout>  (whose server runs; default this one)
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from './free-port.ts';

const SELF = fileURLToPath(import.meta.url);

type Args = Record<string, string>;
const args: Args = Object.fromEntries(
  process.argv.slice(2).filter((a) => a.startsWith('--')).map((a) => {
    const [key, ...value] = a.slice(2).split('=');
    return [key, value.join('=') || 'true'];
  }),
);
/** The checkout whose server runs (--root=<dir>: another one, e.g. an earlier commit, for before/after figures). */
const ROOT = args.root ?? join(SELF, '..', '..');

/** One autocannon run, as the child process is asked for it. */
type CannonJob = {
  url: string;
  connections: number;
  seconds: number;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  /** Ask a different search each request, from a large set (no two neighbours alike), so that no cache answers. */
  varied?: 'public' | 'signed-in';
  /** Each request from the next of this many client addresses (X-Forwarded-For through a trusted proxy): a crowd. */
  addresses?: number;
};

type Figures = { rps: number; p50: number; p99: number; total: number; statuses: Record<string, number>; errors: number };

// ---------------------------------------------------------------------------------------------------------------
// Child modes (at the end of the file): the floor server, and one autocannon run printing its figures as JSON.

type AutocannonResult = {
  requests: { average: number; total: number };
  latency: { p50: number; p99: number };
  errors: number;
  timeouts: number;
  statusCodeStats?: Record<string, { count: number | string }>;
};

/**
 * 4,500 different searches: words (one, two, a prefix) x country x sort x page, shuffled deterministically, asked in
 * a cycle. The server keeps 2,000 answers (least recently used out first), so a cycle longer than that never finds
 * one kept: these figures are the database's. Public ones on /home/search/list, signed-in ones on
 * /common/course/all/v2 (with facets).
 */
function variedPaths(kind: 'public' | 'signed-in'): string[] {
  const words = ['data', 'business', 'computer', 'science', 'law', 'nursing', 'mba', 'engineering', 'design', 'finance',
    'marketing', 'health', 'psychology', 'management', 'arts', 'civil', 'cyber', 'media', 'bio', 'educ', 'account', 'music',
    'physics', 'chem', 'business analytics', 'data science', 'public health', 'mechanical engineering', 'international', ''];
  const sorts = ['relevance', 'tuition_asc', 'ranking', 'name_asc', 'tuition_usd_desc'];
  const base = kind === 'public' ? '/api/home/search/list' : '/api/common/course/all/v2';
  const out: string[] = [];
  for (const word of words) {
    for (let country = 0; country <= 14; country += 1) {
      for (const sort of sorts) {
        for (const page of ['1', '2']) {
          const query = new URLSearchParams();
          if (word) query.set('q', word);
          if (country > 0) query.set('country_id', String(country));
          query.set('sort', sort);
          query.set('page', page);
          out.push(`${base}?${query}`);
        }
      }
    }
  }
  // A fixed shuffle (xorshift), so that every run asks the same sequence.
  let seed = 2026;
  for (let i = out.length - 1; i > 0; i -= 1) {
    seed ^= seed << 13; seed ^= seed >>> 17; seed ^= seed << 5;
    const j = (seed >>> 0) % (i + 1);
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}

// ---------------------------------------------------------------------------------------------------------------
// The driver.

function node(argv: string[], env: NodeJS.ProcessEnv = process.env, cwd = join(SELF, '..', '..')): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', ...argv], { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
}

async function waitFor(url: string, child: ChildProcess, label: string, timeoutMs = 300_000): Promise<void> {
  let exited: number | null = null;
  child.once('exit', (code) => (exited = code ?? -1));
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (exited !== null) throw new Error(`${label} exited (${exited}) before it answered`);
    try {
      const response = await fetch(url);
      if (response.status < 500) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${label} did not answer within ${timeoutMs / 1000} s`);
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

type Kind = {
  name: string;
  label: string;
  job: Omit<CannonJob, 'connections' | 'seconds'>;
  expect: number;
  /** Runs while this other job loads the server (two autocannon instances at once); the figures are this kind's. */
  under?: Omit<CannonJob, 'connections' | 'seconds'>;
};

type Row = { db: string; kind: Kind; figures: Figures; load?: Figures };

const SECONDS = Number(args.seconds ?? 8);
const WARM_UP = Number(args.warmup ?? 2);
const CONNECTIONS = Number(args.connections ?? 10);
const PROBE_CONNECTIONS = Number(args['probe-connections'] ?? 2);
/** Client addresses the requests come from (1: every request from one, as one user behind one address). */
const ADDRESSES = Number(args.addresses ?? 1000);
/** Seconds of unmeasured load after the server is ready (seeded), before the first measurement. */
const SETTLE = Number(args.settle ?? 10);

async function measure(kind: Kind, base: string): Promise<{ figures: Figures; load?: Figures }> {
  const absolute = <T extends { url: string }>(job: T): T => ({ ...job, url: `${base}${job.url}`, addresses: ADDRESSES });
  if (!kind.under) {
    await cannon({ ...absolute(kind.job), connections: CONNECTIONS, seconds: WARM_UP });
    return { figures: await cannon({ ...absolute(kind.job), connections: CONNECTIONS, seconds: SECONDS }) };
  }
  await cannon({ ...absolute(kind.under), connections: CONNECTIONS, seconds: WARM_UP });
  // The load starts first and runs one second longer on each side, so the probe's whole run is under load.
  const load = cannon({ ...absolute(kind.under), connections: CONNECTIONS, seconds: SECONDS + 2 });
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const figures = await cannon({ ...absolute(kind.job), connections: PROBE_CONNECTIONS, seconds: SECONDS });
  return { figures, load: await load };
}

type Session = { token: string; universityId: number; pollEtag: string; login: string };

async function prepare(base: string): Promise<Session> {
  const { DEMO_PASSWORD, DEMO_USERS } = await import('../server/src/seed/demo-users.ts');
  const student = DEMO_USERS.find((u) => u.key === 'student')!;
  const login = JSON.stringify({ email: student.email, password: DEMO_PASSWORD });
  const signedIn = await fetch(`${base}/api/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: login });
  if (signedIn.status !== 200) throw new Error(`sign-in answered ${signedIn.status}: ${await signedIn.text()}`);
  const token = ((await signedIn.json()) as { data: { token: string } }).data.token;
  const search = await fetch(`${base}/api/home/search/list?q=data`);
  const found = (await search.json()) as { data: { items: { university: { university_id: number } }[] } };
  const universityId = found.data.items[0].university.university_id;
  const poll = await fetch(`${base}/api/common/new-notifications-messages`, { headers: { authorization: `Bearer ${token}` } });
  return { token, universityId, pollEtag: String(poll.headers.get('etag')), login };
}

function kinds(s: Session): Kind[] {
  const bearer = { authorization: `Bearer ${s.token}` };
  const poll = { url: '/api/common/new-notifications-messages', headers: { ...bearer, 'if-none-match': s.pollEtag } };
  const signIn = { url: '/api/login', method: 'POST' as const, headers: { 'content-type': 'application/json' }, body: s.login };
  const pageData = { url: '/api/common/home-data', headers: bearer };
  const variedPublic = { url: '/api/home/search/list', varied: 'public' as const };
  const variedSignedIn = { url: '/api/common/course/all/v2', headers: bearer, varied: 'signed-in' as const };
  const facets = { url: '/api/common/course/all/v2?q=business', headers: bearer };
  return [
    { name: 'search-q', label: 'public search q=data', job: { url: '/api/home/search/list?q=data' }, expect: 200 },
    { name: 'search-country-sort', label: 'public search country + sort', job: { url: '/api/home/search/list?country_id=3&sort=tuition_asc' }, expect: 200 },
    { name: 'search-facets', label: 'signed-in search + facets q=business', job: facets, expect: 200 },
    { name: 'search-varied', label: 'public search, 4,500 different asks', job: variedPublic, expect: 200 },
    { name: 'search-varied-facets', label: 'signed-in + facets, 4,500 different', job: variedSignedIn, expect: 200 },
    { name: 'poll', label: 'notification poll (304)', job: poll, expect: 304 },
    { name: 'university', label: 'university details', job: { url: `/api/home/university/${s.universityId}` }, expect: 200 },
    { name: 'signin-under-search', label: 'sign-in while search-facets loads', job: signIn, under: facets, expect: 200 },
    { name: 'poll-under-search', label: 'poll while search-facets loads', job: poll, under: facets, expect: 304 },
    { name: 'page-under-search', label: 'home-data while search-facets loads', job: pageData, under: facets, expect: 200 },
    { name: 'signin-under-varied', label: 'sign-in while varied+facets loads', job: signIn, under: variedSignedIn, expect: 200 },
    { name: 'poll-under-varied', label: 'poll while varied+facets loads', job: poll, under: variedSignedIn, expect: 304 },
    { name: 'page-under-varied', label: 'home-data while varied+facets loads', job: pageData, under: variedSignedIn, expect: 200 },
  ];
}

/** The environment of a server that lets the benchmark through its per-address limits. */
function serverEnv(port: number, dataDir: string, extra: Record<string, string>): NodeJS.ProcessEnv {
  return {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    SPA_DIR: '/nonexistent',
    LOG_LEVEL: 'warn',
    DATABASE_URL: '',
    TRUST_PROXY: '127.0.0.1',
    AUTH_RATE_LIMIT: '100000000',
    PUBLIC_RATE_LIMIT: '100000000',
    REFRESH_RATE_LIMIT: '100000000',
    ...extra,
  };
}

const pad = (value: string | number, width: number) => String(value).padStart(width);

function printRows(floor: Figures, rows: Row[]): void {
  console.log(`\n${'database'.padEnd(10)} ${'request'.padEnd(38)} ${pad('req/s', 8)} ${pad('p50 ms', 7)} ${pad('p99 ms', 7)} ${pad('floor', 7)}  unexpected`);
  console.log(`${'(none)'.padEnd(10)} ${'bare Fastify route, 20 items (floor)'.padEnd(38)} ${pad(Math.round(floor.rps), 8)} ${pad(floor.p50, 7)} ${pad(floor.p99, 7)} ${pad('1', 7)}`);
  for (const { db, kind, figures, load } of rows) {
    const unexpected = Object.entries(figures.statuses).filter(([code]) => Number(code) !== kind.expect).map(([code, n]) => `${code}×${n}`);
    if (figures.errors) unexpected.push(`errors×${figures.errors}`);
    const ratio = `1/${Math.round(floor.rps / Math.max(figures.rps, 0.001))}`;
    console.log(`${db.padEnd(10)} ${kind.label.padEnd(38)} ${pad(Math.round(figures.rps), 8)} ${pad(figures.p50, 7)} ${pad(figures.p99, 7)} ${pad(ratio, 7)}  ${unexpected.join(' ') || '-'}`);
    if (load) {
      console.log(`${''.padEnd(10)} ${'  (the load meanwhile)'.padEnd(38)} ${pad(Math.round(load.rps), 8)} ${pad(load.p50, 7)} ${pad(load.p99, 7)}`);
    }
  }
}

async function main(): Promise<void> {
  const postgresUrl = process.env.DATABASE_URL || process.env.TEST_DATABASE_URL || '';
  const databases = (args.db ?? `embedded,pglite${postgresUrl ? ',postgres' : ''}`).split(',');
  const only = args.kinds ? new Set(args.kinds.split(',')) : undefined;
  const load = () => loadavg().map((n) => n.toFixed(2)).join(' ');
  console.log(`server of ${ROOT}`);
  console.log(`load benchmark: ${CONNECTIONS} connections (probes ${PROBE_CONNECTIONS}) from ${ADDRESSES} client addresses, warm-up ${WARM_UP} s, ${SECONDS} s a kind; load average ${load()}`);

  const floorPort = await freePort();
  const floorServer = node([SELF, `--floor=${floorPort}`]);
  const rows: Row[] = [];
  let floor: Figures;
  try {
    await waitFor(`http://127.0.0.1:${floorPort}/items`, floorServer, 'the floor server');
    await cannon({ url: `http://127.0.0.1:${floorPort}/items`, connections: CONNECTIONS, seconds: WARM_UP });
    floor = await cannon({ url: `http://127.0.0.1:${floorPort}/items`, connections: CONNECTIONS, seconds: SECONDS });
    console.log(`floor: ${Math.round(floor.rps)} req/s, p99 ${floor.p99} ms`);
  } finally {
    await stop(floorServer);
  }

  for (const database of databases) {
    const dataDir = await mkdtemp(join(tmpdir(), `unipath-bench-${database}-`));
    const port = await freePort();
    const extra: Record<string, string> =
      database === 'pglite' ? { EMBEDDED_DB: 'pglite' }
      : database === 'postgres' ? { DATABASE_URL: postgresUrl }
      : database === 'embedded' ? { EMBEDDED_DB: 'postgres' }
      : {};
    if (database === 'postgres' && !postgresUrl) throw new Error('--db=postgres needs DATABASE_URL (or run through scripts/with-postgres.sh)');
    const started = Date.now();
    const server = node(['server/src/main.ts'], serverEnv(port, dataDir, extra), ROOT);
    let log = '';
    const errors: string[] = [];
    const collect = (chunk: Buffer) => {
      log = (log + chunk).slice(-4000);
      for (const line of String(chunk).split('\n')) if (/"level":(50|60)/.test(line)) errors.push(line);
    };
    server.stderr!.on('data', collect);
    server.stdout!.on('data', collect);
    const base = `http://127.0.0.1:${port}`;
    try {
      await waitFor(`${base}/api/home/countries`, server, `the server on ${database}`).catch((error: Error) => {
        throw new Error(`${error.message}\n${log}`);
      });
      console.log(`\n${database}: server ready in ${((Date.now() - started) / 1000).toFixed(1)} s (migrated and seeded); load average ${load()}`);
      const session = await prepare(base);
      // A freshly seeded database is busy for a while (autovacuum and analyze of the new rows) and the server's code is
      // not compiled hot yet: the first kind runs unmeasured for a while first.
      const [first] = kinds(session).filter((k) => !only || only.has(k.name));
      if (first && SETTLE > 0) await cannon({ ...first.job, url: `${base}${first.job.url}`, addresses: ADDRESSES, connections: CONNECTIONS, seconds: SETTLE });
      for (const kind of kinds(session).filter((k) => !only || only.has(k.name))) {
        const { figures, load: loaded } = await measure(kind, base);
        rows.push({ db: database, kind, figures, load: loaded });
        console.log(`  ${kind.name.padEnd(22)} ${pad(Math.round(figures.rps), 6)} req/s  p50 ${pad(figures.p50, 4)} ms  p99 ${pad(figures.p99, 4)} ms  (load average ${load()})`);
      }
      if (errors.length) {
        console.log(`  the server logged ${errors.length} errors; the first ones:`);
        for (const line of errors.slice(0, 3)) console.log(`    ${line.slice(0, 600)}`);
      }
    } finally {
      await stop(server);
      await rm(dataDir, { recursive: true, force: true });
    }
  }
  printRows(floor, rows);
  console.log(`\nload average at the end: ${load()}`);
}

// The mode this process runs in (after every declaration above).
if (args.floor) {
  const { default: Fastify } = await import('fastify');
  const app = Fastify({ logger: false });
  const items = Array.from({ length: 20 }, (_, i) => ({ id: i + 1, name: `Course ${i + 1}`, university: `University ${i % 5}`, fee: 10_000 + i }));
  app.get('/items', async () => ({ status: true, data: { items, total: 20 } }));
  await app.listen({ host: '127.0.0.1', port: Number(args.floor) });
  console.log('floor ready');
} else if (args.cannon) {
  const job = JSON.parse(args.cannon) as CannonJob;
  // autocannon ships no types: the module name through a variable, and the result's shape below.
  const moduleName = 'autocannon';
  const { default: autocannon } = (await import(moduleName)) as { default: (opts: unknown) => Promise<AutocannonResult> };
  const paths = job.varied ? variedPaths(job.varied) : [];
  let next = 0;
  let client = 0;
  type Raw = { path: string; headers?: Record<string, string> };
  const setupRequest = (request: Raw): Raw => {
    const out = { ...request };
    if (paths.length) out.path = paths[next++ % paths.length];
    if (job.addresses && job.addresses > 1) {
      const n = client++ % job.addresses;
      out.headers = { ...request.headers, 'x-forwarded-for': `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}` };
    }
    return out;
  };
  const result = await autocannon({
    url: job.url,
    connections: job.connections,
    duration: job.seconds,
    method: job.method ?? 'GET',
    headers: job.headers,
    body: job.body,
    requests: paths.length || (job.addresses ?? 1) > 1 ? [{ setupRequest }] : undefined,
  });
  const statuses: Record<string, number> = {};
  for (const [code, { count }] of Object.entries(result.statusCodeStats ?? {})) statuses[code] = Number(count);
  const figures: Figures = {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    total: result.requests.total,
    statuses,
    errors: result.errors + result.timeouts,
  };
  console.log(JSON.stringify(figures));
} else {
  await main();
}
