import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { heldAnswer, type MockApi } from '@/app/test/mock-api';
import { pressNextPage } from '@/app/test/page-kit';
import { renderApp } from '@/app/test/render-app';
import { uspGroupFixture } from '@/entities/university';

const ok = <T,>(data: T) => ({ status: true as const, data });
const h = (name: string) => screen.findByRole('heading', { name }, { timeout: 5000 });
const countries = [
  { country_id: 2, name: 'Canada', iso2: 'CA', currency: 'CAD' },
  { country_id: 3, name: 'Germany', iso2: 'DE', currency: 'EUR' },
];
const focused = uspGroupFixture({ university_id: 7, name: 'Maple University', focused: true, usps: [{ usp_id: 1, text: 'Co-op in every programme' }, { usp_id: 2, text: 'Three intakes' }] });
const plain = uspGroupFixture({ university_id: 8, name: 'Harbour Institute' });

/** The countries and the highlights: Germany (3) has Harbour Institute alone; otherwise both, on a page of three. */
function highlights(api: MockApi) {
  api.portal('get', '/home/countries', () => ok(countries));
  api.portal('get', '/common/university-usp', (request) => {
    const params = new URL(request.url).searchParams;
    if (params.get('country_id') === '3') return ok({ items: [plain], page: 1, page_size: 12, total: 1 });
    return ok({ items: [focused, plain], page: Number(params.get('page') ?? 1), page_size: 12, total: 30 });
  });
}

describe('university highlights (/university-usp)', () => {
  it('lists universities with their USPs, focused ones marked, each linking to its page; filters by country and name in the URL', async () => {
    const app = await renderApp('app', { user: 'student', url: '/university-usp', api: highlights });
    expect(await h('University highlights')).toBeTruthy();
    const maple = await screen.findByRole('listitem', { name: 'Maple University' });
    expect(maple.getAttribute('data-focused')).toBe('true');
    expect(within(maple).getByText('Focused university')).toBeTruthy();
    expect(within(maple).getByRole('link', { name: 'Maple University' }).getAttribute('href')).toBe('/university-detail/7');
    expect(within(within(maple).getByRole('list', { name: 'Highlights of Maple University' })).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Co-op in every programme',
      'Three intakes',
    ]);
    expect(screen.getByRole('listitem', { name: 'Harbour Institute' }).getAttribute('data-focused')).toBeNull();
    expect(screen.getByText(/30 universities · page 1 of 3/)).toBeTruthy();

    await pressNextPage(app, '/university-usp?page=2');
    expect(await screen.findByText(/page 2 of 3/)).toBeTruthy();

    await app.user.selectOptions(await screen.findByLabelText('Country'), 'Germany');
    await waitFor(() => expect(app.location()).toBe('/university-usp?country_id=3'));
    await waitFor(() => expect(screen.queryByRole('listitem', { name: 'Maple University' })).toBeNull());
    await app.user.type(screen.getByLabelText('University name'), 'harbour');
    await app.user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(app.location()).toBe('/university-usp?country_id=3&q=harbour'));
    const sent = new URL(app.api.requests.filter((r) => r.url.includes('/common/university-usp')).at(-1)!.url).searchParams;
    expect([sent.get('country_id'), sent.get('q'), sent.get('page')]).toEqual(['3', 'harbour', null]);
  });

  it('shows the loading state, then an empty catalog plainly', async () => {
    const catalog = heldAnswer(ok({ items: [], page: 1, page_size: 12, total: 0 }));
    await renderApp('app', { user: 'counselor', url: '/university-usp', api: (api) => api.portal('get', '/common/university-usp', catalog.reply) });
    expect(await screen.findByRole('status', { name: 'Loading the universities' }, { timeout: 5000 })).toBeTruthy();
    catalog.release();
    expect(await h('No university highlights yet')).toBeTruthy();
  });

  it('a filter that matches nothing says so and clears', async () => {
    const app = await renderApp('app', {
      user: 'agent',
      url: '/university-usp?q=zzz',
      api: (api) => api.portal('get', '/common/university-usp', (request) =>
        new URL(request.url).searchParams.has('q') ? ok({ items: [], page: 1, page_size: 12, total: 0 }) : ok({ items: [plain], page: 1, page_size: 12, total: 1 })),
    });
    expect(await h('No university matches')).toBeTruthy();
    await app.user.click(screen.getByRole('button', { name: 'Clear the filters' }));
    expect(await screen.findByRole('listitem', { name: 'Harbour Institute' })).toBeTruthy();
    expect(app.location()).toBe('/university-usp');
  });

  it('a failed load offers a retry', { timeout: 15_000 }, async () => {
    let fail = true;
    const app = await renderApp('app', {
      user: 'student',
      url: '/university-usp',
      api: (api) => api.portal('get', '/common/university-usp', () => (fail ? { status: 500, message: 'boom' } : ok({ items: [focused], page: 1, page_size: 12, total: 1 }))),
    });
    expect(await h('The highlights could not be loaded')).toBeTruthy();
    fail = false;
    await app.user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('listitem', { name: 'Maple University' })).toBeTruthy();
  });

  it('is for signed-in users: a signed-out visitor goes to the sign-in page', async () => {
    const app = await renderApp('app', { url: '/university-usp' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' }, { timeout: 5000 })).toBeTruthy();
    expect(app.location()).toBe('/');
    expect(app.api.calls()).not.toContain('GET /api/common/university-usp');
  });
});
