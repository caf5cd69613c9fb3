import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { openDb, migrate, type Db } from '../db/index.ts';
import { openTestDb } from '../../test/harness.ts';
import { seedCatalog, type CatalogSeedSummary } from './catalog.ts';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** What a second, independent seed must reproduce exactly. */
const CHECKSUM_SQL = `
  SELECT
    (SELECT md5(string_agg(concat_ws('|', course_id, university_id, name, course_level_id, course_category_id,
                                     array_to_string(intakes, ','), duration_months, tuition_fee, tuition_fee_usd),
                           E'\\n' ORDER BY course_id)) FROM courses) AS courses,
    (SELECT md5(string_agg(concat_ws('|', university_id, name, city_id, type, ranking, focused, description),
                           E'\\n' ORDER BY university_id)) FROM universities) AS universities`;

async function one<T>(db: Db, sql: string, params: unknown[] = []): Promise<T> {
  const { rows } = await db.query<T>(sql, params);
  return rows[0];
}

describe('seedCatalog', () => {
  let db: Db;
  let summary: CatalogSeedSummary;

  beforeAll(async () => {
    // PGlite, or the real PostgreSQL of TEST_DATABASE_URL; the checksum test below compares it with a fresh PGlite.
    db = await openTestDb();
    await migrate(db);
    const started = performance.now();
    summary = await seedCatalog(db);
    console.log(`seedCatalog: ${Math.round(performance.now() - started)} ms on ${db.kind}`, summary);
  });

  afterAll(async () => {
    await db?.close();
  });

  it('reports the rows it inserted', async () => {
    expect(summary.seeded).toBe(true);
    const counted = await one<{ universities: number; courses: number }>(
      db,
      'SELECT (SELECT count(*)::int FROM universities) AS universities, (SELECT count(*)::int FROM courses) AS courses',
    );
    expect(summary.universities).toBe(counted.universities);
    expect(summary.courses).toBe(counted.courses);
  });

  it('offers at least 200 universities in at least 10 countries, about a tenth of them focused', async () => {
    const r = await one<{ universities: number; countries: number; focused: number }>(
      db,
      `SELECT count(*)::int AS universities, count(DISTINCT country_id)::int AS countries,
              count(*) FILTER (WHERE focused)::int AS focused FROM universities`,
    );
    expect(r.universities).toBeGreaterThanOrEqual(200);
    expect(r.countries).toBeGreaterThanOrEqual(10);
    expect(r.focused / r.universities).toBeGreaterThan(0.07);
    expect(r.focused / r.universities).toBeLessThan(0.15);
  });

  it('places every university in a city of its own state and country, with a website and 3 to 5 USPs', async () => {
    const bad = await one<{ n: number }>(
      db,
      `SELECT count(*)::int AS n FROM universities u
         LEFT JOIN cities c ON c.city_id = u.city_id
         LEFT JOIN (SELECT university_id, count(*) AS usps FROM university_usps GROUP BY university_id) p USING (university_id)
        WHERE c.city_id IS NULL OR c.state_id IS DISTINCT FROM u.state_id OR c.country_id <> u.country_id
           OR u.website !~ '^https://[a-z0-9-]+\\.example\\.edu$' OR coalesce(p.usps, 0) NOT BETWEEN 3 AND 5`,
    );
    expect(bad.n).toBe(0);
  });

  it('has the home country with states and cities but no universities', async () => {
    const india = await one<{ states: number; cities: number; universities: number; currency: string }>(
      db,
      `SELECT (SELECT count(*)::int FROM states s WHERE s.country_id = k.country_id) AS states,
              (SELECT count(*)::int FROM cities c WHERE c.country_id = k.country_id) AS cities,
              (SELECT count(*)::int FROM universities u WHERE u.country_id = k.country_id) AS universities, k.currency
         FROM countries k WHERE k.iso2 = 'IN'`,
    );
    expect(india).toMatchObject({ universities: 0, currency: 'INR' });
    expect(india.states).toBeGreaterThanOrEqual(3);
    expect(india.cities).toBeGreaterThanOrEqual(india.states * 2);
  });

  it('offers at least 20,000 courses, each with intakes in 3-letter months and a positive duration', async () => {
    const r = await one<{ courses: number; bad_intakes: number; bad_duration: number }>(
      db,
      `SELECT count(*)::int AS courses,
              count(*) FILTER (WHERE cardinality(intakes) = 0 OR NOT intakes <@ $1::text[])::int AS bad_intakes,
              count(*) FILTER (WHERE duration_months IS NULL OR duration_months <= 0)::int AS bad_duration
         FROM courses`,
      [MONTHS],
    );
    expect(r.courses).toBeGreaterThanOrEqual(20_000);
    expect(r.bad_intakes).toBe(0);
    expect(r.bad_duration).toBe(0);
  });

  it('quotes tuition in the country currency, and in USD at the country rate (within 1 USD)', async () => {
    const bad = await one<{ n: number }>(
      db,
      `SELECT count(*)::int AS n FROM courses c
         JOIN universities u USING (university_id) JOIN countries k ON k.country_id = u.country_id
        WHERE c.currency <> k.currency OR c.tuition_fee IS NULL
           OR abs(c.tuition_fee_usd - c.tuition_fee / k.usd_rate) > 1`,
    );
    expect(bad.n).toBe(0);
  });

  it('asks for more English and a degree at postgraduate level than at foundation level', async () => {
    const { rows } = await db.query<{ name: string; ielts: number; docs: string[] }>(
      `SELECT l.name, avg(c.ielts_min)::float8 AS ielts,
              (SELECT array_agg(d.name ORDER BY d.sort_order) FROM required_documents r
                 JOIN document_types d USING (document_type_id) WHERE r.course_level_id = l.course_level_id) AS docs
         FROM course_levels l JOIN courses c USING (course_level_id) GROUP BY l.course_level_id, l.name`,
    );
    const byName = new Map(rows.map((r) => [r.name, r]));
    expect(byName.get('Postgraduate')!.ielts).toBeGreaterThan(byName.get('Foundation')!.ielts);
    expect(byName.get('Postgraduate')!.docs).toEqual(expect.arrayContaining(["Bachelor's Transcript", "Bachelor's Degree Certificate"]));
    expect(byName.get('Undergraduate')!.docs).toEqual(expect.arrayContaining(['10th Marksheet', '12th Marksheet']));
    expect(byName.get('PhD')!.docs).toEqual(expect.arrayContaining(['Research Proposal', "Master's Transcript"]));
  });

  it('gives every course level its required student documents', async () => {
    const r = await one<{ levels: number; bad: number }>(
      db,
      `SELECT count(*)::int AS levels,
              count(*) FILTER (WHERE NOT EXISTS (
                SELECT 1 FROM required_documents r JOIN document_types d USING (document_type_id)
                 WHERE r.course_level_id = l.course_level_id)
                 OR EXISTS (
                SELECT 1 FROM required_documents r JOIN document_types d USING (document_type_id)
                 WHERE r.course_level_id = l.course_level_id AND d.list <> 'student_document'))::int AS bad
         FROM course_levels l`,
    );
    expect(r.levels).toBeGreaterThanOrEqual(7);
    expect(r.bad).toBe(0);
  });

  it('fills each of the four document lists', async () => {
    const { rows } = await db.query<{ list: string; n: number }>('SELECT list, count(*)::int AS n FROM document_types GROUP BY list');
    const counts = Object.fromEntries(rows.map((r) => [r.list, r.n]));
    for (const list of ['document', 'student_document', 'visa_document', 'student_visa_document']) {
      expect(counts[list], list).toBeGreaterThan(0);
    }
  });

  it('has contiguous tuition buckets for USD and for every currency with universities', async () => {
    const missing = await one<{ n: number }>(
      db,
      `SELECT count(*)::int AS n FROM (SELECT DISTINCT currency FROM courses UNION SELECT 'USD') c
        WHERE (SELECT count(*) FROM tuition_fee_buckets b WHERE b.currency = c.currency) NOT BETWEEN 5 AND 7`,
    );
    expect(missing.n).toBe(0);
    const gaps = await one<{ n: number }>(
      db,
      `SELECT count(*)::int AS n FROM (
         SELECT currency, sort_order, min_amount, max_amount,
                lead(min_amount) OVER (PARTITION BY currency ORDER BY sort_order) AS next_min,
                lag(max_amount) OVER (PARTITION BY currency ORDER BY sort_order) AS prev_max,
                row_number() OVER (PARTITION BY currency ORDER BY sort_order) AS pos
           FROM tuition_fee_buckets) b
        WHERE (next_min IS NULL) <> (max_amount IS NULL) OR max_amount <> next_min OR (pos = 1 AND min_amount <> 0)`,
    );
    expect(gaps.n).toBe(0);
  });

  it('leaves the sequences after the seeded ids', async () => {
    const next = await db.transaction(async (tx) => {
      const { rows } = await tx.query<{ course_id: number; max: number }>(
        `INSERT INTO courses (university_id, name, course_level_id, course_category_id, intakes, currency)
         VALUES (1, 'Sequence probe', 1, 1, '{Sep}', 'GBP') RETURNING course_id, (SELECT max(course_id) FROM courses) AS max`,
      );
      return rows[0];
    });
    expect(next.course_id).toBe(next.max + 1);
    await db.query("DELETE FROM courses WHERE name = 'Sequence probe'");
  });

  it('adds nothing on a second run, and a fresh database gets exactly the same catalog', async () => {
    const before = await one<Record<string, string>>(db, CHECKSUM_SQL);
    const again = await seedCatalog(db);
    expect(again).toEqual({ ...summary, seeded: false });
    expect(await one<Record<string, string>>(db, CHECKSUM_SQL)).toEqual(before);

    const other = await openDb({ inMemory: true });
    try {
      await migrate(other);
      await seedCatalog(other);
      expect(await one<Record<string, string>>(other, CHECKSUM_SQL)).toEqual(before);
    } finally {
      await other.close();
    }
  });
});
