// Accommodation as its users see it: the public search and its filters, the students a caller may recommend a place
// to, recommending (each student told once, even when twenty requests race), a student's recommendations and
// favourites, withdrawing and dismissing; someone else's student, a missing place, bad input.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, demoUserIds, signInAll, startTestServer, type TestServer } from './harness.ts';

let server: TestServer;
let tokens: Record<string, string> = {};
let ids: Record<string, number> = {};

beforeAll(async () => {
  server = await startTestServer();
  tokens = await signInAll(server, ['student', 'counselor', 'agent', 'accounts', 'manager', 's-ananya', 'sc']);
  ids = await demoUserIds(server);
}, 120_000);
afterAll(async () => server?.close());

type Accommodation = {
  acc_id: number; name: string; type: string; city: { city_id: number; name: string }; country: { country_id: number; name: string };
  near_university: { university_id: number; name: string } | null; rent_per_month_minor: number; currency: string; amenities: string[];
};
type Page<T> = { items: T[]; page: number; page_size: number; total: number };

const call = async (method: 'GET' | 'POST', as: string | null, url: string, payload?: unknown) => {
  const response = await server.app.inject({ method, url: `${server.portal}${url}`, payload: payload as object, headers: as ? bearer(tokens[as]) : {} });
  return { status: response.statusCode, body: response.json() };
};
const get = (as: string | null, url: string) => call('GET', as, url);
const post = (as: string, url: string, payload?: unknown) => call('POST', as, url, payload);
const search = async (query = '') => (await get(null, `/home/accommodations${query}`)).body.data as Page<Accommodation>;

/** A place near the university of the demo student's latest application (the seed recommends two of them). */
async function recommendedToAarav(): Promise<number[]> {
  const { rows } = await server.db.query<{ acc_id: number }>('SELECT acc_id FROM accommodation_recommendations WHERE student_user_id = $1 ORDER BY recommended_at', [ids.student]);
  return rows.map((row) => row.acc_id);
}

describe('the public search', () => {
  it('answers without a token, cheapest first, rents as integers in minor units of each place’s currency', async () => {
    const page = await search('?page_size=100');
    expect(page.total).toBeGreaterThan(20);
    const rents = page.items.map((a) => a.rent_per_month_minor);
    expect(rents).toEqual([...rents].sort((a, b) => a - b));
    for (const place of page.items) {
      expect(Number.isInteger(place.rent_per_month_minor)).toBe(true);
      expect(place.currency).toMatch(/^[A-Z]{3}$/);
    }
  });

  it('filters by country, city, university, type and highest rent', async () => {
    const all = await search('?page_size=100');
    const sample = all.items.find((a) => a.near_university !== null)!;
    const byCountry = await search(`?country_id=${sample.country.country_id}&page_size=100`);
    expect(byCountry.items.length).toBeGreaterThan(0);
    expect(byCountry.items.every((a) => a.country.country_id === sample.country.country_id)).toBe(true);
    const byCity = await search(`?city_id=${sample.city.city_id}&page_size=100`);
    expect(byCity.items.every((a) => a.city.city_id === sample.city.city_id)).toBe(true);
    const byUniversity = await search(`?university_id=${sample.near_university!.university_id}`);
    expect(byUniversity.items.map((a) => a.acc_id)).toContain(sample.acc_id);
    expect(byUniversity.items.every((a) => a.near_university?.university_id === sample.near_university!.university_id)).toBe(true);
    const homestays = await search('?type=homestay&page_size=100');
    expect(homestays.items.length).toBeGreaterThan(0);
    expect(homestays.items.every((a) => a.type === 'homestay')).toBe(true);
    const cap = byCountry.items[Math.floor(byCountry.items.length / 2)].rent_per_month_minor;
    const cheap = await search(`?country_id=${sample.country.country_id}&max_rent_minor=${cap}&page_size=100`);
    expect(cheap.items.length).toBeGreaterThan(0);
    expect(cheap.items.length).toBeLessThan(byCountry.items.length + 1);
    expect(cheap.items.every((a) => a.rent_per_month_minor <= cap)).toBe(true);
    expect(cheap.total).toBe(byCountry.items.filter((a) => a.rent_per_month_minor <= cap).length);
  });

  it('refuses a kind it does not know and a rent that is not a whole number, naming the parameter', async () => {
    const castle = await get(null, '/home/accommodations?type=castle');
    expect(castle.status).toBe(400);
    expect(JSON.stringify(castle.body)).toContain('type');
    const float = await get(null, '/home/accommodations?max_rent_minor=12.5');
    expect(float.status).toBe(400);
    expect(JSON.stringify(float.body)).toContain('max_rent_minor');
  });
});

describe('the students a place may be recommended to', () => {
  it('are those the caller reaches, each saying where they are going and whether it is recommended already', async () => {
    const [accId] = await recommendedToAarav();
    const { status, body } = await get('counselor', `/common/students-for-accomodation-recommendation?acc_id=${accId}&page_size=100`);
    expect(status).toBe(200);
    const rows = body.data.items as { student_user_id: number; name: string; destination_country: string | null; university: string | null; already_recommended: boolean }[];
    const aarav = rows.find((row) => row.student_user_id === ids.student)!;
    expect(aarav).toMatchObject({ name: 'Aarav Sharma', already_recommended: true });
    expect(aarav.university).not.toBeNull();
    expect(aarav.destination_country).not.toBeNull();
    expect(rows.find((row) => row.student_user_id === ids['s-ananya'])).toMatchObject({ already_recommended: false });
    // Diya is the operations officer's and a franchise's, not this counselor's.
    expect(rows.map((row) => row.student_user_id)).not.toContain(ids['s-diya']);
    const searched = await get('counselor', '/common/students-for-accomodation-recommendation?q=ananya');
    expect(searched.body.data.items.map((row: { name: string }) => row.name)).toEqual(['Ananya Reddy']);
  });

  it('answers 404 for a place that does not exist, and 403 to a student or accounts', async () => {
    expect((await get('counselor', '/common/students-for-accomodation-recommendation?acc_id=999999')).status).toBe(404);
    expect((await get('student', '/common/students-for-accomodation-recommendation')).status).toBe(403);
    expect((await get('accounts', '/common/students-for-accomodation-recommendation')).status).toBe(403);
  });
});

describe('recommending', () => {
  it('recommends to the new students, leaves those who had it, and tells each new one', async () => {
    const [accId] = await recommendedToAarav();
    const { status, body } = await post('counselor', `/common/recommend-accomodation-students/${accId}`, { student_user_ids: [ids.student, ids['s-ananya']], note: '  Ten minutes from the library.  ' });
    expect(status).toBe(200);
    expect(body.data).toEqual({ acc_id: accId, recommended: [ids['s-ananya']], already_recommended: [ids.student] });
    const told = await server.db.query<{ heading: string; body: string; link: string }>(
      `SELECT heading, body, link FROM notifications WHERE name = 'accommodation_recommended' AND user_id = $1`, [ids['s-ananya']]);
    expect(told.rows).toHaveLength(1);
    expect(told.rows[0].link).toBe('/accommodation');
    expect(told.rows[0].body).toContain('Priya Nair recommended');
    expect(told.rows[0].body).toContain('“Ten minutes from the library.”');
    const mine = await get('s-ananya', `/common/accomodation-recommendation/${ids['s-ananya']}`);
    expect(mine.body.data.items[0]).toMatchObject({ accommodation: { acc_id: accId }, note: 'Ten minutes from the library.', recommended_by: { user_id: ids.counselor, user_type: 'counselor' }, is_favourite: false });
  });

  it('refuses a student the caller does not reach (403), a place that does not exist (404) and an empty list (400)', async () => {
    const [accId] = await recommendedToAarav();
    const other = await post('counselor', `/common/recommend-accomodation-students/${accId}`, { student_user_ids: [ids['s-diya']] });
    expect(other.status).toBe(403);
    const missing = await post('counselor', '/common/recommend-accomodation-students/999999', { student_user_ids: [ids.student] });
    expect(missing.status).toBe(404);
    const empty = await post('counselor', `/common/recommend-accomodation-students/${accId}`, { student_user_ids: [] });
    expect(empty.status).toBe(400);
    expect(JSON.stringify(empty.body)).toContain('student_user_ids');
    const long = await post('counselor', `/common/recommend-accomodation-students/${accId}`, { student_user_ids: [ids['s-ananya']], note: 'x'.repeat(501) });
    expect(long.status).toBe(400);
    expect(JSON.stringify(long.body)).toContain('note');
    expect((await post('student', `/common/recommend-accomodation-students/${accId}`, { student_user_ids: [ids.student] })).status).toBe(403);
    const rows = await server.db.query('SELECT 1 FROM accommodation_recommendations WHERE student_user_id = $1', [ids['s-diya']]);
    expect(rows.rows).toHaveLength(0);
  });

  it('twenty requests racing to recommend one place to one student: one recommendation, one notification', async () => {
    const all = await search('?page_size=100');
    const taken = new Set(await recommendedToAarav());
    const accId = all.items.find((a) => !taken.has(a.acc_id))!.acc_id;
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => post('manager', `/common/recommend-accomodation-students/${accId}`, { student_user_ids: [ids['s-zara']] })),
    );
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    expect(answers.filter((answer) => answer.body.data.recommended.length === 1)).toHaveLength(1);
    const told = await server.db.query(`SELECT 1 FROM notifications WHERE name = 'accommodation_recommended' AND user_id = $1`, [ids['s-zara']]);
    expect(told.rows).toHaveLength(1);
  });
});

describe("a student's recommendations and favourites", () => {
  it('the student reads their own, newest first, with who recommended each and which is a favourite', async () => {
    const { status, body } = await get('student', `/common/accomodation-recommendation/${ids.student}`);
    expect(status).toBe(200);
    const items = body.data.items as { accommodation: Accommodation; recommended_by: { name: string; user_type: string }; note: string | null; is_favourite: boolean }[];
    expect(items.map((item) => item.recommended_by.user_type)).toEqual(['agent', 'counselor']);
    expect(items[1]).toMatchObject({ recommended_by: { name: 'Priya Nair' }, is_favourite: true });
    expect(items[1].note).toContain('Close to campus');
    const favourites = await get('student', `/common/accomodation-favourites/${ids.student}`);
    expect(favourites.body.data.items).toHaveLength(1);
    expect(favourites.body.data.items[0]).toMatchObject({ accommodation: { acc_id: items[1].accommodation.acc_id }, is_recommended: true });
  });

  it("the student's agent reads them; another student, a school counselor who is not theirs, or accounts may not", async () => {
    expect((await get('agent', `/common/accomodation-recommendation/${ids.student}`)).status).toBe(200);
    expect((await get('s-ananya', `/common/accomodation-recommendation/${ids.student}`)).status).toBe(403);
    expect((await get('s-ananya', `/common/accomodation-favourites/${ids.student}`)).status).toBe(403);
    expect((await get('accounts', `/common/accomodation-favourites/${ids.student}`)).status).toBe(403);
    expect((await get('sc', `/common/accomodation-recommendation/${ids.student}`)).status).toBe(403);
  });
});

describe('withdrawing and dismissing', () => {
  it('the student dismisses one; a second time it is 404; another student may not', async () => {
    const [, agents] = await recommendedToAarav();
    expect((await post('s-ananya', `/common/accomodation-recommendation-remove/${ids.student}/${agents}`)).status).toBe(403);
    const first = await post('student', `/common/accomodation-recommendation-remove/${ids.student}/${agents}`);
    expect(first.status).toBe(200);
    expect((await get('student', `/common/accomodation-recommendation/${ids.student}`)).body.data.items.map((item: { accommodation: { acc_id: number } }) => item.accommodation.acc_id)).not.toContain(agents);
    const again = await post('student', `/common/accomodation-recommendation-remove/${ids.student}/${agents}`);
    expect(again.status).toBe(404);
  });
});
