import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/app/test/render-app';
import { heldAnswer, portalRefusing, type MockApi } from '@/app/test/mock-api';
import { courseFixture } from '@/entities/course';
import { universityFactsFixture, universityPageFixture, universityUpdateFixture } from '@/entities/university';

const ok = <T,>(data: T) => ({ status: true as const, data });
const h1 = (name: string | RegExp) => screen.findByRole('heading', { level: 1, name }, { timeout: 5000 });
const courses = (items = [courseFixture({ course_id: 1, course_name: 'MSc Data Science' }), courseFixture({ course_id: 2, course_name: 'MBA' })], total = items.length, page = 1) =>
  ok({ items, page, page_size: 10, total });
const focusedPage = universityPageFixture({ university: universityFactsFixture({ focused: true }) });
const { university: _university, usps: _usps, info: _info, course_levels: _levels } = focusedPage;
const publicPage = { university: _university, usps: _usps, info: _info, course_levels: _levels };

describe('the university page, signed in', () => {
  it('shows the facts, USPs and focused mark, then courses (paged, apply), fees, scholarships and requirements, and updates', async () => {
    const app = await renderApp('app', {
      user: 'student',
      url: '/university-detail/7',
      api: (api) => {
        api.portal('get', '/common/v2/university-details/{university_id}', () => ok(focusedPage));
        api.portal('get', '/common/university-courses/{university_id}', (request) => {
          const page = Number(new URL(request.url).searchParams.get('page') ?? 1);
          return page === 1 ? courses(undefined, 25) : courses([courseFixture({ course_id: 3, course_name: 'MEng Robotics' })], 25, page);
        });
      },
    });
    expect(await h1('Maple University')).toBeTruthy();
    expect(document.title).toContain('Maple University');
    expect(screen.getByText('Focused university')).toBeTruthy();
    expect(screen.getByText(/Toronto, Ontario, Canada · Public university · world ranking #120/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'maple.example.edu' }).getAttribute('href')).toBe('https://maple.example.edu/');
    const usps = screen.getByRole('list', { name: 'Why study at Maple University' });
    expect(within(usps).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Co-op placements in every programme', 'Three intakes a year']);
    expect(app.api.calls()).toContain('GET /api/common/v2/university-details/7');
    expect(app.api.calls()).not.toContain('GET /api/common/university-courses/7');

    await app.user.click(screen.getByRole('tab', { name: 'Courses' }));
    await waitFor(() => expect(app.location()).toBe('/university-detail/7?tab=courses'));
    const list = await screen.findByRole('list', { name: 'Courses of this university' }, { timeout: 5000 });
    const first = within(list).getByRole('listitem', { name: 'MSc Data Science' });
    expect(await within(first).findByRole('button', { name: 'Apply' })).toBeTruthy();
    expect(within(first).getByRole('link', { name: 'Compare in the search' }).getAttribute('href')).toBe('/universitysearch?university_id=7&q=MSc+Data+Science');
    expect(screen.getByText(/25 courses · page 1 of 3/)).toBeTruthy();
    await app.user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByRole('listitem', { name: 'MEng Robotics' })).toBeTruthy();
    expect(app.location()).toBe('/university-detail/7?tab=courses&page=2');
    await app.user.selectOptions(screen.getByLabelText('Level'), '3');
    await waitFor(() => expect(app.location()).toBe('/university-detail/7?tab=courses&course_level_id=3'));
    const sent = new URL(app.api.requests.filter((r) => r.url.includes('/university-courses/7')).at(-1)!.url).searchParams;
    expect(sent.get('course_level_id')).toBe('3');
    expect(sent.get('page')).toBeNull();

    await app.user.click(screen.getByRole('tab', { name: 'Fees and intakes' }));
    expect(app.location()).toBe('/university-detail/7?tab=info');
    expect(screen.getByText('Jan, May, Sep')).toBeTruthy();
    expect(screen.getByText('CA$18,000 – CA$42,000')).toBeTruthy();
    expect(screen.getByText('Residence halls guarantee a room in the first year.')).toBeTruthy();

    await app.user.click(screen.getByRole('tab', { name: 'Scholarships and requirements' }));
    const award = await screen.findByRole('listitem', { name: 'Entrance award' });
    expect(award.textContent).toContain('CAD 5,000 in the first year');
    expect(award.textContent).toContain('Every level · apply by 30-06-2026');
    const postgraduate = screen.getByRole('listitem', { name: 'Postgraduate' });
    expect(within(postgraduate).getByText('IELTS 6.5 overall, no band under 6')).toBeTruthy();
    expect(within(postgraduate).getByText('Up to 5 backlogs')).toBeTruthy();

    await app.user.click(screen.getByRole('tab', { name: 'Updates' }));
    expect(await screen.findByRole('listitem', { name: 'September intake open' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Older updates' })).toBeNull();
  });

  it('opens a tab from the URL, and pages older updates from the updates list', async () => {
    const latest = [1, 2, 3, 4, 5].map((id) => universityUpdateFixture({ update_id: 10 - id, title: `News ${10 - id}` }));
    const app = await renderApp('app', {
      user: 'counselor',
      url: '/university-detail/7?tab=updates',
      api: (api) => {
        api.portal('get', '/common/v2/university-details/{university_id}', () => ok({ ...focusedPage, updates: latest }));
        api.portal('get', '/common/university-updates', () => ok({ items: [universityUpdateFixture({ update_id: 2, title: 'News 2' })], page: 2, page_size: 5, total: 6 }));
      },
    });
    expect(await screen.findByRole('listitem', { name: 'News 9' }, { timeout: 5000 })).toBeTruthy();
    expect(app.api.calls()).not.toContain('GET /api/common/university-updates');
    await app.user.click(screen.getByRole('button', { name: 'Older updates' }));
    expect(await screen.findByRole('listitem', { name: 'News 2' })).toBeTruthy();
    const sent = new URL(app.api.requests.find((r) => r.url.includes('/common/university-updates'))!.url).searchParams;
    expect([sent.get('university_id'), sent.get('page'), sent.get('page_size')]).toEqual(['7', '2', '5']);
    expect(screen.getByRole('button', { name: 'Older updates' })).toHaveProperty('disabled', true);
    await app.user.click(screen.getByRole('button', { name: 'Newer updates' }));
    expect(await screen.findByRole('listitem', { name: 'News 9' })).toBeTruthy();
  });

  it('says plainly when there are no courses, no scholarships or requirements, and no updates', async () => {
    const app = await renderApp('app', {
      user: 'student',
      url: '/university-detail/7',
      api: (api) => {
        api.portal('get', '/common/v2/university-details/{university_id}', () =>
          ok({ ...focusedPage, usps: [], course_levels: [], sur: { university_id: 7, scholarships: [], requirements: [] }, updates: [] }));
        api.portal('get', '/common/university-courses/{university_id}', () => courses([], 0));
      },
    });
    await h1('Maple University');
    expect(screen.queryByRole('list', { name: /Why study at/ })).toBeNull();
    expect(screen.getByText('This university lists no courses yet.')).toBeTruthy();
    expect(screen.queryByRole('tab', { name: 'Scholarships and requirements' })).toBeNull();
    await app.user.click(screen.getByRole('tab', { name: 'Courses' }));
    expect(await screen.findByRole('heading', { name: 'This university lists no courses yet' }, { timeout: 5000 })).toBeTruthy();
    await app.user.click(screen.getByRole('tab', { name: 'Updates' }));
    expect(await screen.findByRole('heading', { name: 'No news about this university yet' }, { timeout: 5000 })).toBeTruthy();
  });

  it('shows the loading state, then the page', async () => {
    const page = heldAnswer(ok(focusedPage));
    await renderApp('app', { user: 'student', url: '/university-detail/7', api: (api) => api.portal('get', '/common/v2/university-details/{university_id}', page.reply) });
    expect(await screen.findByRole('status', { name: 'Loading the university' }, { timeout: 5000 })).toBeTruthy();
    page.release();
    expect(await h1('Maple University')).toBeTruthy();
  });

  it('a university the server does not know is a clear "not found"', async () => {
    const app = await renderApp('app', { user: 'student', url: '/university-detail/999', api: portalRefusing('get', '/common/v2/university-details/{university_id}', 404, 'no university 999') });
    expect(await h1('University not found')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Search universities and courses' }).getAttribute('href')).toBe('/universitysearch');
    expect(app.api.calls().filter((call) => call.includes('university-details'))).toEqual(['GET /api/common/v2/university-details/999']);
  });

  it('an address that is no university id is "not found" without asking the server', async () => {
    const app = await renderApp('app', { user: 'student', url: '/university-detail/abc' });
    expect(await h1('University not found')).toBeTruthy();
    expect(app.api.calls().some((call) => call.includes('/university'))).toBe(false);
  });

  it('a failed load offers a retry', { timeout: 15_000 }, async () => {
    let fail = true;
    const app = await renderApp('app', {
      user: 'student',
      url: '/university-detail/7',
      api: (api) => api.portal('get', '/common/v2/university-details/{university_id}', () => (fail ? { status: 500, message: 'boom' } : ok(focusedPage))),
    });
    expect(await h1('The university could not be loaded')).toBeTruthy();
    fail = false;
    await app.user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await h1('Maple University')).toBeTruthy();
  });
});

describe('the university page, signed out', () => {
  const publicApi = (api: MockApi) => {
    api.portal('get', '/home/university/{university_id}', () => ok(publicPage));
    api.portal('get', '/home/search/list', () => courses());
  };

  it('reads the public page and the public search, without the menu, and offers sign-in', async () => {
    const app = await renderApp('app', { url: '/university-detail/7', api: publicApi });
    expect(await h1('Maple University')).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Main' })).toBeNull();
    expect(within(screen.getByRole('navigation', { name: 'Account' })).getByRole('link', { name: 'Sign in' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toMatch(/Sign in to apply, and to see this university's scholarships/);
    expect(screen.queryByRole('tab', { name: 'Updates' })).toBeNull();
    expect(screen.queryByRole('tab', { name: 'Scholarships and requirements' })).toBeNull();

    await app.user.click(screen.getByRole('tab', { name: 'Courses' }));
    const card = await screen.findByRole('listitem', { name: 'MSc Data Science' }, { timeout: 5000 });
    expect(within(card).queryByRole('button', { name: 'Apply' })).toBeNull();
    expect(within(card).queryByRole('link', { name: 'Compare in the search' })).toBeNull();
    const search = new URL(app.api.requests.find((r) => r.url.includes('/home/search/list'))!.url).searchParams;
    expect(search.get('university_id')).toBe('7');
    expect(app.api.calls().filter((call) => call.includes('/api/common/'))).toEqual([]);
  });

  it('a 404 from the public page is "not found" too', async () => {
    await renderApp('app', { url: '/university-detail/5', api: (api) => api.portal('get', '/home/university/{university_id}', () => ({ status: 404, message: 'no university 5' })) });
    expect(await h1('University not found')).toBeTruthy();
  });
});
