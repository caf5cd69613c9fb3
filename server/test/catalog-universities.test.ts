// The signed-in university pages (search, v1/v2, courses, info, USPs, scholarships and requirements, by country)
// and the staff's updates about universities. Answers are checked against the contract by the harness.
import { describe, expect, it } from 'vitest';
import { bearer } from './harness.ts';
import { data, fieldsOf, focusedFirst, get, operations, scalar, server, student, setUpCatalogServer } from './catalog-kit.ts';

setUpCatalogServer();

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
