// The course search: public and signed in (same page, facets), its filters, sorts and rules, one course and the
// comparison. Answers are checked against the contract by the harness (a mismatch is a 500).
import { describe, expect, it } from 'vitest';
import { data, fieldsOf, focusedFirst, get, scalar, server, student, setUpCatalogServer } from './catalog-kit.ts';

setUpCatalogServer();

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
