// The catalog's answers are kept in each server's memory (issue 10 §1), and two servers on one database never serve a
// stale one: a change of the catalog committed through the database (here a third party: the test's own connection)
// shows on both servers at their next search, page, facet count and university search. Disabling the trigger that
// bumps the catalog version shows the other side: the servers do answer from memory, and that version is what keeps
// them right.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type BuiltApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import type { Db } from '../src/db/index.ts';
import { DEMO_PASSWORD } from '../src/seed/demo-users.ts';
import { bearer, demoEmail } from './harness.ts';
import { openSeededTestDb } from './seeded.ts';

const PORTAL = '/api';
let db: Db;
let a: BuiltApp;
let b: BuiltApp;
let token: string;
let universityId: number;

async function startServer(): Promise<BuiltApp> {
  const config = loadConfig(
    // One token secret for both, as servers behind one load balancer have.
    { LOG_LEVEL: 'silent', VALIDATE_RESPONSES: 'true', SPA_DIR: '/nonexistent', PUBLIC_RATE_LIMIT: '100000', JWT_SECRET: 'catalog-cache-test-secret-of-32-bytes-or-more' },
    { inMemoryDb: true },
  );
  const app = await buildApp(db, config);
  await app.ready();
  return app;
}

beforeAll(async () => {
  db = await openSeededTestDb();
  [a, b] = [await startServer(), await startServer()];
  const login = await a.inject({ method: 'POST', url: `${PORTAL}/login`, payload: { email: demoEmail('student'), password: DEMO_PASSWORD } });
  token = login.json().data.token;
  const { rows } = await db.query<{ university_id: number }>('SELECT university_id FROM universities ORDER BY university_id LIMIT 1');
  universityId = rows[0].university_id;
}, 180_000);

afterAll(async () => {
  await a?.close();
  await b?.close();
  await db?.close();
});

async function data(app: BuiltApp, path: string, signedIn = false): Promise<any> {
  const response = await app.inject({ method: 'GET', url: `${PORTAL}${path}`, headers: signedIn ? bearer(token) : {} });
  expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
  return response.json().data;
}

const WORD = 'Zyxqhology';
const names = (page: { items: { course_name: string }[] }) => page.items.map((item) => item.course_name);

async function addCourse(name: string): Promise<void> {
  await db.query(
    `INSERT INTO courses (university_id, name, course_level_id, course_category_id, intakes, currency, tuition_fee, tuition_fee_usd)
     SELECT u.university_id, $2, (SELECT min(course_level_id) FROM course_levels), (SELECT min(course_category_id) FROM course_categories),
            ARRAY['Sep'], k.currency, 1000, 1000
       FROM universities u JOIN countries k ON k.country_id = u.country_id WHERE u.university_id = $1`,
    [universityId, name],
  );
}

describe('the catalog kept in memory on two servers', () => {
  it('shows a committed change on both servers at once: search, facets, university search and page', async () => {
    for (const app of [a, b]) {
      expect((await data(app, `/home/search/list?q=${WORD}`)).total).toBe(0);
      expect((await data(app, `/common/course/all/v2?q=${WORD}`, true)).facets.countries).toEqual([]);
      expect((await data(app, `/home/university/${universityId}`)).university.name).not.toContain(WORD);
      expect((await data(app, `/common/university?q=${WORD}`, true)).total).toBe(0);
    }

    await addCourse(`Applied ${WORD}`);
    await db.query(`UPDATE universities SET name = name || ' ' || $2 WHERE university_id = $1`, [universityId, WORD]);

    for (const app of [b, a]) {
      // Every course of the renamed university now matches through its name; the new course ranks first by its own.
      const found = await data(app, `/home/search/list?q=${WORD}&page_size=100`);
      expect(found.total).toBeGreaterThan(1);
      expect(names(found)).toContain(`Applied ${WORD}`);
      const withFacets = await data(app, `/common/course/all/v2?q=${WORD}`, true);
      expect(withFacets.total).toBe(found.total);
      expect(withFacets.facets.countries.reduce((sum: number, c: { count: number }) => sum + c.count, 0)).toBe(found.total);
      expect((await data(app, `/home/university/${universityId}`)).university.name).toContain(WORD);
      expect((await data(app, `/common/university?q=${WORD}`, true)).items.map((u: { university_id: number }) => u.university_id)).toEqual([universityId]);
    }

    const total = (await data(a, `/home/search/list?q=${WORD}`)).total;
    await db.query('DELETE FROM courses WHERE name = $1', [`Applied ${WORD}`]);
    for (const app of [a, b]) {
      const after = await data(app, `/home/search/list?q=${WORD}&page_size=100`);
      expect(after.total).toBe(total - 1);
      expect(names(after)).not.toContain(`Applied ${WORD}`);
    }
  });

  it('answers from memory while the version stands, and only that version keeps it right', async () => {
    const before = names(await data(a, '/home/search/list?q=Cryptozoology'));
    expect(before).toEqual([]);
    await db.exec('ALTER TABLE courses DISABLE TRIGGER courses_catalog_changed');
    try {
      await addCourse('Cryptozoology');
      // Without the bump the servers do not look again: the answer they keep is the one served.
      expect(names(await data(a, '/home/search/list?q=Cryptozoology'))).toEqual([]);
    } finally {
      await db.exec('ALTER TABLE courses ENABLE TRIGGER courses_catalog_changed');
    }
    // Any later change of the catalog bumps the version: both servers see everything committed so far.
    await db.query('UPDATE countries SET usd_rate = usd_rate WHERE country_id = (SELECT min(country_id) FROM countries)');
    expect(names(await data(a, '/home/search/list?q=Cryptozoology'))).toEqual(['Cryptozoology']);
    expect(names(await data(b, '/home/search/list?q=Cryptozoology'))).toEqual(['Cryptozoology']);
  });
});

describe('without a catalog version', () => {
  it('answers every search afresh when the version row is missing, and keeps answers again once it is back', async () => {
    const { rows } = await db.query<{ version: number }>('SELECT version FROM catalog_version');
    await db.query('DELETE FROM catalog_version');
    try {
      expect(names(await data(a, '/home/search/list?q=Hippology'))).toEqual([]);
      await db.exec('ALTER TABLE courses DISABLE TRIGGER courses_catalog_changed');
      try {
        await addCourse('Hippology');
      } finally {
        await db.exec('ALTER TABLE courses ENABLE TRIGGER courses_catalog_changed');
      }
      // Nothing was kept, so the course shows although no version moved.
      expect(names(await data(a, '/home/search/list?q=Hippology'))).toEqual(['Hippology']);
    } finally {
      await db.query('INSERT INTO catalog_version (only_row, version) VALUES (true, $1)', [Number(rows[0].version) + 1]);
    }
    expect(names(await data(b, '/home/search/list?q=Hippology'))).toEqual(['Hippology']);
  });
});
