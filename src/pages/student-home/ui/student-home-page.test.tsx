import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderApp } from '@/app/test/render-app';
import type { MockApi } from '@/app/test/mock-api';
import { applicationFixture, statusesFixture } from '@/entities/application';
import { courseFixture } from '@/entities/course';
import type { WhatsNewItem } from '@/entities/feed';
import { localDate, taskFixture, type Task } from '@/entities/task';
import { universityPaymentFixture } from '@/entities/university-payment';
import { QueryProvider } from '@/shared/api/query';
import { StudentHomePage } from './student-home-page';

const ui = (
  <QueryProvider>
    <StudentHomePage title="Home" />
  </QueryProvider>
);
const ok = <T,>(data: T) => ({ status: true as const, data });
const page = <T,>(items: T[], total = items.length) => ({ items, page: 1, page_size: 5, total });
const dayFromToday = (days: number) => localDate(new Date(Date.now() + days * 86_400_000));
const STUDENT_ID = 41;

const whatsNewItem = (overrides: Partial<WhatsNewItem> & { whats_new_id: number }): WhatsNewItem => ({
  title: `News ${overrides.whats_new_id}`, body: 'Something new.', image_url: null, link: null, published_at: '2026-11-18T06:00:00.000Z',
  reactions: { like: 0, love: 0, celebrate: 0, insightful: 0 }, my_reaction: null, ...overrides,
});

const TASKS: Task[] = [
  taskFixture({ task_id: 1, title: 'Upload your Class X certificate', due_date: dayFromToday(-2), priority: 'high', important: true }),
  taskFixture({ task_id: 2, title: 'Book your IELTS test', due_date: dayFromToday(0) }),
  taskFixture({
    task_id: 3, title: 'Pick three courses', due_date: dayFromToday(10), priority: 'low',
    created_by: { user_id: STUDENT_ID, first_name: 'Asha', last_name: 'Rao', user_type: 'student' },
  }),
];

/** Every call of the home answering with a full home; `api` registrations made after win. */
function fullHome(api: MockApi) {
  api
    .portal('get', '/common/warning', () =>
      ok([
        { warning_id: 1, scope: 'user_type' as const, severity: 'danger' as const, title: 'Send your documents by 5 January', text: 'UCAS deadline.', link: '/documents', starts_at: '2026-11-01T00:00:00Z', ends_at: null },
        { warning_id: 2, scope: 'everyone' as const, severity: 'info' as const, title: 'Planned maintenance', text: 'Sunday 02:00–04:00.', link: null, starts_at: '2026-11-01T00:00:00Z', ends_at: null },
      ]))
    .portal('get', '/common/student-applications/{id}', () =>
      ok({ student_user_id: STUDENT_ID, items: [applicationFixture({ sa_mapper_id: 1 }), applicationFixture({ sa_mapper_id: 2 }), applicationFixture({ sa_mapper_id: 3, status: 'submitted' })] }))
    .portal('get', '/common/application-statuses', () => ok(statusesFixture))
    .portal('get', '/common/tasks', () => ok(page(TASKS, 7)))
    .portal('get', '/common/university-payment', () => ok(page([universityPaymentFixture({ payment_id: 1 })])))
    .portal('get', '/common/recommendations/{student_user_id}', () =>
      ok({ student_user_id: STUDENT_ID, items: [{ ...courseFixture({ course_id: 5, course_name: 'MSc Robotics' }), recommended_by: { user_id: 9, name: 'Chris Counselor', role: 'counselor' as const }, recommended_at: '2026-11-01T10:00:00.000Z', note: null }] }))
    .portal('get', '/common/whats-new', () =>
      ok(page([whatsNewItem({ whats_new_id: 7, title: 'Compare up to four courses', reactions: { like: 4, love: 1, celebrate: 0, insightful: 0 } })])))
    .portal('get', '/common/announcement', () =>
      ok(page([{ announcement_id: 3, title: 'Intake calendar 2027 is out', body: 'Windows for 2027 are listed.', audience: [], created_at: '2026-11-03T05:30:00.000Z', expires_at: null, created_by: { user_id: 2, first_name: 'Anil', last_name: 'Kapoor' } }])))
    .portal('get', '/common/home-data', () =>
      ok({
        first_name: 'Asha', user_type: 'student' as const,
        counts: { students: null, applications: 3, offers: 0, pending_tasks: 7, recommendations: 1, unread_notifications: 0, unread_messages: 0 },
        focused_universities: [{ university_id: 12, name: 'Maple University', logo_url: null, type: 'public' as const, country_id: 2, country_name: 'Canada', city_name: 'Toronto', ranking: 20, focused: true, course_count: 96 }],
        latest_university_updates: [{ update_id: 4, university_id: 12, university_name: 'Maple University', title: 'New scholarships for 2027', body: 'Up to CAD 10,000.', link: null, created_at: '2026-11-10T10:00:00.000Z', created_by: null }],
        latest_announcements: [],
        latest_whats_new: [],
      }));
}

const panel = (name: string) => screen.getByRole('region', { name });

beforeEach(() => {
  // The tour has been seen: its popover stays closed.
  localStorage.setItem(`guided_tour_seen_${STUDENT_ID}`, 'true');
});

describe('the student home', () => {
  it('shows warnings first, then every panel from its call, with the tour targets in place', async () => {
    const app = await renderApp(ui, { user: 'student', api: fullHome });
    const warnings = await screen.findByRole('region', { name: 'Warnings' });
    expect(within(warnings).getByRole('alert').textContent).toContain('Send your documents by 5 January');
    expect(within(warnings).getByRole('link', { name: 'Details' }).getAttribute('href')).toBe('/documents');
    expect(within(warnings).getByRole('status').textContent).toContain('Planned maintenance');
    // The panel loads beside the page: find the counts first, then check where they are.
    const counts = await screen.findByRole('list', { name: 'Applications by status' });
    // The warnings come before the first panel in the page.
    expect(warnings.compareDocumentPosition(panel('My applications')) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(panel('My applications').contains(counts)).toBe(true);
    expect(within(counts).getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['2Applied', '/application'],
      ['1Submitted to university', '/application'],
    ]);

    const tasks = panel('Tasks due');
    const items = await within(tasks).findAllByRole('listitem');
    expect(items.map((item) => item.getAttribute('aria-label'))).toEqual(['Upload your Class X certificate', 'Book your IELTS test', 'Pick three courses']);
    expect(items[0].textContent).toMatch(/Overdue by 2 days.*High priority.*from Chris Counselor/);
    expect(within(items[0]).getByLabelText('Important')).toBeTruthy();
    expect(items[1].textContent).toContain('Due today');
    expect(items[2].textContent).not.toContain('from ');
    expect(within(tasks).getByRole('link', { name: 'All 7 tasks' }).getAttribute('href')).toBe('/tasks');

    expect(await within(panel('Recommended courses')).findByRole('listitem', { name: 'MSc Robotics' })).toBeTruthy();
    const updates = panel('New updates');
    expect(updates.id).toBe('tour-new-updates');
    expect(await within(updates).findByRole('listitem', { name: 'Compare up to four courses' })).toBeTruthy();
    expect(await within(updates).findByRole('listitem', { name: 'New scholarships for 2027' })).toBeTruthy();
    expect(await within(panel('Announcements')).findByRole('listitem', { name: 'Intake calendar 2027 is out' })).toBeTruthy();
    expect(panel('Learn more').id).toBe('tour-learn-more');
    const focused = panel('Focused universities');
    expect(focused.id).toBe('tour-focused-universities');
    const maple = await within(focused).findByRole('link', { name: 'Maple University' });
    expect(maple.closest('li')!.getAttribute('data-focused')).toBe('true');
    expect(app.api.calls()).toContain('GET /api/common/tasks');
  });

  it('keeps its panels hidden until their first answers are in, so that none pushes another down', async () => {
    let release: () => void = () => {};
    const app = await renderApp(ui, {
      user: 'student',
      api: (api) => {
        fullHome(api);
        api.portal('get', '/common/tasks', async () => {
          await new Promise<void>((resolve) => (release = resolve));
          return ok(page(TASKS));
        });
      },
    });
    expect(await screen.findByRole('status', { name: 'Loading your home page' })).toBeTruthy();
    await waitFor(() => expect(app.api.calls()).toContain('GET /api/common/tasks'));
    await waitFor(() => expect(app.api.calls()).toContain(`GET /api/common/student-applications/${STUDENT_ID}`));
    expect(screen.queryByRole('region', { name: 'Recommended courses' })).toBeNull();
    release();
    expect(await screen.findByRole('region', { name: 'Tasks due' })).toBeTruthy();
    expect(within(panel('Tasks due')).getByRole('listitem', { name: 'Book your IELTS test' })).toBeTruthy();
    expect(screen.queryByRole('status', { name: 'Loading your home page' })).toBeNull();
  });

  it('reacts at once, takes the server’s counts, and unreacts', async () => {
    let release: () => void = () => {};
    const sent: unknown[] = [];
    const { user } = await renderApp(ui, {
      user: 'student',
      api: (api) => {
        fullHome(api);
        api.portal('post', '/common/whats-new/react', async (request) => {
          sent.push(await request.json());
          await new Promise<void>((resolve) => (release = resolve));
          return ok({ whats_new_id: 7, reactions: { like: 9, love: 1, celebrate: 0, insightful: 0 }, my_reaction: 'like' as const });
        });
        api.portal('post', '/common/whats-new/unreact', async (request) => {
          sent.push(await request.json());
          return ok({ whats_new_id: 7, reactions: { like: 8, love: 1, celebrate: 0, insightful: 0 }, my_reaction: null });
        });
      },
    });
    const group = await screen.findByRole('group', { name: 'Reactions to Compare up to four courses' });
    await user.click(within(group).getByRole('button', { name: 'Like, 4' }));
    // Before the server answers: counted and pressed.
    const pressed = within(group).getByRole('button', { name: 'Like, 5' });
    expect(pressed.getAttribute('aria-pressed')).toBe('true');
    release();
    // The server's counts replace the guess.
    expect((await within(group).findByRole('button', { name: 'Like, 9' })).getAttribute('aria-pressed')).toBe('true');
    await user.click(within(group).getByRole('button', { name: 'Like, 9' }));
    expect((await within(group).findByRole('button', { name: 'Like, 8' })).getAttribute('aria-pressed')).toBe('false');
    expect(sent).toEqual([{ whats_new_id: 7, reaction: 'like' }, { whats_new_id: 7 }]);
  });

  it('takes a reaction back when the server refuses it', async () => {
    let refuse: () => void = () => {};
    const { user } = await renderApp(ui, {
      user: 'student',
      api: (api) => {
        fullHome(api);
        api.portal('post', '/common/whats-new/react', async () => {
          await new Promise<void>((resolve) => (refuse = resolve));
          return { status: 500, message: 'internal server error' };
        });
      },
    });
    const group = await screen.findByRole('group', { name: 'Reactions to Compare up to four courses' });
    await user.click(within(group).getByRole('button', { name: 'Love, 1' }));
    // Counted at once…
    expect(within(group).getByRole('button', { name: 'Love, 2' }).getAttribute('aria-pressed')).toBe('true');
    refuse();
    // …and taken back after the refusal, with a word why.
    expect(await screen.findByText('Your reaction could not be saved. Try again.')).toBeTruthy();
    const love = within(group).getByRole('button', { name: 'Love, 1' });
    expect(love.getAttribute('aria-pressed')).toBe('false');
    expect(within(group).getByRole('button', { name: 'Like, 4' })).toBeTruthy();
  });

  it('one failing panel shows its error and a retry; the rest of the page stays', async () => {
    let fail = true;
    const app = await renderApp(ui, {
      user: 'student',
      api: (api) => {
        fullHome(api);
        api.portal('get', '/common/tasks', () => (fail ? { status: 500, message: 'internal server error' } : ok(page(TASKS))));
        api.portal('get', '/common/home-data', () => ({ status: 503, message: 'unavailable' }));
      },
    });
    const tasks = await screen.findByRole('region', { name: 'Tasks due' }, { timeout: 4000 });
    expect(await within(tasks).findByRole('heading', { name: 'Your tasks could not be loaded' }, { timeout: 4000 })).toBeTruthy();
    // home-data failed too: focused universities and university news say so; what's new and the rest still show.
    expect(await within(panel('Focused universities')).findByRole('heading', { name: 'Focused universities could not be loaded' }, { timeout: 4000 })).toBeTruthy();
    expect(await within(panel('New updates')).findByRole('listitem', { name: 'Compare up to four courses' })).toBeTruthy();
    expect(within(panel('New updates')).getByRole('heading', { name: 'University updates could not be loaded' })).toBeTruthy();
    expect(await within(panel('Recommended courses')).findByRole('listitem', { name: 'MSc Robotics' })).toBeTruthy();
    fail = false;
    await app.user.click(within(tasks).getByRole('button', { name: 'Try again' }));
    expect(await within(tasks).findByRole('listitem', { name: 'Book your IELTS test' })).toBeTruthy();
  }, 15_000);

  it('says plainly when there is nothing yet, and shows no warnings banner', async () => {
    await renderApp(ui, {
      user: 'student',
      api: (api) => {
        fullHome(api);
        api
          .portal('get', '/common/warning', () => ok([]))
          .portal('get', '/common/student-applications/{id}', () => ok({ student_user_id: STUDENT_ID, items: [] }))
          .portal('get', '/common/tasks', () => ok(page([])))
          .portal('get', '/common/university-payment', () => ok(page([])))
          .portal('get', '/common/recommendations/{student_user_id}', () => ok({ student_user_id: STUDENT_ID, items: [] }))
          .portal('get', '/common/whats-new', () => ok(page([])))
          .portal('get', '/common/announcement', () => ok(page([])));
      },
    });
    const notApplied = await screen.findByText(/You have not applied yet/);
    expect(panel('My applications').contains(notApplied)).toBe(true);
    expect(await within(panel('Tasks due')).findByText('Nothing to do right now.')).toBeTruthy();
    expect(await within(panel('Pay your university')).findByText('Nothing to pay your universities right now.')).toBeTruthy();
    expect(await within(panel('Recommended courses')).findByText(/No recommendations yet/)).toBeTruthy();
    expect(await within(panel('New updates')).findByText('Nothing new right now.')).toBeTruthy();
    expect(await within(panel('Announcements')).findByText('No announcements right now.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('progressbar')).toBeNull());
    expect(screen.queryByRole('region', { name: 'Warnings' })).toBeNull();
  });
});
