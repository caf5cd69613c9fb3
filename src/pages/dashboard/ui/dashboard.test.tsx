import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/app/test/render-app';
import type { MockApi } from '@/app/test/mock-api';
import { applicationFixture, statusesFixture } from '@/entities/application';
import type { HomeData } from '@/entities/feed';

const ok = <T,>(data: T) => ({ status: true as const, data });

const homeData = (overrides: Partial<HomeData['counts']> = {}): HomeData => ({
  first_name: 'Asha',
  user_type: 'counselor',
  counts: { students: 12, applications: 30, offers: 4, pending_tasks: 3, recommendations: null, unread_notifications: 5, unread_messages: 2, ...overrides },
  focused_universities: [
    { university_id: 12, name: 'Maple University', logo_url: null, type: 'public', country_id: 2, country_name: 'Canada', city_name: 'Toronto', ranking: 20, focused: true, course_count: 96 },
  ],
  latest_university_updates: [
    { update_id: 4, university_id: 12, university_name: 'Maple University', title: 'New scholarships for 2027', body: 'Up to CAD 10,000.', link: 'https://maple.example/scholarships', created_at: '2026-11-10T10:00:00.000Z', created_by: { user_id: 2, first_name: 'Anil', last_name: 'Kapoor' } },
  ],
  latest_announcements: [
    { announcement_id: 3, title: 'Intake calendar 2027 is out', body: 'Windows for 2027 are listed.', audience: [], created_at: '2026-11-03T05:30:00.000Z', expires_at: null, created_by: { user_id: 2, first_name: 'Anil', last_name: 'Kapoor' } },
  ],
  latest_whats_new: [
    { whats_new_id: 7, title: 'Compare up to four courses', body: 'Side by side.', image_url: null, link: '/universitysearch', published_at: '2026-11-18T06:00:00.000Z', reactions: { like: 0, love: 0, celebrate: 0, insightful: 0 }, my_reaction: null },
  ],
});

const latest = [
  applicationFixture({ sa_mapper_id: 901, student_user_id: 7, student_name: 'Aarav Sharma', status: 'submitted' }),
  applicationFixture({ sa_mapper_id: 902, student_user_id: 8, student_name: 'Priya Das' }),
];

type ApplicationsReply = ReturnType<typeof ok<{ items: typeof latest; page: number; page_size: number; total: number }>> | { status: number; message: string };

/** The dashboards' calls: the home data (or a failure), the statuses, and the latest applications (`applications`). */
function dashboardApi(
  api: MockApi,
  home: () => HomeData | 'fail' = () => homeData(),
  applications: ApplicationsReply = ok({ items: latest, page: 1, page_size: 5, total: 30 }),
) {
  api
    .portal('get', '/common/home-data', () => {
      const data = home();
      return data === 'fail' ? { status: 503, message: 'unavailable' } : ok(data);
    })
    .portal('get', '/common/application-statuses', () => ok(statusesFixture))
    .portal('get', '/common/applications', () => applications);
}

const region = (name: string) => screen.findByRole('region', { name }, { timeout: 5000 });

describe('the dashboards', () => {
  it('/staff_home: counts that lead to their lists, the latest applications, and the news', async () => {
    await renderApp('app', { url: '/staff_home', user: 'counselor', api: (api) => dashboardApi(api) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Staff dashboard' }, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByText('Welcome back, Asha.')).toBeTruthy();

    const counts = await within(await region('At a glance')).findByRole('list', { name: 'Counts' });
    expect(within(counts).getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['12 Students', '/student_list'],
      ['30 Applications', '/student_applications'],
      ['4 Offers received', '/student_applications'],
      ['3 Pending tasks', '/tasks'],
      ['5 Unread notifications', '/notifications'],
      ['2 Unread messages', '/chat'],
    ]);

    // The panel loads its own chunk after the counts paint (the first import of it can take a while in a busy run).
    const applications = await region('Latest applications');
    const aarav = await within(applications).findByRole('link', { name: 'Aarav Sharma' }, { timeout: 5000 });
    expect(aarav.getAttribute('href')).toBe('/student_details/7?scrollTo=app-901');
    expect(aarav.closest('li')!.textContent).toContain('Submitted to university');
    expect(within(applications).getByRole('link', { name: 'All applications' }).getAttribute('href')).toBe('/student_applications');

    expect(within(await region('Announcements')).getByText('Intake calendar 2027 is out')).toBeTruthy();
    const whatsNew = await region("What's new");
    expect(within(whatsNew).getByRole('link', { name: 'Read more: Compare up to four courses' }).getAttribute('href')).toBe('/universitysearch');
    const updates = await region('University updates');
    const external = within(updates).getByRole('link', { name: 'Read more: New scholarships for 2027 (opens in a new tab)' });
    expect(external.getAttribute('target')).toBe('_blank');
    const maple = within(await region('Focused universities')).getByRole('link', { name: 'Maple University' });
    expect(maple.getAttribute('href')).toBe('/university-detail/12');
    expect(maple.closest('li')!.getAttribute('data-focused')).toBe('true');
    expect(within(await region('Get going')).getByRole('link', { name: 'Add a student' }).getAttribute('href')).toBe('/student_list?new=1');
  });

  it('/agent_home: the same dashboard without the latest applications; a count that does not apply is left out', async () => {
    const app = await renderApp('app', { url: '/agent_home', user: 'agent', api: (api) => dashboardApi(api, () => homeData({ offers: null })) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Partner dashboard' }, { timeout: 5000 })).toBeTruthy();
    const counts = await within(await region('At a glance')).findByRole('list', { name: 'Counts' });
    expect(within(counts).queryByRole('link', { name: /^Offers/ })).toBeNull();
    expect(within(counts).getAllByRole('link')).toHaveLength(5);
    expect(screen.queryByRole('region', { name: 'Latest applications' })).toBeNull();
    expect(app.api.calls()).not.toContain('GET /api/common/applications');
  });

  it.each([
    ['/school_counselor_home', 'school_counselor', 'School counselor dashboard', true],
    ['/accounts_home', 'accounts', 'Accounts dashboard', false],
  ] as const)('%s for a %s user shows the %s (may add students: %s)', async (url, role, title, mayAdd) => {
    await renderApp('app', { url, user: role, api: (api) => dashboardApi(api) });
    expect(await screen.findByRole('heading', { level: 1, name: title }, { timeout: 5000 })).toBeTruthy();
    const actions = await region('Get going');
    expect(within(actions).queryByRole('link', { name: 'Add a student' }) !== null).toBe(mayAdd);
    expect(within(actions).getByRole('link', { name: 'Your students' }).getAttribute('href')).toBe('/student_list');
    expect(await within(await region('At a glance')).findByRole('link', { name: '12 Students' })).toBeTruthy();
  });

  it('a failing home-data shows in its panels with a retry; the latest applications stay, and the retry brings the counts', async () => {
    let home: HomeData | 'fail' = 'fail';
    const app = await renderApp('app', { url: '/staff_home', user: 'operations', api: (api) => dashboardApi(api, () => home) });
    const glance = await region('At a glance');
    expect(await within(glance).findByRole('heading', { name: 'The counts could not be loaded' }, { timeout: 6000 })).toBeTruthy();
    expect(within(await region('Announcements')).getByRole('heading', { name: 'The announcements could not be loaded' })).toBeTruthy();
    expect(await within(await region('Latest applications')).findByRole('link', { name: 'Aarav Sharma' }, { timeout: 5000 })).toBeTruthy();
    home = homeData();
    await app.user.click(within(glance).getByRole('button', { name: 'Try again' }));
    expect(await within(glance).findByRole('link', { name: '12 Students' })).toBeTruthy();
    await waitFor(async () => expect(within(await region('Announcements')).getByText('Intake calendar 2027 is out')).toBeTruthy());
  }, 15_000);

  it('failing latest applications do not blank the counts or the news', async () => {
    await renderApp('app', { url: '/staff_home', user: 'visa', api: (api) => dashboardApi(api, undefined, { status: 500, message: 'internal server error' }) });
    const applications = await region('Latest applications');
    expect(await within(applications).findByRole('heading', { name: 'The latest applications could not be loaded' }, { timeout: 6000 })).toBeTruthy();
    expect(within(await region('At a glance')).getByRole('link', { name: '12 Students' })).toBeTruthy();
    expect(within(await region('Focused universities')).getByRole('link', { name: 'Maple University' })).toBeTruthy();
  }, 15_000);

  it('says plainly when a panel has nothing', async () => {
    const nothing = () => ({ ...homeData(), focused_universities: [], latest_university_updates: [], latest_announcements: [], latest_whats_new: [] });
    await renderApp('app', { url: '/staff_home', user: 'counselor', api: (api) => dashboardApi(api, nothing, ok({ items: [], page: 1, page_size: 5, total: 0 })) });
    expect(await within(await region('Latest applications')).findByText('No applications yet.')).toBeTruthy();
    expect(await within(await region('Announcements')).findByText('No announcements for you right now.')).toBeTruthy();
    expect(within(await region('Focused universities')).getByText('No focused universities right now.')).toBeTruthy();
  });

  it('the partner and staff dashboards carry the lead charts for the roles that read lead statistics', async () => {
    const months = ok([{ month: '2026-11', total: 9, counseled: 2, closed: 0 }]);
    await renderApp('app', {
      url: '/agent_home',
      user: 'agent',
      api: (api) => {
        dashboardApi(api);
        api.leads('get', '/my-lead/lead-count-months', () => months);
      },
    });
    const chart = await screen.findByRole('region', { name: 'Leads by month' }, { timeout: 10_000 });
    expect(await within(chart).findByText('9 leads in the last month, most in Nov 2026 (9); 2 were counseled.')).toBeTruthy();
  });
});
