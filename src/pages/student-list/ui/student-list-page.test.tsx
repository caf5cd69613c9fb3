import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/app/test/render-app';
import type { MockApi } from '@/app/test/mock-api';
import { expectRefusedField, pressNextPage } from '@/app/test/page-kit';
import type { StudentSummary } from '@/entities/student';
import { creditSummaryFixture } from '@/entities/nurturing';

const ok = <T,>(data: T) => ({ status: true as const, data });

const student = (id: number, first: string, last: string, overrides: Partial<StudentSummary> = {}): StudentSummary => ({
  user_id: id,
  first_name: first,
  last_name: last,
  email: `${first.toLowerCase()}@example.test`,
  mobile: `98100000${String(id).padStart(2, '0')}`,
  active: true,
  agent_user_id: null,
  agent_name: null,
  sc_user_id: null,
  preferred_country_id: null,
  preferred_course_level_id: null,
  application_count: 0,
  latest_application_status: null,
  created_at: `2026-10-${String(10 + (id % 18)).padStart(2, '0')}T09:00:00.000Z`,
  ...overrides,
});

/**
 * A small fake of GET /common/assigned-student over `students`: search, active flag, country and paging as the server
 * does; the page's call fails (500) while `failing()` says so.
 */
function studentDirectory(api: MockApi, students: StudentSummary[], failing = () => false) {
  const seen: URLSearchParams[] = [];
  api.portal('get', '/common/assigned-student', (request) => {
    const query = new URL(request.url).searchParams;
    // The session's app-wide list (page_size 100) is not the page's call.
    if (query.get('page_size') !== '100') {
      if (failing()) return { status: 500, message: 'internal server error' };
      seen.push(query);
    }
    const q = query.get('q')?.toLowerCase();
    const active = query.get('active') !== 'false';
    const country = Number(query.get('preferred_country_id')) || null;
    const page = Number(query.get('page') ?? 1);
    const size = Number(query.get('page_size') ?? 20);
    const matching = students.filter(
      (s) =>
        s.active === active &&
        (!country || s.preferred_country_id === country) &&
        (!q || `${s.first_name} ${s.last_name} ${s.email} ${s.mobile}`.toLowerCase().includes(q)),
    );
    return ok({ items: matching.slice((page - 1) * size, page * size), page, page_size: size, total: matching.length });
  });
  api.portal('get', '/home/countries', () => ok([{ country_id: 2, name: 'Canada', iso2: 'CA', currency: 'CAD' }, { country_id: 3, name: 'United Kingdom', iso2: 'GB', currency: 'GBP' }]));
  api.portal('get', '/home/course-levels', () => ok([{ course_level_id: 4, name: 'Postgraduate', sort_order: 2 }]));
  return { seen, last: () => seen.at(-1)! };
}

/** Opens /student_list as `user` with `students` listed; `more` registers the calls the test makes besides. */
const openList = (user: 'counselor' | 'agent' | 'operations_manager' | 'operations', students: StudentSummary[], more: (api: MockApi) => void) =>
  renderApp('app', {
    url: '/student_list',
    user,
    api: (api) => {
      studentDirectory(api, students);
      more(api);
    },
  });

const aarav = student(7, 'Aarav', 'Sharma', {
  agent_user_id: 3, agent_name: 'Rahul Mehta', preferred_country_id: 3, preferred_course_level_id: 4, application_count: 2, latest_application_status: 'submitted',
});
/** Aarav and 24 more: two pages of 20. */
const many = [aarav, ...Array.from({ length: 24 }, (_, i) => student(100 + i, `Student${i + 1}`, 'Test'))];

const table = () => screen.findByRole('table', { name: 'Students' }, { timeout: 10_000 });
/** The names in the table's rows (each name is its row's first link). */
const rowNames = (tbl: HTMLElement) => within(tbl).getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('link')[0].textContent);

describe('/student_list', () => {
  it('lists the students with their details, each row to the student’s page', async () => {
    await renderApp('app', { url: '/student_list', user: 'counselor', api: (api) => studentDirectory(api, many) });
    const tbl = await table();
    expect(within(tbl).getAllByRole('row')).toHaveLength(21);
    const row = within(tbl).getByRole('link', { name: 'Aarav Sharma' }).closest('tr')!;
    expect(within(tbl).getByRole('link', { name: 'Aarav Sharma' }).getAttribute('href')).toBe('/student_details/7');
    // The first cell is the row's checkbox for the bulk email (a counselor may send it).
    const cells = within(row).getAllByRole('cell').map((cell) => cell.textContent).slice(1);
    expect(within(row).getByRole('checkbox', { name: 'Select Aarav Sharma' })).toBeTruthy();
    expect(cells.slice(0, 6)).toEqual(['Aarav Sharmaaarav@example.test', '9810000007', 'United Kingdom · Postgraduate', 'Rahul Mehta', '2 · latest submitted', 'Active']);
    expect(cells[6]).toMatch(/^17-10-2026 - \d\d:\d\d [AP]M$/);
    expect(screen.getByText(/1–20 of 25 students/)).toBeTruthy();
  });

  it('searches as one types (once typing stops) and keeps the search in the URL', async () => {
    const app = await renderApp('app', { url: '/student_list', user: 'counselor', api: (api) => void studentDirectory(api, many) });
    await table();
    const calls = () => app.api.calls().filter((call) => call === 'GET /api/common/assigned-student').length;
    const before = calls();
    await app.user.type(screen.getByRole('searchbox', { name: 'Search students' }), 'aarav');
    await waitFor(() => expect(app.location()).toBe('/student_list?q=aarav'));
    await waitFor(async () => expect(rowNames(await table())).toEqual(['Aarav Sharma']));
    // One request for the whole word, not one per letter.
    expect(calls() - before).toBe(1);
  });

  it('pages, and starts from the URL: search, status, country and page survive a reload', async () => {
    let directory!: ReturnType<typeof studentDirectory>;
    const app = await renderApp('app', { url: '/student_list', user: 'agent', api: (api) => void (directory = studentDirectory(api, many)) });
    await pressNextPage(app, '/student_list?page=2');
    await waitFor(async () => expect(rowNames(await table())).toHaveLength(5));
    expect(directory.last().get('page')).toBe('2');
    expect(screen.getByRole('navigation', { name: 'Pages of students' }).textContent).toContain('Page 2 of 2');
    // A filter starts again at page 1.
    await app.user.selectOptions(screen.getByRole('combobox', { name: 'Preferred country' }), 'United Kingdom');
    await waitFor(() => expect(app.location()).toBe('/student_list?country=3'));
    await waitFor(async () => expect(rowNames(await table())).toEqual(['Aarav Sharma']));
    expect(directory.last().get('preferred_country_id')).toBe('3');
  });

  it('opens a shared link with its state', async () => {
    let directory!: ReturnType<typeof studentDirectory>;
    const inactive = [student(9, 'Zara', 'Ali', { active: false }), student(10, 'Zoe', 'Bell', { active: false })];
    await renderApp('app', { url: '/student_list?q=Z&status=inactive&page=1', user: 'counselor', api: (api) => void (directory = studentDirectory(api, [...many, ...inactive])) });
    const tbl = await screen.findByRole('table', { name: 'Inactive students' }, { timeout: 5000 });
    expect(rowNames(tbl)).toEqual(['Zara Ali', 'Zoe Bell']);
    expect((screen.getByRole('searchbox', { name: 'Search students' }) as HTMLInputElement).value).toBe('Z');
    expect((screen.getByRole('combobox', { name: 'Status' }) as HTMLSelectElement).value).toBe('inactive');
    expect(Object.fromEntries(directory.last())).toEqual({ page: '1', page_size: '20', active: 'false', q: 'Z' });
    expect(within(tbl).getAllByRole('button', { name: /^Activate / })).toHaveLength(2);
  });

  it('says when nothing matches, with a way back, and when there are no students at all', async () => {
    const app = await renderApp('app', { url: '/student_list?q=nobody', user: 'counselor', api: (api) => void studentDirectory(api, many) });
    expect(await screen.findByRole('heading', { name: 'No student matches' }, { timeout: 5000 })).toBeTruthy();
    await app.user.click(screen.getByRole('button', { name: 'Clear the search and filters' }));
    await waitFor(() => expect(app.location()).toBe('/student_list'));
    expect(rowNames(await table())).toHaveLength(20);
    expect((screen.getByRole('searchbox', { name: 'Search students' }) as HTMLInputElement).value).toBe('');
  });

  it('an empty list says so and offers a new student', async () => {
    await renderApp('app', { url: '/student_list', user: 'school_counselor', api: (api) => void studentDirectory(api, []) });
    const empty = await screen.findByRole('region', { name: 'No students yet' }, { timeout: 5000 });
    expect(within(empty).getByRole('button', { name: 'New student' })).toBeTruthy();
  });

  it('a failed load says so and retries with the same search', async () => {
    let fail = true;
    const app = await renderApp('app', { url: '/student_list?q=aarav', user: 'counselor', api: (api) => void studentDirectory(api, many, () => fail) });
    const error = await screen.findByRole('alert', {}, { timeout: 5000 });
    expect(error.textContent).toContain('Your students could not be loaded');
    fail = false;
    await app.user.click(within(error).getByRole('button', { name: 'Try again' }));
    expect(rowNames(await table())).toEqual(['Aarav Sharma']);
    expect(app.location()).toBe('/student_list?q=aarav');
  });

  it.each([
    ['accounts', false, false],
    ['visa', false, false],
    ['student_support', true, false],
    ['agent', true, true],
  ] as const)('a user of type %s sees New student: %s, Deactivate: %s (the contract’s x-access)', async (role, create, deactivate) => {
    await renderApp('app', { url: '/student_list', user: role, api: (api) => void studentDirectory(api, many) });
    await table();
    expect(screen.queryByRole('button', { name: 'New student' }) !== null).toBe(create);
    expect(screen.queryAllByRole('button', { name: /^Deactivate / }).length > 0).toBe(deactivate);
  });

  it('a counselor deactivates a student after a confirmation; the student leaves the active list', async () => {
    const students = [aarav, student(8, 'Priya', 'Das')];
    const posted: string[] = [];
    const app = await openList('counselor', students, (api) =>
      api.portal('post', '/common/student/{id}/active-status/{status}', (request) => {
        const [, , , , id, , status] = new URL(request.url).pathname.split('/');
        posted.push(`${id} ${status}`);
        const target = students.find((s) => s.user_id === Number(id))!;
        target.active = status === 'active';
        return ok({ student_user_id: target.user_id, active: target.active, changed_at: '2026-11-20T10:00:00.000Z' });
      }),
    );
    await table();
    await app.user.click(screen.getByRole('button', { name: 'Deactivate Priya Das' }));
    const dialog = await screen.findByRole('dialog', { name: 'Deactivate Priya Das?' });
    // The confirmation's body loads on the first request.
    expect(await within(dialog).findByText(/will no longer be able to sign in/)).toBeTruthy();
    // Cancelling changes nothing.
    await app.user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(posted).toEqual([]);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Deactivate Priya Das' })));
    await app.user.click(screen.getByRole('button', { name: 'Deactivate Priya Das' }));
    await app.user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Deactivate' }));
    await waitFor(async () => expect(rowNames(await table())).toEqual(['Aarav Sharma']));
    expect(posted).toEqual(['8 inactive']);
    expect((await screen.findByText(/^Priya Das is now inactive\./)).closest('[role="status"]')).not.toBeNull();
  });
});

describe('New student', () => {
  const fill = async (user: Awaited<ReturnType<typeof renderApp>>['user'], dialog: HTMLElement, values: Record<string, string>) => {
    for (const [label, value] of Object.entries(values)) {
      const field = within(dialog).getByLabelText(label) as HTMLInputElement;
      await user.clear(field);
      await user.type(field, value);
    }
  };

  it('creates a student (mobile through the sanitiser), adds them to the list and offers to open them', async () => {
    const students = [aarav];
    const bodies: unknown[] = [];
    const app = await openList('counselor', students, (api) =>
      api.portal('post', '/common/create-student', async (request) => {
        const body = (await request.json()) as { first_name: string; last_name: string; email: string; mobile: string };
        bodies.push(body);
        const created = student(42, body.first_name, body.last_name, { email: body.email, mobile: body.mobile, created_at: '2026-11-21T09:00:00.000Z' });
        students.unshift(created);
        return ok(created);
      }),
    );
    await table();
    await app.user.click(screen.getByRole('button', { name: 'New student' }));
    const dialog = await screen.findByRole('dialog', { name: 'New student' }, { timeout: 5000 });
    await fill(app.user, dialog, { 'First name': 'Meera', 'Last name': 'Iyer', Email: 'meera@example.test', 'Mobile number': '+91 98765-43210' });
    await app.user.selectOptions(within(dialog).getByRole('combobox', { name: 'Preferred course level (optional)' }), 'Postgraduate');
    await app.user.click(within(dialog).getByRole('button', { name: 'Create student' }));

    expect(await within(dialog).findByText(/was created and will get an email at meera@example.test/)).toBeTruthy();
    expect(bodies).toEqual([
      { first_name: 'Meera', last_name: 'Iyer', email: 'meera@example.test', mobile: '9876543210', preferred_course_level_id: 4, send_welcome_email: true },
    ]);
    expect(within(dialog).getByRole('link', { name: 'Open Meera Iyer' }).getAttribute('href')).toBe('/student_details/42');
    await app.user.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(async () => expect(rowNames(await table())).toEqual(['Meera Iyer', 'Aarav Sharma']));
  });

  it('shows the server’s refusal on its field and keeps what was typed', async () => {
    let answer: 'duplicate' | 'invalid' = 'invalid';
    const app = await openList('agent', [aarav], (api) =>
      api.portal('post', '/common/create-student', () =>
        answer === 'invalid'
          ? { status: 400, message: 'body/mobile must match pattern', errors: [{ field: 'body/mobile', message: 'must match pattern "^\\+?[0-9]{6,15}$"' }] }
          : { status: 409, message: 'this email is already registered', errors: [{ field: 'body/email', message: 'is already registered' }] },
      ),
    );
    await table();
    await app.user.click(screen.getByRole('button', { name: 'New student' }));
    const dialog = await screen.findByRole('dialog', { name: 'New student' }, { timeout: 5000 });
    // The form's own check first: nothing is sent without the required fields.
    await app.user.click(within(dialog).getByRole('button', { name: 'Create student' }));
    expect(within(dialog).getByLabelText('First name').getAttribute('aria-invalid')).toBe('true');
    expect(app.api.calls()).not.toContain('POST /api/common/create-student');

    await fill(app.user, dialog, { 'First name': 'Kabir', 'Last name': 'Rao', Email: 'aarav@example.test', 'Mobile number': '98765 43210' });
    await app.user.click(within(dialog).getByRole('button', { name: 'Create student' }));
    const mobile = within(dialog).getByLabelText('Mobile number');
    await waitFor(() => expect(mobile.getAttribute('aria-invalid')).toBe('true'));
    expect(within(dialog).getByText(/Not accepted: must match pattern/)).toBeTruthy();
    expect(mobile.getAttribute('aria-describedby')).toContain('error');

    answer = 'duplicate';
    await app.user.click(within(dialog).getByRole('button', { name: 'Create student' }));
    const email = within(dialog).getByLabelText('Email');
    await waitFor(() => expect(email.getAttribute('aria-invalid')).toBe('true'));
    expect(within(dialog).getByText(/already exists/)).toBeTruthy();
    // Everything typed is still there.
    expect((within(dialog).getByLabelText('First name') as HTMLInputElement).value).toBe('Kabir');
    expect((email as HTMLInputElement).value).toBe('aarav@example.test');
    expect((within(dialog).getByLabelText('Mobile number') as HTMLInputElement).value).toBe('98765 43210');
  });

  it('opens straight away from a dashboard’s “Add a student” link (?new=1), which leaves the address', async () => {
    const app = await renderApp('app', { url: '/student_list?new=1', user: 'school_counselor', api: (api) => void studentDirectory(api, [aarav]) });
    expect(await screen.findByRole('dialog', { name: 'New student' }, { timeout: 5000 })).toBeTruthy();
    await waitFor(() => expect(app.location()).toBe('/student_list'));
  });
});

describe('Email selected (bulk mail to students)', () => {
  const priya = student(8, 'Priya', 'Das');
  const rohan = student(9, 'Rohan', 'Gill');
  type Sent = { student_user_ids: number[]; subject: string; body_html: string };

  it('an operations manager selects two students, writes once and sends; the answer says what was queued and skipped', async () => {
    const sent: Sent[] = [];
    const app = await openList('operations_manager', [aarav, priya, rohan], (api) => {
      api.leads('get', '/my-lead/nurturing-credits', () => ok(creditSummaryFixture({ balance: 40, credit_per_lead: 1 })));
      api.portal('post', '/common/send-bulk-mail', async (request) => {
        sent.push((await request.json()) as Sent);
        return ok({ batch_id: 'mail-send-12', queued: 1, skipped: [{ student_user_id: 8, reason: 'unsubscribed' as const }] });
      });
    });
    const tbl = await table();
    expect(screen.queryByRole('region', { name: 'Selected students' })).toBeNull();
    // "Select this page", then one row off: two selected.
    await app.user.click(within(tbl).getByRole('checkbox', { name: 'Select every student on this page' }));
    const bar = await screen.findByRole('region', { name: 'Selected students' }, { timeout: 5000 });
    expect(within(bar).getByText('3 students selected')).toBeTruthy();
    await app.user.click(within(tbl).getByRole('checkbox', { name: 'Select Rohan Gill' }));
    expect(within(bar).getByText('2 students selected')).toBeTruthy();
    expect((within(tbl).getByRole('checkbox', { name: 'Select every student on this page' }) as HTMLInputElement).checked).toBe(false);

    const opener = within(bar).getByRole('button', { name: 'Email selected' });
    await app.user.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Email the selected students' }, { timeout: 5000 });
    expect(within(dialog).getByText(/To 2 students/).closest('p')!.textContent).toContain('Aarav Sharma, Priya Das. 2 students will receive it');
    expect(await within(dialog).findByText(/Each email costs 1 credit: up to 2 credits for this send\. Your balance is 40 credits\./)).toBeTruthy();
    // The form's own check: nothing is sent without a subject and a message.
    await app.user.click(within(dialog).getByRole('button', { name: 'Send 2 emails' }));
    expect(within(dialog).getByLabelText('Subject').getAttribute('aria-invalid')).toBe('true');
    expect(within(dialog).getByText('Write the message.')).toBeTruthy();
    expect(sent).toEqual([]);

    await app.user.type(within(dialog).getByLabelText('Subject'), 'Intake news');
    await app.user.type(within(dialog).getByLabelText('Message'), 'Hello {{{{first_name}},{enter}{enter}Fees <due> soon & more.');
    await app.user.click(within(dialog).getByRole('button', { name: 'Send 2 emails' }));
    expect(await within(dialog).findByText('1 email queued: it goes out in the next minutes.')).toBeTruthy();
    expect(within(dialog).getByText('1 student skipped: unsubscribed from your mails.')).toBeTruthy();
    expect(sent).toEqual([{ student_user_ids: [7, 8], subject: 'Intake news', body_html: '<p>Hello {{first_name}},</p>\n<p>Fees &lt;due&gt; soon &amp; more.</p>' }]);
    await app.user.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Email selected' })));
    expect(screen.getByText('1 email queued, 1 student skipped.').closest('[role="status"]')).not.toBeNull();
  });

  it('shows a 400 on its field and a 422 (credits) in words, keeping what was typed', async () => {
    let answer: 400 | 422 = 400;
    const app = await openList('counselor', [aarav, priya], (api) =>
      api.portal('post', '/common/send-bulk-mail', () =>
        answer === 400
          ? { status: 400, message: 'body/subject must NOT have more than 200 characters', errors: [{ field: 'body/subject', message: 'must NOT have more than 200 characters' }] }
          : { status: 422, message: 'insufficient credits: the send costs 2, the balance is 0', errors: [{ field: 'body/student_user_ids', message: 'costs 2 credits, the balance is 0' }] },
      ),
    );
    const tbl = await table();
    await app.user.click(within(tbl).getByRole('checkbox', { name: 'Select Aarav Sharma' }));
    await app.user.click(within(tbl).getByRole('checkbox', { name: 'Select Priya Das' }));
    await app.user.click(await screen.findByRole('button', { name: 'Email selected' }, { timeout: 5000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Email the selected students' }, { timeout: 5000 });
    await app.user.type(within(dialog).getByLabelText('Subject'), 'Hi');
    await app.user.type(within(dialog).getByLabelText('Message'), 'Hello');
    await app.user.click(within(dialog).getByRole('button', { name: 'Send 2 emails' }));
    const subject = await expectRefusedField(dialog, 'Subject', 'Not accepted: must NOT have more than 200 characters.');

    answer = 422;
    await app.user.click(within(dialog).getByRole('button', { name: 'Send 2 emails' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Nothing was sent: costs 2 credits, the balance is 0.');
    expect((subject as HTMLInputElement).value).toBe('Hi');
    expect((within(dialog).getByLabelText('Message') as HTMLTextAreaElement).value).toBe('Hello');
  });

  it.each(['accounts', 'school_counselor'] as const)('is not offered to a user of type %s (not in sendBulkMailToStudents’ x-access)', async (role) => {
    await renderApp('app', { url: '/student_list', user: role, api: (api) => void studentDirectory(api, [aarav, priya]) });
    const tbl = await table();
    expect(within(tbl).queryAllByRole('checkbox')).toEqual([]);
    expect(screen.queryByRole('button', { name: 'Email selected' })).toBeNull();
  });
});
