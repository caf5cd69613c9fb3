import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/app/test/render-app';
import type { MockApi } from '@/app/test/mock-api';
import { pressNextPage } from '@/app/test/page-kit';
import { applicationFixture, type Application, type ApplicationStatusInfo } from '@/entities/application';

const ok = <T,>(data: T) => ({ status: true as const, data });

const STATUSES: ApplicationStatusInfo[] = [
  { status: 'applied', label: 'Applied', order: 1, closed: false, sub_statuses: [], next_statuses: ['submitted'] },
  {
    status: 'submitted', label: 'Submitted to university', order: 2, closed: false,
    sub_statuses: [{ sub_status: 'awaiting_documents', label: 'Awaiting documents' }], next_statuses: [],
  },
  { status: 'withdrawn', label: 'Withdrawn', order: 9, closed: true, sub_statuses: [], next_statuses: [] },
];

const aaravSubmitted = applicationFixture({
  sa_mapper_id: 901, student_user_id: 7, student_name: 'Aarav Sharma', status: 'submitted', sub_status: 'awaiting_documents',
  updated_at: '2026-11-20T10:00:00.000Z',
});
/** Aarav's application and 24 more in Applied: two pages of 20. */
const many: Application[] = [
  aaravSubmitted,
  ...Array.from({ length: 24 }, (_, i) => applicationFixture({ sa_mapper_id: 1000 + i, student_user_id: 50 + i, student_name: `Student${i + 1} Test` })),
];

/** A fake of GET /common/applications over `items`: search, status, country and paging as the server does. */
function applicationsApi(api: MockApi, items: Application[]) {
  const seen: URLSearchParams[] = [];
  api
    .portal('get', '/common/application-statuses', () => ok(STATUSES))
    .portal('get', '/home/countries', () => ok([{ country_id: 2, name: 'Canada', iso2: 'CA', currency: 'CAD' }]))
    .portal('get', '/common/applications', (request) => {
      const query = new URL(request.url).searchParams;
      seen.push(query);
      const q = query.get('q')?.toLowerCase();
      const page = Number(query.get('page') ?? 1);
      const size = Number(query.get('page_size') ?? 20);
      const matching = items.filter(
        (a) =>
          (!q || a.student_name.toLowerCase().includes(q)) &&
          (!query.get('status') || a.status === query.get('status')) &&
          (!query.get('country_id') || a.course.country_id === Number(query.get('country_id'))),
      );
      return ok({ items: matching.slice((page - 1) * size, page * size), page, page_size: size, total: matching.length });
    });
  return { last: () => seen.at(-1)! };
}

const table = () => screen.findByRole('table', { name: 'Applications' }, { timeout: 5000 });
const students = (tbl: HTMLElement) => within(tbl).getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell')[0].textContent);

describe('/student_applications', () => {
  it('lists applications with status, sub-status and last update, each to the student’s applications', async () => {
    await renderApp('app', { url: '/student_applications', user: 'counselor', api: (api) => void applicationsApi(api, many) });
    const tbl = await table();
    expect(within(tbl).getAllByRole('row')).toHaveLength(21);
    const link = within(tbl).getByRole('link', { name: 'Aarav Sharma: MSc Data Science' });
    expect(link.getAttribute('href')).toBe('/student_details/7?scrollTo=app-901');
    const cells = within(link.closest('tr')!).getAllByRole('cell').map((cell) => cell.textContent);
    expect(cells.slice(1, 5)).toEqual(['MSc Data ScienceMaple University', 'Canada', 'Sep 2027', 'Submitted to universityAwaiting documents']);
    expect(cells[5]).toMatch(/^20-11-2026 - \d\d:\d\d [AP]M$/);
    expect(screen.getByText(/1–20 of 25 applications/)).toBeTruthy();
  });

  it('filters by status from the server’s list, searches, pages, and keeps it all in the URL', async () => {
    let applications!: ReturnType<typeof applicationsApi>;
    const app = await renderApp('app', { url: '/student_applications', user: 'agent', api: (api) => void (applications = applicationsApi(api, many)) });
    await pressNextPage(app, '/student_applications?page=2');
    await waitFor(async () => expect(students(await table())).toHaveLength(5));

    const status = screen.getByRole('combobox', { name: 'Status' });
    expect(within(status).getAllByRole('option').map((option) => option.textContent)).toEqual(['All statuses', 'Applied', 'Submitted to university', 'Withdrawn']);
    await app.user.selectOptions(status, 'Submitted to university');
    await waitFor(() => expect(app.location()).toBe('/student_applications?status=submitted'));
    await waitFor(async () => expect(students(await table())).toEqual(['Aarav Sharma']));
    expect(applications.last().get('status')).toBe('submitted');

    await app.user.selectOptions(status, 'All statuses');
    await app.user.type(screen.getByRole('searchbox', { name: 'Search applications' }), 'student2');
    await waitFor(() => expect(app.location()).toBe('/student_applications?q=student2'));
    await waitFor(async () => expect(students(await table())).toEqual(['Student2 Test', 'Student20 Test', 'Student21 Test', 'Student22 Test', 'Student23 Test', 'Student24 Test']));
  });

  it('opens a shared link with its filters', async () => {
    let applications!: ReturnType<typeof applicationsApi>;
    await renderApp('app', { url: '/student_applications?status=submitted&q=aarav', user: 'operations_manager', api: (api) => void (applications = applicationsApi(api, many)) });
    await waitFor(async () => expect(students(await table())).toEqual(['Aarav Sharma']));
    expect((screen.getByRole('searchbox', { name: 'Search applications' }) as HTMLInputElement).value).toBe('aarav');
    expect((screen.getByRole('combobox', { name: 'Status' }) as HTMLSelectElement).value).toBe('submitted');
    expect(Object.fromEntries(applications.last())).toEqual({ page: '1', page_size: '20', q: 'aarav', status: 'submitted' });
  });

  it('a status the server’s list does not know is left out of the call', async () => {
    let applications!: ReturnType<typeof applicationsApi>;
    await renderApp('app', { url: '/student_applications?status=on_hold', user: 'counselor', api: (api) => void (applications = applicationsApi(api, many)) });
    await table();
    await waitFor(() => expect(applications.last().get('status')).toBeNull());
  });

  it('empty, no match and failure each say so', async () => {
    let fail = false;
    let items: Application[] = [];
    const app = await renderApp('app', {
      url: '/student_applications',
      user: 'school_counselor',
      api: (api) => {
        applicationsApi(api, []);
        api.portal('get', '/common/applications', (request) => {
          if (fail) return { status: 500, message: 'internal server error' };
          const q = new URL(request.url).searchParams.get('q');
          const found = items.filter((a) => !q || a.student_name.toLowerCase().includes(q));
          return ok({ items: found, page: 1, page_size: 20, total: found.length });
        });
      },
    });
    const empty = await screen.findByRole('region', { name: 'No applications yet' }, { timeout: 5000 });
    expect(within(empty).getByRole('link', { name: 'Go to your students' }).getAttribute('href')).toBe('/student_list');

    items = many;
    await app.user.type(screen.getByRole('searchbox', { name: 'Search applications' }), 'nobody');
    expect(await screen.findByRole('region', { name: 'No application matches' }, { timeout: 3000 })).toBeTruthy();

    fail = true;
    await app.user.clear(screen.getByRole('searchbox', { name: 'Search applications' }));
    await app.user.type(screen.getByRole('searchbox', { name: 'Search applications' }), 'aarav');
    const error = await screen.findByRole('alert', {}, { timeout: 6000 });
    expect(error.textContent).toContain('The applications could not be loaded');
    fail = false;
    await app.user.click(within(error).getByRole('button', { name: 'Try again' }));
    await waitFor(async () => expect(students(await table())).toEqual(['Aarav Sharma']));
  }, 15_000);
});
