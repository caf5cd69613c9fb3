import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/app/test/render-app';
import { comparisonFixture, courseFixture } from '@/entities/course';
import { QueryProvider } from '@/shared/api/query';
import { UniversitySearchPage as Page } from './university-search-page';

const UniversitySearchPage = (props: { title: string }) => (
  <QueryProvider>
    <Page {...props} />
  </QueryProvider>
);

const focused = courseFixture({ course_id: 1, course_name: 'MSc Data Science', university: { ...courseFixture({ course_id: 1 }).university, name: 'Harbour Institute', focused: true } });
const plain = courseFixture({ course_id: 2, course_name: 'MBA', tuition_fee: 45000, intakes: ['Sep'] });
const page = (items = [focused, plain], total = items.length) => ({
  status: true as const,
  data: { items, page: 1, page_size: 20, total, facets: { countries: [], course_levels: [] } },
});

describe('university and course search', () => {
  it('searches with the filters of the URL, marks focused universities and keeps paging in the URL', async () => {
    const app = await renderApp(<UniversitySearchPage title="University search" />, {
      user: 'student',
      url: '/universitysearch?q=data&intake=Sep&country_id=2&sort=tuition_asc',
      api: (api) => {
        api.portal('get', '/common/course/all/v2', () => page([focused, plain], 45));
        api.portal('post', '/common/search-logs', () => ({ status: true as const, data: { message: 'ok' } }) as never);
        api.portal('post', '/common/save-search-record', () => ({ status: true as const, data: { message: 'ok' } }) as never);
        api.portal('post', '/common/filter-logs', () => ({ status: true as const, data: { message: 'ok' } }) as never);
      },
    });
    const first = await screen.findByRole('listitem', { name: 'MSc Data Science' });
    expect(first.getAttribute('data-focused')).toBe('true');
    expect(within(first).getByText(/Focused university/)).toBeTruthy();
    expect(screen.getByRole('listitem', { name: 'MBA' }).getAttribute('data-focused')).toBeNull();
    const searchCall = app.api.requests.find((r) => r.url.includes('/common/course/all/v2'))!;
    const sent = new URL(searchCall.url).searchParams;
    expect(sent.get('q')).toBe('data');
    expect(sent.get('intake')).toBe('Sep');
    expect(sent.get('country_id')).toBe('2');
    expect(sent.get('sort')).toBe('tuition_asc');
    expect(screen.getByText(/45 courses · page 1 of 3/)).toBeTruthy();
    await waitFor(() => expect(app.api.calls()).toContain('POST /api/common/save-search-record'));
    expect(app.api.calls()).toContain('POST /api/common/search-logs');

    await app.user.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(app.location()).toContain('page=2'));
    await app.user.selectOptions(screen.getByLabelText('Intake'), 'Jan');
    await waitFor(() => expect(app.location()).toContain('intake=Jan'));
    expect(app.location()).not.toContain('page=2');
    expect(app.api.calls()).toContain('POST /api/common/filter-logs');
  });

  it('says where one ticks what the tick did, keeps a compare bar, opens the comparison where asked and marks only rows that differ', async () => {
    const app = await renderApp(<UniversitySearchPage title="University search" />, {
      user: 'student',
      url: '/universitysearch',
      api: (api) => {
        api.portal('get', '/common/course/all/v2', () => page());
        api.portal('get', '/common/compare-courses', () => ({ status: true as const, data: { courses: [comparisonFixture(focused), comparisonFixture({ ...plain, intakes: ['Sep', 'Jan'] })] } }));
      },
    });
    const first = await screen.findByRole('listitem', { name: 'MSc Data Science' });
    await app.user.click(within(first).getByRole('checkbox', { name: 'Compare MSc Data Science' }));
    expect(within(first).getByText('Added to compare (1 of 4)').getAttribute('role')).toBe('status');
    const bar = screen.getByRole('region', { name: 'Courses to compare' });
    expect(bar.textContent).toContain('1 of 4 courses to compare: pick at least one more');
    expect((within(bar).getByRole('button', { name: 'Compare now' }) as HTMLButtonElement).disabled).toBe(true);

    const second = screen.getByRole('listitem', { name: 'MBA' });
    await app.user.click(within(second).getByRole('checkbox', { name: 'Compare MBA' }));
    expect(within(second).getByText('Added to compare (2 of 4)').getAttribute('role')).toBe('status');
    expect(app.location()).toContain('compare=1%2C2');
    expect(screen.queryByRole('table')).toBeNull();

    await app.user.click(within(bar).getByRole('button', { name: 'Compare now' }));
    const heading = await screen.findByRole('heading', { name: 'Compare courses' });
    // Focus moves in an effect after the section renders; under load that is a tick later.
    await waitFor(() => expect(document.activeElement).toBe(heading));
    const table = await screen.findByRole('table');
    expect(within(table).getByRole('row', { name: /Tuition per year \(local\)/ }).getAttribute('data-differs')).toBe('true');
    expect(within(table).getByRole('row', { name: /^Level/ }).getAttribute('data-differs')).toBeNull();
    // The same intakes in another order are the same.
    expect(within(table).getByRole('row', { name: /^Intakes/ }).getAttribute('data-differs')).toBeNull();
    expect(screen.getByText(/Marked rows differ between the courses \(\d+ of 18\)/)).toBeTruthy();

    await app.user.click(screen.getByRole('button', { name: 'Close the comparison' }));
    expect(screen.queryByRole('table')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(within(bar).getByRole('button', { name: 'Compare now' })));
    await app.user.click(within(first).getByRole('checkbox', { name: 'Compare MSc Data Science' }));
    expect(within(first).getByText('Removed from compare (1 of 4)').getAttribute('role')).toBe('status');
  });

  it('holds four courses at most: the other ticks are disabled and say why', async () => {
    const courses = [1, 2, 3, 4, 5].map((id) => courseFixture({ course_id: id, course_name: `Course ${id}` }));
    await renderApp(<UniversitySearchPage title="University search" />, {
      user: 'student',
      url: '/universitysearch?compare=1,2,3,4',
      api: (api) => api.portal('get', '/common/course/all/v2', () => page(courses)),
    });
    const fifth = await screen.findByRole('listitem', { name: 'Course 5' });
    expect((within(fifth).getByRole('checkbox', { name: 'Compare Course 5' }) as HTMLInputElement).disabled).toBe(true);
    expect(within(fifth).getByText('Compare holds 4: remove one first').getAttribute('role')).toBeNull();
    expect(screen.getByRole('region', { name: 'Courses to compare' }).textContent).toContain('4 of 4 courses to compare');
  });

  it('shows the public search signed out, an empty result and an error with a retry', { timeout: 15_000 }, async () => {
    let fail = true;
    const app = await renderApp(<UniversitySearchPage title="University search" />, {
      url: '/universitysearch?q=zzz',
      api: (api) => api.portal('get', '/home/search/list', () => (fail ? { status: 500, message: 'boom' } : { status: true as const, data: { items: [], page: 1, page_size: 20, total: 0 } })),
    });
    expect(await screen.findByRole('heading', { name: 'The search did not answer' }, { timeout: 6000 })).toBeTruthy();
    fail = false;
    await app.user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'No course matches these filters' })).toBeTruthy();
    expect(app.api.calls()).not.toContain('GET /api/common/course/all/v2');
  });

  it('searches as one types (after a pause, without Enter), the count following; the address keeps the words', { timeout: 15_000 }, async () => {
    const app = await renderApp(<UniversitySearchPage title="University search" />, {
      url: '/universitysearch',
      api: (api) =>
        api.portal('get', '/home/search/list', ({ url }) => (new URL(url).searchParams.get('q') === 'mba' ? page([plain]) : page()) as never),
    });
    expect(await screen.findByText('MSc Data Science', {}, { timeout: 6000 })).toBeTruthy();
    await app.user.type(screen.getByRole('searchbox', { name: 'Search courses and universities' }), 'mba');
    await waitFor(() => expect(app.location()).toBe('/universitysearch?q=mba'), { timeout: 3000 });
    await waitFor(() => expect(screen.queryByText('MSc Data Science')).toBeNull());
    expect(screen.getByText('MBA')).toBeTruthy();
    expect(app.api.requests.filter((r) => r.url.includes('/home/search/list')).map((r) => new URL(r.url).searchParams.get('q'))).toEqual([null, 'mba']);
  });

  it('signed in, shows the facet counts of the v2 search and filters by a facet', async () => {
    const app = await renderApp(<UniversitySearchPage title="University search" />, {
      user: 'counselor',
      url: '/universitysearch?course_level_id=3',
      api: (api) =>
        api.portal('get', '/common/course/all/v2', () => ({
          status: true as const,
          data: {
            items: [focused, plain], page: 1, page_size: 20, total: 1290,
            facets: {
              countries: [{ country_id: 2, name: 'Canada', count: 1200 }, { country_id: 5, name: 'Ireland', count: 90 }],
              course_levels: [{ course_level_id: 2, name: 'Undergraduate', count: 800 }, { course_level_id: 3, name: 'Postgraduate', count: 1290 }],
            },
          },
        })),
    });
    const perCountry = await screen.findByRole('region', { name: 'Courses per country' });
    expect(within(perCountry).getAllByRole('button').map((b) => b.getAttribute('aria-label'))).toEqual(['Canada: 1,200 courses', 'Ireland: 90 courses']);
    const perLevel = screen.getByRole('region', { name: 'Courses per level' });
    expect(within(perLevel).getByRole('button', { name: 'Postgraduate: 1,290 courses' }).getAttribute('aria-pressed')).toBe('true');
    expect(within(perLevel).getByRole('button', { name: 'Undergraduate: 800 courses' }).getAttribute('aria-pressed')).toBe('false');

    await app.user.click(within(perCountry).getByRole('button', { name: 'Ireland: 90 courses' }));
    await waitFor(() => expect(app.location()).toBe('/universitysearch?course_level_id=3&country_id=5'));
    await app.user.click(within(perLevel).getByRole('button', { name: 'Postgraduate: 1,290 courses' }));
    await waitFor(() => expect(app.location()).toBe('/universitysearch?country_id=5'));
    // Every result names its university with a link to that university's page; a counselor compares but does not apply.
    const card = screen.getByRole('listitem', { name: 'MBA' });
    expect(within(card).getByRole('link', { name: 'Maple University' }).getAttribute('href')).toBe('/university-detail/7');
    expect(within(card).getByRole('checkbox', { name: 'Compare MBA' })).toBeTruthy();
    expect(within(card).queryByRole('button', { name: 'Apply' })).toBeNull();
    expect(screen.getByRole('link', { name: 'University highlights' }).getAttribute('href')).toBe('/university-usp');
  });
});

describe('the search for a signed-out visitor (the app\'s route tree)', () => {
  it('opens /universitysearch without the menu, searches publicly, links each university, and offers sign-in for apply and compare', async () => {
    const app = await renderApp('app', {
      url: '/universitysearch?q=data&compare=1,2',
      api: (api) => api.portal('get', '/home/search/list', () => ({ status: true as const, data: { items: [focused, plain], page: 1, page_size: 20, total: 2 } })),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'University search' }, { timeout: 5000 })).toBeTruthy();
    expect(app.location()).toBe('/universitysearch?q=data&compare=1,2');
    expect(screen.queryByRole('navigation', { name: 'Main' })).toBeNull();
    const hint = screen.getAllByRole('status').find((el) => /to apply to a course or compare courses/.test(el.textContent ?? ''))!;
    expect(within(hint).getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/');
    expect(within(hint).getByRole('link', { name: 'Create a student account' }).getAttribute('href')).toBe('/register');
    expect(screen.getByText('Sign in to compare courses side by side.')).toBeTruthy();

    const card = await screen.findByRole('listitem', { name: 'MSc Data Science' });
    expect(within(card).getByRole('link', { name: 'Harbour Institute' }).getAttribute('href')).toBe('/university-detail/7');
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Apply' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Courses per country' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'University highlights' })).toBeNull();
    expect(new URL(app.api.requests.find((r) => r.url.includes('/home/search/list'))!.url).searchParams.get('q')).toBe('data');
    expect(app.api.calls().filter((call) => call.startsWith('GET /api/common/') || call.startsWith('POST /api/common/'))).toEqual([]);
  });
});
