// Benchmark of the course search over the seeded catalog (not a test: it prints figures and fails only on errors).
// An in-memory PGlite is migrated and seeded, the app is built as the server builds it, and ~200 varied searches run
// through app.inject against the public search and the signed-in search with facets.
//   node --import tsx scripts/bench-search.ts [count]
import { loadConfig } from '../server/src/config.ts';
import { migrate, openDb } from '../server/src/db/index.ts';
import { seedDemo } from '../server/src/seed/index.ts';
import { buildApp } from '../server/src/app.ts';
import { DEMO_PASSWORD, DEMO_USERS } from '../server/src/seed/demo-users.ts';

const COUNT = Number(process.argv[2] ?? 200);
const WARM_UP = 10;

/** A small deterministic PRNG, so every run asks the same searches. */
function prng(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const WORDS = ['data', 'business', 'computer science', 'law', 'nursing', 'mba', 'engineering', 'london', 'toronto', 'design',
  'msc', 'marketing', 'cyber', 'university', 'finance', 'psychology', 'ai', 'health data', 'x_%', 'zzz'];
const SORTS = ['relevance', 'tuition_asc', 'tuition_desc', 'tuition_usd_asc', 'tuition_usd_desc', 'name_asc', 'ranking'];
const MONTHS = ['Jan', 'Feb', 'Apr', 'May', 'Sep', 'Oct'];

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

async function main() {
  const started = performance.now();
  const db = await openDb({ inMemory: true });
  await migrate(db);
  await seedDemo(db);
  const config = loadConfig(
    { ...process.env, DATABASE_URL: '', LOG_LEVEL: 'silent', AUTH_RATE_LIMIT: '1000', PUBLIC_RATE_LIMIT: '100000' },
    { inMemoryDb: true, spaDir: '/nonexistent' },
  );
  const app = await buildApp(db, config);
  await app.ready();
  const { rows: counted } = await db.query<{ courses: number; universities: number }>(
    'SELECT (SELECT count(*) FROM courses) AS courses, (SELECT count(*) FROM universities) AS universities',
  );
  const { rows: buckets } = await db.query<{ country_id: number; min_amount: number; max_amount: number | null }>(
    'SELECT k.country_id, b.min_amount, b.max_amount FROM tuition_fee_buckets b JOIN countries k ON k.currency = b.currency',
  );
  const { rows: usd } = await db.query<{ min_amount: number; max_amount: number | null }>(
    `SELECT min_amount, max_amount FROM tuition_fee_buckets WHERE currency = 'USD'`,
  );
  const student = DEMO_USERS.find((u) => u.key === 'student')!;
  const login = await app.inject({ method: 'POST', url: `${config.portalBase}/login`, payload: { email: student.email, password: DEMO_PASSWORD } });
  const token = login.json().data.token as string;
  console.log(`ready in ${Math.round(performance.now() - started)} ms: ${counted[0].courses} courses, ${counted[0].universities} universities`);

  const random = prng(2026);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)];
  const chance = (p: number) => random() < p;

  function searchQuery(): URLSearchParams {
    const query = new URLSearchParams();
    if (chance(0.5)) query.set('q', pick(WORDS));
    let countryId: number | undefined;
    if (chance(0.5)) {
      countryId = 1 + Math.floor(random() * 14);
      query.set('country_id', String(countryId));
      if (chance(0.3)) {
        const bucket = pick(buckets.filter((b) => b.country_id === countryId));
        if (bucket) {
          query.set('tuition_min', String(bucket.min_amount));
          if (bucket.max_amount !== null) query.set('tuition_max', String(bucket.max_amount));
        }
      }
    } else if (chance(0.2)) {
      const bucket = pick(usd);
      query.set('tuition_usd_min', String(bucket.min_amount));
      if (bucket.max_amount !== null) query.set('tuition_usd_max', String(bucket.max_amount));
    }
    if (chance(0.4)) query.set('course_level_id', String(1 + Math.floor(random() * 8)));
    if (chance(0.2)) query.set('course_category_id', String(1 + Math.floor(random() * 19)));
    if (chance(0.2)) query.set('intake', pick(MONTHS));
    if (chance(0.7)) query.set('sort', pick(SORTS));
    if (chance(0.3)) query.set('page', String(1 + Math.floor(random() * 5)));
    if (chance(0.2)) query.set('page_size', pick(['10', '50', '100']));
    return query;
  }

  const requests = Array.from({ length: WARM_UP + COUNT }, (_, i) => {
    const v2 = i % 2 === 1;
    return {
      v2,
      url: `${config.portalBase}${v2 ? '/common/course/all/v2' : '/home/search/list'}?${searchQuery()}`,
    };
  });

  const times: Record<'public' | 'v2' | 'all', number[]> = { public: [], v2: [], all: [] };
  let matched = 0;
  for (const [i, request] of requests.entries()) {
    const t = performance.now();
    const response = await app.inject({ method: 'GET', url: request.url, headers: request.v2 ? { authorization: `Bearer ${token}` } : {} });
    const ms = performance.now() - t;
    if (response.statusCode !== 200) throw new Error(`${request.url}: ${response.statusCode} ${response.body.slice(0, 300)}`);
    if (i < WARM_UP) continue;
    matched += response.json().data.total;
    times[request.v2 ? 'v2' : 'public'].push(ms);
    times.all.push(ms);
  }

  console.log(`${COUNT} searches after ${WARM_UP} warm-up ones (average ${Math.round(matched / COUNT)} matching courses each):`);
  for (const [name, list] of Object.entries(times)) {
    const sorted = [...list].sort((a, b) => a - b);
    const label = name === 'public' ? 'GET /home/search/list     ' : name === 'v2' ? 'GET /common/course/all/v2 ' : 'all                       ';
    console.log(
      `  ${label} n=${String(sorted.length).padStart(3)}  p50 ${percentile(sorted, 50).toFixed(1)} ms  ` +
        `p95 ${percentile(sorted, 95).toFixed(1)} ms  max ${sorted[sorted.length - 1].toFixed(1)} ms`,
    );
  }
  await app.close();
  await db.close();
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
