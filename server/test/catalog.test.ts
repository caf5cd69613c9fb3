// The catalog: public /home lists, search and university page; the signed-in course and university reads; the
// document-type lists; the staff updates. Answers are checked against the contract by the harness (a mismatch is a 500).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, demoEmail, signIn, startTestServer, type TestServer } from './harness.ts';

let server: TestServer;
let student: string;
let operations: string;
const userIds: Record<string, number> = {};

beforeAll(async () => {
  server = await startTestServer();
  student = (await signIn(server, 'student')).token;
  operations = (await signIn(server, 'operations')).token;
  for (const key of ['student', 'agent', 'franchise', 'sc', 'counselor']) {
    const { rows } = await server.db.query<{ user_id: number }>('SELECT user_id FROM users WHERE email = $1', [demoEmail(key)]);
    userIds[key] = rows[0].user_id;
  }
});
afterAll(async () => server?.close());

type Answer = { status: number; body: any };

async function get(path: string, token?: string): Promise<Answer> {
  const response = await server.app.inject({ method: 'GET', url: `${server.portal}${path}`, headers: token ? bearer(token) : {} });
  return { status: response.statusCode, body: response.json() };
}

/** A GET that must succeed; answers its `data`. */
async function data(path: string, token?: string): Promise<any> {
  const answer = await get(path, token);
  expect(answer.status, `${path}: ${JSON.stringify(answer.body).slice(0, 300)}`).toBe(200);
  expect(answer.body.status).toBe(true);
  return answer.body.data;
}

async function scalar<T>(sql: string, params: unknown[] = []): Promise<T> {
  const { rows } = await server.db.query<{ value: T }>(sql, params);
  return rows[0].value;
}

const fieldsOf = (answer: Answer): string[] => (answer.body.errors ?? []).map((e: { field: string }) => e.field);

/** True when every focused item comes before every other item. */
const focusedFirst = (items: { university: { focused: boolean } }[]): boolean => {
  const firstOther = items.findIndex((item) => !item.university.focused);
  return firstOther === -1 || items.slice(firstOther).every((item) => !item.university.focused);
};

describe('public reference lists (/home, no token)', () => {
  it('lists the countries by name with their ISO codes and currencies', async () => {
    const countries = await data('/home/countries');
    expect(countries).toHaveLength(await scalar<number>('SELECT count(*) AS value FROM countries'));
    expect(countries.map((c: { name: string }) => c.name)).toEqual([...countries.map((c: { name: string }) => c.name)].sort());
    expect(countries).toContainEqual({ country_id: 1, name: 'United Kingdom', iso2: 'GB', currency: 'GBP' });
  });

  it("narrows states and cities to a country or a state, and answers an empty list for an unknown one", async () => {
    const states = await data('/home/states?country_id=1');
    expect(states.length).toBeGreaterThan(0);
    expect(states.every((s: { country_id: number }) => s.country_id === 1)).toBe(true);
    expect((await data('/home/states')).length).toBe(await scalar<number>('SELECT count(*) AS value FROM states'));
    expect(await data('/home/states?country_id=9999')).toEqual([]);

    const state = states[0];
    const cities = await data(`/home/cities?country_id=1&state_id=${state.state_id}`);
    expect(cities.length).toBeGreaterThan(0);
    expect(cities.every((c: { state_id: number; country_id: number }) => c.state_id === state.state_id && c.country_id === 1)).toBe(true);
    const names = cities.map((c: { name: string }) => c.name);
    expect(names).toEqual([...names].sort());
    expect(await data('/home/cities?state_id=9999')).toEqual([]);
    expect((await data('/home/cities')).length).toBe(await scalar<number>('SELECT count(*) AS value FROM cities'));
  });

  it('nests every city under its country', async () => {
    const nested = await data('/home/countries-and-cities');
    const total = nested.reduce((n: number, country: { cities: unknown[] }) => n + country.cities.length, 0);
    expect(total).toBe(await scalar<number>('SELECT count(*) AS value FROM cities'));
    const uk = nested.find((c: { country_id: number }) => c.country_id === 1);
    expect(uk.cities.map((c: { name: string }) => c.name)).toContain('London');
    expect(uk.cities).toHaveLength(await scalar<number>('SELECT count(*) AS value FROM cities WHERE country_id = 1'));
  });

  it('lists course levels in display order and categories by name', async () => {
    const levels = await data('/home/course-levels');
    expect(levels[0]).toEqual({ course_level_id: 1, name: 'Foundation', sort_order: 1 });
    const orders = levels.map((l: { sort_order: number }) => l.sort_order);
    expect(orders).toEqual([...orders].sort((a, b) => a - b));
    const categories = await data('/home/course-categories');
    expect(categories.length).toBe(await scalar<number>('SELECT count(*) AS value FROM course_categories'));
    const names = categories.map((c: { name: string }) => c.name);
    expect(names).toEqual([...names].sort());
  });

  it('gives the tuition buckets per country in its currency, the last one open-ended, and the USD variant', async () => {
    const perCountry = await data('/home/tution-fees-filter-values');
    const uk = perCountry.find((c: { country_id: number }) => c.country_id === 1);
    expect(uk.currency).toBe('GBP');
    expect(uk.buckets[0]).toEqual({ label: 'Under 10,000', min: 0, max: 10000 });
    expect(uk.buckets.at(-1).max).toBeNull();
    // Every euro country shares the EUR buckets.
    const euro = perCountry.filter((c: { currency: string }) => c.currency === 'EUR');
    expect(euro.length).toBeGreaterThan(1);
    expect(new Set(euro.map((c: { buckets: unknown }) => JSON.stringify(c.buckets))).size).toBe(1);
    const us = await data('/home/tution-fees-filter-values?country_id=2');
    expect(us).toHaveLength(1);
    const usd = await data('/home/tution-fees-filter-values-usd');
    expect(usd.currency).toBe('USD');
    expect(usd.buckets).toEqual(us[0].buckets);
    expect(usd.buckets.at(-1).max).toBeNull();
  });
});

describe('referrers on the registration page (/home, no token)', () => {
  it("shows an agent's and a school counselor's public face, never their email or mobile", async () => {
    const agent = await data(`/home/agent-info/${userIds.agent}`);
    expect(agent).toEqual({
      user_id: userIds.agent, kind: 'agent', first_name: 'Rahul', last_name: 'Mehta', organisation: 'Bright Future Overseas',
      city: null, country: null, logo_url: null,
    });
    const sc = await data(`/home/sc-info/${userIds.sc}`);
    expect(sc).toMatchObject({ user_id: userIds.sc, kind: 'school_counselor', organisation: 'Delhi Public School, Noida' });
    for (const body of [agent, sc]) {
      const text = JSON.stringify(body);
      expect(text).not.toMatch(/@|9810000|password|mobile|email/);
    }
  });

  it('answers a franchise behind an agent link (it recruits students through the same link)', async () => {
    expect((await data(`/home/agent-info/${userIds.franchise}`)).kind).toBe('agent');
  });

  it('answers the same 404 for a student, a staff member, the wrong kind of referrer and an unknown id', async () => {
    const answers = [
      await get(`/home/agent-info/${userIds.student}`),
      await get(`/home/agent-info/${userIds.counselor}`),
      await get(`/home/agent-info/${userIds.sc}`),
      await get('/home/agent-info/999999'),
    ];
    for (const answer of answers) {
      expect(answer.status).toBe(404);
      expect(answer.body).toEqual({ status: false, message: 'no such agent' });
    }
    expect((await get(`/home/sc-info/${userIds.agent}`)).status).toBe(404);
    expect((await get(`/home/sc-info/${userIds.student}`)).body).toEqual({ status: false, message: 'no such school counselor' });
    expect(fieldsOf(await get('/home/agent-info/zero'))).toEqual(['params/agent_user_id']);
  });
});

describe('public course search (GET /home/search/list)', () => {
  it('pages the whole catalog, focused universities first, with a stable total', async () => {
    const courses = await scalar<number>('SELECT count(*) AS value FROM courses');
    const first = await data('/home/search/list');
    expect(first).toMatchObject({ page: 1, page_size: 20, total: courses });
    expect(first.items).toHaveLength(20);
    expect(first.items.every((item: { university: { focused: boolean } }) => item.university.focused)).toBe(true);
    const second = await data('/home/search/list?page=2');
    expect(second.total).toBe(courses);
    const ids = (page: { items: { course_id: number }[] }) => page.items.map((i) => i.course_id);
    expect(ids(second).some((id) => ids(first).includes(id))).toBe(false);
    // Pages 1 and 2 of 20 are the first 40 of one page of 40.
    const forty = await data('/home/search/list?page_size=40');
    expect(ids(forty)).toEqual([...ids(first), ...ids(second)]);
    // Past the end: no items, the same total.
    expect(await data('/home/search/list?page=100000')).toEqual({ items: [], page: 100000, page_size: 20, total: courses });
  });

  it('puts the focused group first whatever the sort, and sorts inside each group', async () => {
    const focusedCount = await scalar<number>(
      'SELECT count(*) AS value FROM courses c JOIN universities u USING (university_id) WHERE u.focused AND u.country_id = 1');
    const pageSize = 100;
    const page = await data(`/home/search/list?country_id=1&sort=tuition_asc&page_size=${pageSize}&page=${Math.ceil(focusedCount / pageSize)}`);
    // The page that holds the border between the focused group and the rest.
    expect(focusedFirst(page.items)).toBe(true);
    const border = page.items.findIndex((item: { university: { focused: boolean } }) => !item.university.focused);
    expect(border).toBeGreaterThan(-1);
    const fees = (items: { tuition_fee: number }[]) => items.map((i) => i.tuition_fee);
    const focusedFees = fees(page.items.slice(0, border));
    const otherFees = fees(page.items.slice(border));
    expect(focusedFees).toEqual([...focusedFees].sort((a, b) => a - b));
    expect(otherFees).toEqual([...otherFees].sort((a, b) => a - b));
    // The rest starts again from the cheapest.
    expect(otherFees[0]).toBe(await scalar<number>(
      'SELECT min(c.tuition_fee) AS value FROM courses c JOIN universities u USING (university_id) WHERE NOT u.focused AND u.country_id = 1'));

    for (const sort of ['tuition_desc', 'tuition_usd_asc', 'tuition_usd_desc', 'name_asc', 'ranking', 'relevance']) {
      const items = (await data(`/home/search/list?course_level_id=7&sort=${sort}&page_size=100`)).items;
      expect(focusedFirst(items), sort).toBe(true);
      const focused = items.filter((i: { university: { focused: boolean } }) => i.university.focused);
      const key: Record<string, (i: any) => number | string> = {
        tuition_desc: (i) => -i.tuition_fee,
        tuition_usd_asc: (i) => i.tuition_fee_usd,
        tuition_usd_desc: (i) => -i.tuition_fee_usd,
        name_asc: (i) => i.course_name,
        ranking: (i) => i.university.ranking ?? Number.MAX_SAFE_INTEGER,
        relevance: (i) => i.university.ranking ?? Number.MAX_SAFE_INTEGER,
      };
      const keys = focused.map(key[sort]);
      const sorted = [...keys].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
      expect(keys, sort).toEqual(sorted);
    }
  });

  it('filters by country, state, city, level, category, university and intake: every item matches', async () => {
    const { rows } = await server.db.query<{ university_id: number; state_id: number; city_id: number }>(
      'SELECT university_id, state_id, city_id FROM universities WHERE country_id = 3 ORDER BY university_id LIMIT 1');
    const uni = rows[0];
    const cases: [string, (item: any) => boolean, string][] = [
      ['country_id=3', (i) => i.university.country_id === 3, 'SELECT count(*) AS value FROM courses c JOIN universities u USING (university_id) WHERE u.country_id = 3'],
      [`state_id=${uni.state_id}`, (i) => i.university.country_id === 3, `SELECT count(*) AS value FROM courses c JOIN universities u USING (university_id) WHERE u.state_id = ${uni.state_id}`],
      [`city_id=${uni.city_id}`, (i) => i.university.country_id === 3, `SELECT count(*) AS value FROM courses c JOIN universities u USING (university_id) WHERE u.city_id = ${uni.city_id}`],
      ['course_level_id=8', (i) => i.course_level.course_level_id === 8, 'SELECT count(*) AS value FROM courses WHERE course_level_id = 8'],
      ['course_category_id=6', (i) => i.course_category.course_category_id === 6, 'SELECT count(*) AS value FROM courses WHERE course_category_id = 6'],
      [`university_id=${uni.university_id}`, (i) => i.university.university_id === uni.university_id, `SELECT count(*) AS value FROM courses WHERE university_id = ${uni.university_id}`],
      ['intake=May', (i) => i.intakes.includes('May'), `SELECT count(*) AS value FROM courses WHERE 'May' = ANY(intakes)`],
      ['country_id=1&course_level_id=6&intake=Jan', (i) => i.university.country_id === 1 && i.course_level.course_level_id === 6 && i.intakes.includes('Jan'),
        `SELECT count(*) AS value FROM courses c JOIN universities u USING (university_id) WHERE u.country_id = 1 AND c.course_level_id = 6 AND 'Jan' = ANY(c.intakes)`],
    ];
    for (const [query, matches, sql] of cases) {
      const page = await data(`/home/search/list?${query}&page_size=100`);
      expect(page.total, query).toBe(await scalar<number>(sql));
      expect(page.items.length, query).toBe(Math.min(100, page.total));
      expect(page.items.every(matches), query).toBe(true);
    }
    const city = await data(`/home/search/list?city_id=${uni.city_id}&page_size=100`);
    const cityName = await scalar<string>('SELECT name AS value FROM cities WHERE city_id = $1', [uni.city_id]);
    expect(city.items.every((i: any) => i.university.city_name === cityName)).toBe(true);
    expect(await data('/home/search/list?country_id=9999')).toEqual({ items: [], page: 1, page_size: 20, total: 0 });
  });

  it('filters tuition in the chosen country\'s currency and in USD, buckets half-open like the filter values', async () => {
    const local = await data('/home/search/list?country_id=1&tuition_min=10000&tuition_max=15000&page_size=100');
    expect(local.total).toBe(await scalar<number>(
      'SELECT count(*) AS value FROM courses c JOIN universities u USING (university_id) WHERE u.country_id = 1 AND c.tuition_fee >= 10000 AND c.tuition_fee < 15000'));
    expect(local.total).toBeGreaterThan(0);
    expect(local.items.every((i: any) => i.currency === 'GBP' && i.tuition_fee >= 10000 && i.tuition_fee < 15000)).toBe(true);
    // Neighbouring buckets never share a course; together they make the whole range.
    const next = await data('/home/search/list?country_id=1&tuition_min=15000&tuition_max=20000');
    const both = await data('/home/search/list?country_id=1&tuition_min=10000&tuition_max=20000');
    expect(local.total + next.total).toBe(both.total);
    // The open-ended last bucket has no max.
    const top = await data('/home/search/list?country_id=1&tuition_min=30000&page_size=100');
    expect(top.items.every((i: any) => i.tuition_fee >= 30000)).toBe(true);

    const usd = await data('/home/search/list?tuition_usd_min=20000&tuition_usd_max=30000&page_size=100');
    expect(usd.total).toBe(await scalar<number>('SELECT count(*) AS value FROM courses WHERE tuition_fee_usd >= 20000 AND tuition_fee_usd < 30000'));
    expect(usd.items.every((i: any) => i.tuition_fee_usd >= 20000 && i.tuition_fee_usd < 30000)).toBe(true);
    expect(new Set(usd.items.map((i: any) => i.currency)).size).toBeGreaterThan(1);
    // min = max asks for that exact fee.
    const fee = usd.items[0].tuition_fee;
    const exact = await data(`/home/search/list?country_id=${usd.items[0].university.country_id}&tuition_min=${fee}&tuition_max=${fee}&page_size=100`);
    expect(exact.total).toBeGreaterThan(0);
    expect(exact.items.every((i: any) => i.tuition_fee === fee)).toBe(true);
  });

  it('matches every word of the free text in the course or the university name, ranking the best matches first', async () => {
    const page = await data('/home/search/list?q=%20Data%20Science%20&page_size=100');
    expect(page.total).toBe(await scalar<number>(
      `SELECT count(*) AS value FROM courses c JOIN universities u USING (university_id)
        WHERE (c.name ILIKE '%data%' OR u.name ILIKE '%data%') AND (c.name ILIKE '%science%' OR u.name ILIKE '%science%')`));
    expect(page.items.every((i: any) => /data/i.test(`${i.course_name} ${i.university.name}`) && /science/i.test(`${i.course_name} ${i.university.name}`))).toBe(true);
    // Inside the focused group, names holding the phrase come before names that only hold both words apart.
    const focused = page.items.filter((i: any) => i.university.focused);
    const phrase = focused.map((i: any) => /data science/i.test(i.course_name));
    expect(phrase.indexOf(false) === -1 || phrase.slice(phrase.indexOf(false)).every((p: boolean) => !p)).toBe(true);

    const byUniversity = await data('/home/search/list?q=toronto&page_size=100');
    expect(byUniversity.total).toBeGreaterThan(0);
    expect(byUniversity.items.every((i: any) => /toronto/i.test(i.university.name) || /toronto/i.test(i.course_name))).toBe(true);

    const exact = await data('/home/search/list?q=MSc%20Data%20Analytics&sort=relevance&page_size=5');
    expect(exact.items[0].course_name).toBe('MSc Data Analytics');
    expect(exact.items[0].university.focused).toBe(true);
  });

  it('takes % and _ in the free text literally', async () => {
    expect((await data('/home/search/list?q=%25')).total).toBe(0);
    expect((await data('/home/search/list?q=_')).total).toBe(0);
    expect((await data('/home/search/list?q=%5C')).total).toBe(0);
    // An empty or blank q is no filter.
    const all = await scalar<number>('SELECT count(*) AS value FROM courses');
    expect((await data('/home/search/list?q=')).total).toBe(all);
    expect((await data('/home/search/list?q=%20%20')).total).toBe(all);
  });

  it('refuses what the rules forbid with a 400 naming the field', async () => {
    const noCountry = await get('/home/search/list?tuition_min=1000');
    expect(noCountry.status).toBe(400);
    expect(fieldsOf(noCountry)).toEqual(['querystring/tuition_min']);
    expect(fieldsOf(await get('/home/search/list?tuition_max=1000'))).toEqual(['querystring/tuition_max']);
    const inverted = await get('/home/search/list?country_id=1&tuition_min=20000&tuition_max=10000');
    expect(inverted.status).toBe(400);
    expect(inverted.body.errors).toEqual([{ field: 'querystring/tuition_min', message: 'must not be above tuition_max' }]);
    expect(fieldsOf(await get('/home/search/list?tuition_usd_min=2&tuition_usd_max=1'))).toEqual(['querystring/tuition_usd_min']);
    expect(fieldsOf(await get('/home/search/list?sort=cheapest'))).toEqual(['querystring/sort']);
    expect(fieldsOf(await get('/home/search/list?page_size=101'))).toEqual(['querystring/page_size']);
    expect(fieldsOf(await get('/home/search/list?page=0'))).toEqual(['querystring/page']);
    expect(fieldsOf(await get('/home/search/list?intake=September'))).toEqual(['querystring/intake']);
    expect(fieldsOf(await get(`/home/search/list?q=${'x'.repeat(101)}`))).toEqual(['querystring/q']);
    expect(fieldsOf(await get('/home/search/list?country=1'))).toEqual(['querystring/country']);
  });
});

describe('public universities', () => {
  it('lists every university compactly by name, optionally of one country', async () => {
    const all = await data('/home/universities');
    expect(all).toHaveLength(await scalar<number>('SELECT count(*) AS value FROM universities'));
    const names = all.map((u: { name: string }) => u.name);
    expect(names).toEqual([...names].sort());
    const uk = await data('/home/universities?country_id=1');
    expect(uk.length).toBeGreaterThan(0);
    expect(uk.every((u: { country_id: number }) => u.country_id === 1)).toBe(true);
    expect(Object.keys(uk[0]).sort()).toEqual(['country_id', 'focused', 'name', 'university_id']);
  });

  it("shows a university's public page and 404s for an unknown one", async () => {
    const page = await data('/home/university/4');
    expect(page.university).toMatchObject({ university_id: 4, country_id: 1, country_name: 'United Kingdom' });
    expect(page.usps.length).toBeGreaterThan(0);
    expect(page.info.fees.currency).toBe('GBP');
    const perLevel = page.course_levels.reduce((n: number, l: { count: number }) => n + l.count, 0);
    expect(perLevel).toBe(await scalar<number>('SELECT count(*) AS value FROM courses WHERE university_id = 4'));
    expect(page).not.toHaveProperty('sur');
    expect(page).not.toHaveProperty('updates');
    const missing = await get('/home/university/99999');
    expect(missing.status).toBe(404);
    expect(fieldsOf(await get('/home/university/abc'))).toEqual(['params/university_id']);
  });
});

describe('document types (signed in)', () => {
  it('answers the four lists, the visa ones flagged', async () => {
    const all = await data('/common/document-types', student);
    const own = await data('/common/student-document-types', student);
    const visa = await data('/common/visa-document-types', student);
    const ownVisa = await data('/common/student-visa-document-types', student);
    const ids = (list: { document_type_id: number }[]) => list.map((d) => d.document_type_id);
    expect(own.map((d: { name: string }) => d.name)).toContain('Passport');
    expect(all.every((d: { is_visa: boolean }) => !d.is_visa)).toBe(true);
    expect(own.every((d: { is_visa: boolean }) => !d.is_visa)).toBe(true);
    expect(visa.every((d: { is_visa: boolean }) => d.is_visa)).toBe(true);
    expect(ownVisa.every((d: { is_visa: boolean }) => d.is_visa)).toBe(true);
    // The "every" lists hold the lists a student uploads from.
    expect(ids(all)).toEqual(expect.arrayContaining(ids(own)));
    expect(ids(visa)).toEqual(expect.arrayContaining(ids(ownVisa)));
    expect(all.length).toBeGreaterThan(own.length);
    expect(all.length + visa.length).toBe(await scalar<number>('SELECT count(*) AS value FROM document_types'));
    expect(own[0].accepted_mime_types).toContain('application/pdf');
    expect((await get('/common/document-types')).status).toBe(401);
  });
});

describe('signed-in course search', () => {
  it('answers the same page as the public search', async () => {
    const query = '?q=engineering&country_id=4&sort=tuition_usd_desc&page=2&page_size=15';
    const publicPage = await data(`/home/search/list${query}`);
    expect(await data(`/common/course/all${query}`, student)).toEqual(publicPage);
    const v2 = await data(`/common/course/all/v2${query}`, student);
    const { facets, ...page } = v2;
    expect(page).toEqual(publicPage);
    expect(facets.countries.length).toBeGreaterThan(0);
    expect((await get(`/common/course/all${query}`)).status).toBe(401);
  });

  it('counts each facet ignoring its own filter, leaving zero counts out', async () => {
    const v2 = await data('/common/course/all/v2?country_id=1&course_level_id=6&intake=Jan', student);
    const uk = v2.facets.countries.find((c: { country_id: number }) => c.country_id === 1);
    // The chosen country's count is the total; the others say what switching country would give.
    expect(uk.count).toBe(v2.total);
    expect(v2.facets.countries.length).toBeGreaterThan(1);
    for (const country of v2.facets.countries.slice(0, 3)) {
      expect(country.count).toBe((await data(`/home/search/list?country_id=${country.country_id}&course_level_id=6&intake=Jan`)).total);
    }
    const pg = v2.facets.course_levels.find((l: { course_level_id: number }) => l.course_level_id === 6);
    expect(pg.count).toBe(v2.total);
    const levelSum = v2.facets.course_levels.reduce((n: number, l: { count: number }) => n + l.count, 0);
    expect(levelSum).toBe((await data('/home/search/list?country_id=1&intake=Jan')).total);
    expect(v2.facets.course_levels.every((l: { count: number }) => l.count > 0)).toBe(true);
    const names = v2.facets.countries.map((c: { name: string }) => c.name);
    expect(names).toEqual([...names].sort());

    // With a local tuition band the chosen country keeps matching the total.
    const band = await data('/common/course/all/v2?country_id=1&tuition_min=10000&tuition_max=20000', student);
    expect(band.facets.countries.find((c: { country_id: number }) => c.country_id === 1).count).toBe(band.total);
    expect(band.facets.course_levels.reduce((n: number, l: { count: number }) => n + l.count, 0)).toBe(band.total);

    const none = await data('/common/course/all/v2?q=zzzz', student);
    expect(none).toMatchObject({ items: [], total: 0, facets: { countries: [], course_levels: [] } });
  });

  it('applies the same rules (400 naming the field)', async () => {
    const answer = await get('/common/course/all/v2?tuition_max=5', student);
    expect(answer.status).toBe(400);
    expect(fieldsOf(answer)).toEqual(['querystring/tuition_max']);
    expect(fieldsOf(await get('/common/course/all?country_id=1&tuition_min=9&tuition_max=1', student))).toEqual(['querystring/tuition_min']);
  });
});

describe('courses', () => {
  it('shows one course in detail, and 404s for an unknown id', async () => {
    const course = await data('/common/course/1', student);
    expect(course).toMatchObject({ course_id: 1, currency: 'GBP' });
    expect(course.course_url).toMatch(/^https:\/\//);
    const hasScholarship = await scalar<boolean>(
      `SELECT EXISTS (SELECT 1 FROM university_scholarships s JOIN courses c ON c.university_id = s.university_id
                       WHERE c.course_id = 1 AND (s.course_level_id IS NULL OR s.course_level_id = c.course_level_id)) AS value`);
    expect(course.scholarships_available).toBe(hasScholarship);
    expect((await get('/common/course/999999', student)).status).toBe(404);
  });

  it('compares 2 to 4 courses in the order asked', async () => {
    const compared = await data('/common/compare-courses?course_ids=300&course_ids=1&course_ids=12000', student);
    expect(compared.courses.map((c: { course_id: number }) => c.course_id)).toEqual([300, 1, 12000]);
    for (const course of compared.courses) {
      expect(course.university_facts.university_id).toBe(course.university.university_id);
      expect(course).not.toHaveProperty('description');
    }
    const missing = await get('/common/compare-courses?course_ids=1&course_ids=999998&course_ids=999999', student);
    expect(missing.status).toBe(404);
    expect(missing.body.errors).toEqual([
      { field: 'querystring/course_ids', message: 'no course 999998' },
      { field: 'querystring/course_ids', message: 'no course 999999' },
    ]);
    expect(fieldsOf(await get('/common/compare-courses?course_ids=1&course_ids=1', student))).toEqual(['querystring/course_ids']);
    expect(fieldsOf(await get('/common/compare-courses?course_ids=1', student))).toEqual(['querystring/course_ids']);
    expect(fieldsOf(await get('/common/compare-courses?course_ids=1&course_ids=2&course_ids=3&course_ids=4&course_ids=5', student)))
      .toEqual(['querystring/course_ids']);
  });
});

describe('universities (signed in)', () => {
  it('searches universities: filters, focused first, sorts and pages', async () => {
    const all = await data('/common/university?page_size=100', student);
    expect(all.total).toBe(await scalar<number>('SELECT count(*) AS value FROM universities'));
    expect(focusedFirst(all.items.map((u: any) => ({ university: u })))).toBe(true);
    const second = await data('/common/university?page=2&page_size=100', student);
    expect(second.total).toBe(all.total);
    expect(second.items[0].university_id).not.toBe(all.items[0].university_id);

    const uk = await data('/common/university?country_id=1&sort=ranking&page_size=100', student);
    expect(uk.items.every((u: { country_id: number }) => u.country_id === 1)).toBe(true);
    const others = uk.items.filter((u: { focused: boolean }) => !u.focused).map((u: { ranking: number | null }) => u.ranking ?? Infinity);
    expect(others).toEqual([...others].sort((a, b) => a - b));
    const byName = await data('/common/university?country_id=1&sort=name_asc&focused=false&page_size=100', student);
    expect(byName.items.every((u: { focused: boolean }) => !u.focused)).toBe(true);
    const names = byName.items.map((u: { name: string }) => u.name);
    expect(names).toEqual([...names].sort());

    const london = await data('/common/university?q=london', student);
    expect(london.total).toBeGreaterThan(0);
    expect(london.items.every((u: { name: string }) => /london/i.test(u.name))).toBe(true);
    const phd = await data('/common/university?course_level_id=8&page_size=100', student);
    expect(phd.total).toBe(await scalar<number>('SELECT count(DISTINCT university_id) AS value FROM courses WHERE course_level_id = 8'));
    const one = uk.items[0];
    expect(one.course_count).toBe(await scalar<number>('SELECT count(*) AS value FROM courses WHERE university_id = $1', [one.university_id]));
    expect(fieldsOf(await get('/common/university?sort=tuition_asc', student))).toEqual(['querystring/sort']);
  });

  it('answers the university page v1 and v2, 404 for an unknown one', async () => {
    const v1 = await data('/common/university-details/4', student);
    expect(v1).toEqual(await data('/home/university/4'));
    const v2 = await data('/common/v2/university-details/4', student);
    expect(v2).toMatchObject(v1);
    expect(v2.sur).toEqual(await data('/common/university-sur/4', student));
    expect(Array.isArray(v2.updates)).toBe(true);
    expect((await get('/common/university-details/99999', student)).status).toBe(404);
    expect((await get('/common/v2/university-details/99999', student)).status).toBe(404);
  });

  it("lists one university's courses with the search's filters, 404 for an unknown one", async () => {
    const total = await scalar<number>('SELECT count(*) AS value FROM courses WHERE university_id = 4');
    const page = await data('/common/university-courses/4?page_size=100', student);
    expect(page.total).toBe(total);
    expect(page.items.every((i: any) => i.university.university_id === 4)).toBe(true);
    const cheap = await data('/common/university-courses/4?sort=tuition_asc&course_level_id=6', student);
    expect(cheap.items.every((i: any) => i.course_level.course_level_id === 6)).toBe(true);
    const fees = cheap.items.map((i: any) => i.tuition_fee);
    expect(fees).toEqual([...fees].sort((a: number, b: number) => a - b));
    expect((await get('/common/university-courses/99999', student)).status).toBe(404);
  });

  it('answers the info block: intakes in calendar order and the fee range', async () => {
    const info = await data('/common/university-info/4', student);
    const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
    expect(info.intakes.map((m: string) => months.indexOf(m))).toEqual([...info.intakes.map((m: string) => months.indexOf(m))].sort((a, b) => a - b));
    expect(info.fees.tuition_min).toBe(await scalar<number>('SELECT min(tuition_fee) AS value FROM courses WHERE university_id = 4'));
    expect(info.fees.tuition_usd_max).toBe(await scalar<number>('SELECT max(tuition_fee_usd) AS value FROM courses WHERE university_id = 4'));
    expect(info.fees.tuition_min).toBeLessThanOrEqual(info.fees.tuition_max);
    expect((await get('/common/university-info/99999', student)).status).toBe(404);
  });

  it("answers a university's USPs and the page of universities with USPs", async () => {
    const one = await data('/common/university-usp/4', student);
    expect(one.university_id).toBe(4);
    expect(one.usps.length).toBe(await scalar<number>('SELECT count(*) AS value FROM university_usps WHERE university_id = 4'));
    expect((await get('/common/university-usp/99999', student)).status).toBe(404);

    const page = await data('/common/university-usp?country_id=1&page_size=5', student);
    expect(page.items.length).toBe(5);
    expect(page.items.every((u: { usps: unknown[]; country_name: string }) => u.usps.length > 0 && u.country_name === 'United Kingdom')).toBe(true);
    expect(focusedFirst(page.items.map((u: any) => ({ university: u })))).toBe(true);
    const next = await data('/common/university-usp?country_id=1&page=2&page_size=5', student);
    expect(next.total).toBe(page.total);
    expect(next.items.map((u: any) => u.university_id)).not.toContain(page.items[0].university_id);
    expect((await data('/common/university-usp?q=london', student)).items.every((u: { name: string }) => /london/i.test(u.name))).toBe(true);
  });

  it('answers scholarships and requirements, 404 for an unknown university', async () => {
    const sur = await data('/common/university-sur/4', student);
    expect(sur.scholarships.length).toBe(await scalar<number>('SELECT count(*) AS value FROM university_scholarships WHERE university_id = 4'));
    expect(sur.requirements.length).toBe(await scalar<number>('SELECT count(*) AS value FROM university_requirements WHERE university_id = 4'));
    expect(sur.requirements[0]).toHaveProperty('requirements.ielts_overall');
    expect((await get('/common/university-sur/99999', student)).status).toBe(404);
  });

  it("lists a country's universities and the focused ones", async () => {
    const uk = await data('/common/universities/all?country_id=1', student);
    expect(uk).toEqual(await data('/home/universities?country_id=1'));
    expect(fieldsOf(await get('/common/universities/all', student))).toEqual(['querystring/country_id']);
    const focused = await data('/common/focused-universities', student);
    expect(focused.length).toBe(await scalar<number>('SELECT count(*) AS value FROM universities WHERE focused'));
    expect(focused.every((u: { focused: boolean }) => u.focused)).toBe(true);
    const ranks = focused.map((u: { ranking: number | null }) => u.ranking ?? Infinity);
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    const focusedUk = await data('/common/focused-universities?country_id=1', student);
    expect(focusedUk.every((u: { country_id: number }) => u.country_id === 1)).toBe(true);
  });
});

describe('university updates', () => {
  it('lets operations post an update as themselves; everyone signed in reads it', async () => {
    const posted = await server.app.inject({
      method: 'POST',
      url: `${server.portal}/common/university-updates`,
      headers: bearer(operations),
      payload: { university_id: 4, title: 'January 2027 intake open', body: 'Apply by 30 November.', link: 'https://example.edu/news/jan' },
    });
    expect(posted.statusCode).toBe(201);
    const update = posted.json().data;
    expect(update).toMatchObject({
      university_id: 4, university_name: 'Cloverdale Business School Manchester', title: 'January 2027 intake open',
      link: 'https://example.edu/news/jan', created_by: { first_name: 'Vikram', last_name: 'Rao' },
    });
    expect(Date.now() - Date.parse(update.created_at)).toBeLessThan(60_000);

    expect(await data(`/common/university-updates/${update.update_id}`, student)).toEqual(update);
    const list = await data('/common/university-updates?university_id=4', student);
    expect(list.items[0]).toEqual(update);
    expect(list.items.every((u: { university_id: number }) => u.university_id === 4)).toBe(true);
    expect((await data('/common/university-updates?country_id=1', student)).items[0]).toEqual(update);
    expect((await data('/common/university-updates?country_id=2', student)).items.map((u: any) => u.update_id)).not.toContain(update.update_id);
    const v2 = await data('/common/v2/university-details/4', student);
    expect(v2.updates[0]).toEqual(update);

    const noLink = await server.app.inject({
      method: 'POST', url: `${server.portal}/common/university-updates`, headers: bearer(operations),
      payload: { university_id: 4, title: 'Webinar', body: 'On 5 December.' },
    });
    expect(noLink.statusCode).toBe(201);
    expect(noLink.json().data.link).toBeNull();
    const newest = await data('/common/university-updates?page_size=1', student);
    expect(newest.items[0].update_id).toBe(noLink.json().data.update_id);
    const second = await data('/common/university-updates?page_size=1&page=2', student);
    expect(second.total).toBe(newest.total);
    expect(second.items[0].update_id).toBe(update.update_id);
  });

  it('refuses a student (403), an unknown university (404 naming it) and a bad body (400)', async () => {
    const post = (token: string, payload: object) =>
      server.app.inject({ method: 'POST', url: `${server.portal}/common/university-updates`, headers: bearer(token), payload });
    expect((await post(student, { university_id: 4, title: 'x', body: 'y' })).statusCode).toBe(403);
    const unknown = await post(operations, { university_id: 99999, title: 'x', body: 'y' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().errors).toEqual([{ field: 'body/university_id', message: 'no university 99999' }]);
    const bad = await post(operations, { university_id: 4, title: '', body: 'y', link: 'not a url' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.map((e: { field: string }) => e.field).sort()).toEqual(['body/link', 'body/title']);
    const blank = await post(operations, { university_id: 4, title: '  ', body: '\n' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().errors).toEqual([
      { field: 'body/title', message: 'must not be blank' },
      { field: 'body/body', message: 'must not be blank' },
    ]);
    expect((await get('/common/university-updates/999999', student)).status).toBe(404);
  });
});
