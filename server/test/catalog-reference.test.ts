// The catalog's reference data: the public /home lists, the referrers on the registration page, the public
// university list and page, and the document-type lists. Answers are checked against the contract by the harness.
import { describe, expect, it } from 'vitest';
import { data, fieldsOf, get, scalar, student, userIds, setUpCatalogServer } from './catalog-kit.ts';

setUpCatalogServer();

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
