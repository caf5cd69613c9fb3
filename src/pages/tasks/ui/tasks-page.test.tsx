import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/app/test/render-app';
import type { MockApi } from '@/app/test/mock-api';
import { localDate, taskFixture, type Task, type TaskSaveBody } from '@/entities/task';

const ok = <T,>(data: T) => ({ status: true as const, data });
const me = { user_id: 41, first_name: 'Asha', last_name: 'Rao', user_type: 'counselor' as const };
const anil = { user_id: 12, first_name: 'Anil', last_name: 'Kapoor', user_type: 'operations_manager' as const };
const ananya = { user_id: 101, first_name: 'Ananya', last_name: 'Reddy', email: 'ananya@example.test' };
const inDays = (days: number) => localDate(new Date(Date.now() + days * 86_400_000));

/** A fake of the tasks calls over `tasks`, filtering as the server does; returns the bodies it was sent. */
function tasksServer(api: MockApi, tasks: Task[], { failList = false } = {}) {
  const saved: TaskSaveBody[] = [];
  const deleted: string[] = [];
  const list = (request: Request, mine: boolean) => {
    if (failList) return { status: 500, message: 'Down' };
    const query = new URL(request.url).searchParams;
    const filter = query.get('filter');
    const tag = query.get('tag');
    const items = tasks.filter((t) => {
      if (mine ? t.assigned_to.user_id !== me.user_id : t.created_by.user_id !== me.user_id || t.assigned_to.user_id === me.user_id) return false;
      if (filter === 'completed') return t.status === 'completed';
      if (filter === 'deleted') return t.status === 'deleted';
      if (t.status !== 'open') return false;
      if (filter === 'important' && !t.important) return false;
      return !tag || t.priority === tag;
    });
    return ok({ items, page: 1, page_size: 20, total: items.length });
  };
  api
    .portal('get', '/common/tasks', (request) => list(request, true))
    .portal('get', '/common/tasks-assigned', (request) => list(request, false))
    .portal('get', '/common/tasks-users', () => ok({ items: [me, anil], page: 1, page_size: 100, total: 2 }))
    .portal('get', '/common/tasks-students', () => ok({ items: [ananya], page: 1, page_size: 100, total: 1 }))
    .portal('post', '/common/tasks', async (request) => {
      const body = (await request.json()) as TaskSaveBody;
      saved.push(body);
      if (body.title === 'Refuse me') return { status: 422, message: 'Invalid', errors: [{ field: 'body/assigned_to', message: 'not someone you may assign to' }] };
      const people = [me, anil, { ...ananya, user_type: 'student' as const }];
      const fields = {
        title: body.title,
        description: body.description ?? null,
        due_date: body.due_date ?? null,
        priority: body.priority,
        important: body.important,
        status: body.status,
        assigned_to: people.find((p) => p.user_id === (body.assigned_to ?? me.user_id)) ?? me,
        student_user_id: body.student_user_id ?? null,
        student: body.student_user_id ? ananya : null,
        completed_at: body.status === 'completed' ? '2026-11-24T10:00:00.000Z' : null,
      };
      const existing = tasks.find((t) => t.task_id === body.task_id);
      if (existing) {
        Object.assign(existing, fields);
        return ok(existing);
      }
      const created = taskFixture({ task_id: 900 + saved.length, created_by: me, ...fields });
      tasks.push(created);
      return ok(created);
    })
    .portal('get', '/common/tasks/{user_id}', (request) => {
      const url = new URL(request.url);
      deleted.push(`${url.pathname}?${url.searchParams.get('delete_task_id')}`);
      const task = tasks.find((t) => t.task_id === Number(url.searchParams.get('delete_task_id')));
      if (task) task.status = 'deleted';
      return ok({ items: [], page: 1, page_size: 1, total: 0, deleted_task_id: task?.task_id ?? null });
    });
  return { saved, deleted };
}

const seeded = (): Task[] => [
  taskFixture({
    task_id: 1,
    title: 'Review Ananya’s SOP draft',
    description: 'Second draft, MSc Data Science.',
    due_date: inDays(2),
    priority: 'high',
    important: true,
    assigned_to: me,
    created_by: me,
    student_user_id: ananya.user_id,
    student: ananya,
  }),
  taskFixture({ task_id: 2, title: 'Send the weekly pipeline report', due_date: inDays(-1), assigned_to: me, created_by: anil }),
  taskFixture({ task_id: 3, title: 'Call the bank', priority: 'low', assigned_to: anil, created_by: me }),
];

describe('the tasks page', () => {
  it('lists the open tasks with what, when, who and about whom; marking one done moves it to Completed, where it can be reopened', async () => {
    const tasks = seeded();
    let server!: ReturnType<typeof tasksServer>;
    const app = await renderApp('app', { user: 'counselor', url: '/tasks', api: (api) => (server = tasksServer(api, tasks)) });

    const list = await screen.findByRole('list', { name: 'Tasks' }, { timeout: 5000 });
    const review = within(list).getByRole('listitem', { name: 'Review Ananya’s SOP draft' });
    expect(review.textContent).toContain('Second draft, MSc Data Science.');
    expect(review.textContent).toMatch(/Due in 2 days \(\d\d-\d\d-\d{4}\) · High priority · about Ananya Reddy/);
    expect(within(review).getByLabelText('Important')).toBeTruthy();
    expect(within(review).getByRole('link', { name: 'Ananya Reddy' }).getAttribute('href')).toBe('/student_details/101');
    expect(within(list).getByRole('listitem', { name: 'Send the weekly pipeline report' }).textContent).toMatch(/Overdue by 1 day .* · from Anil Kapoor/);
    expect(screen.getByRole('status').textContent).toBe('1–2 of 2 tasks');
    expect(screen.getByRole('link', { name: 'Open' }).getAttribute('aria-current')).toBe('page');

    await app.user.click(screen.getByRole('button', { name: 'Mark done: “Send the weekly pipeline report”' }));
    expect((await screen.findByText('“Send the weekly pipeline report” is done. Find it under Completed.')).closest('[role="status"]')).toBeTruthy();
    expect(server.saved.at(-1)).toMatchObject({ task_id: 2, status: 'completed', title: 'Send the weekly pipeline report', assigned_to: me.user_id });
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'Tasks' })).queryByRole('listitem', { name: 'Send the weekly pipeline report' })).toBeNull());

    await app.user.click(screen.getByRole('link', { name: 'Completed' }));
    expect(app.location()).toBe('/tasks-completed');
    expect(await screen.findByRole('heading', { name: 'Completed tasks', level: 1 })).toBeTruthy();
    const done = await screen.findByRole('listitem', { name: 'Send the weekly pipeline report' });
    expect(done.textContent).toContain('Completed ');
    await app.user.click(within(done).getByRole('button', { name: 'Reopen “Send the weekly pipeline report”' }));
    expect(await screen.findByText('“Send the weekly pipeline report” is open again.')).toBeTruthy();
    expect(server.saved.at(-1)).toMatchObject({ task_id: 2, status: 'open' });
  });

  it('creates a task for a colleague about a student; the form checks the title first and keeps the input on a refusal', async () => {
    const tasks = seeded();
    let server!: ReturnType<typeof tasksServer>;
    const app = await renderApp('app', { user: 'counselor', url: '/tasks-assigned', api: (api) => (server = tasksServer(api, tasks)) });

    const given = await screen.findByRole('listitem', { name: 'Call the bank' });
    expect(given.textContent).toContain('for Anil Kapoor');
    await app.user.click(screen.getByRole('button', { name: 'New task' }));
    const form = await screen.findByRole('form', { name: 'New task' });
    await app.user.click(within(form).getByRole('button', { name: 'Create task' }));
    expect(within(form).getByText('Say what needs doing.')).toBeTruthy();
    expect(server.saved).toHaveLength(0);

    await app.user.type(within(form).getByLabelText('Title'), 'Refuse me');
    const assignee = await within(form).findByRole('option', { name: 'Anil Kapoor' });
    await app.user.selectOptions(within(form).getByLabelText('Assign to'), assignee);
    await app.user.click(within(form).getByRole('button', { name: 'Create task' }));
    expect(await within(form).findByText('Not accepted: not someone you may assign to.')).toBeTruthy();
    expect((within(form).getByLabelText('Title') as HTMLInputElement).value).toBe('Refuse me');

    await app.user.clear(within(form).getByLabelText('Title'));
    await app.user.type(within(form).getByLabelText('Title'), 'Check Ananya’s bank letter');
    await app.user.type(within(form).getByLabelText('Details (optional)'), 'Needs the seal.');
    await app.user.selectOptions(within(form).getByLabelText('About a student (optional)'), 'Ananya Reddy · ananya@example.test');
    await app.user.selectOptions(within(form).getByLabelText('Priority'), 'High priority');
    await app.user.click(within(form).getByRole('button', { name: 'Create task' }));

    expect(await screen.findByText('“Check Ananya’s bank letter” was added.')).toBeTruthy();
    expect(server.saved.at(-1)).toEqual({
      status: 'open',
      title: 'Check Ananya’s bank letter',
      description: 'Needs the seal.',
      due_date: null,
      priority: 'high',
      important: false,
      assigned_to: anil.user_id,
      student_user_id: ananya.user_id,
    });
    expect(await screen.findByRole('listitem', { name: 'Check Ananya’s bank letter' })).toBeTruthy();
  });

  it('deletes a task only after a confirmation, through the spec’s GET', async () => {
    const tasks = seeded();
    let server!: ReturnType<typeof tasksServer>;
    const app = await renderApp('app', { user: 'counselor', url: '/tasks', api: (api) => (server = tasksServer(api, tasks)) });

    await app.user.click(await screen.findByRole('button', { name: 'Delete “Review Ananya’s SOP draft”' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete this task?' });
    await app.user.click(within(confirm).getByRole('button', { name: 'Keep it' }));
    expect(server.deleted).toEqual([]);

    await app.user.click(screen.getByRole('button', { name: 'Delete “Review Ananya’s SOP draft”' }));
    await app.user.click(within(await screen.findByRole('dialog', { name: 'Delete this task?' })).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('“Review Ananya’s SOP draft” was deleted. Find it under Deleted.')).toBeTruthy();
    expect(server.deleted).toEqual(['/api/common/tasks/41?1']);

    await app.user.click(screen.getByRole('link', { name: 'Deleted' }));
    const gone = await screen.findByRole('listitem', { name: 'Review Ananya’s SOP draft' });
    expect(within(gone).queryByRole('button')).toBeNull();
  });

  it('gives a student their own tasks without the pickers or the list of tasks given to others', async () => {
    const tasks = [taskFixture({ task_id: 5, title: 'Book your IELTS test', priority: 'high', assigned_to: me, created_by: anil, student_user_id: 41, student: { ...ananya, user_id: 41 } })];
    let server!: ReturnType<typeof tasksServer>;
    const app = await renderApp('app', { user: 'student', url: '/tasks/tag/high', api: (api) => (server = tasksServer(api, tasks)) });

    const item = await screen.findByRole('listitem', { name: 'Book your IELTS test' });
    expect(item.textContent).not.toContain('about');
    expect(screen.getByRole('link', { name: 'High priority' }).getAttribute('aria-current')).toBe('page');
    expect(screen.queryByRole('link', { name: 'Given to others' })).toBeNull();

    await app.user.click(screen.getByRole('button', { name: 'New task' }));
    const form = await screen.findByRole('form', { name: 'New task' });
    expect(within(form).queryByLabelText('Assign to')).toBeNull();
    expect(within(form).queryByLabelText('About a student (optional)')).toBeNull();
    await app.user.type(within(form).getByLabelText('Title'), 'Scan my passport');
    await app.user.click(within(form).getByRole('button', { name: 'Create task' }));
    await waitFor(() => expect(server.saved.at(-1)).toMatchObject({ title: 'Scan my passport', assigned_to: 41, student_user_id: null }));
    expect(app.api.calls()).not.toContain('GET /api/common/tasks-users');
  });

  it('says when a list is empty', async () => {
    await renderApp('app', { user: 'counselor', url: '/tasks-important', api: (api) => tasksServer(api, []) });
    expect(await screen.findByRole('heading', { name: 'No open task is marked important.' })).toBeTruthy();
  });

  it('offers a retry when the tasks do not load', async () => {
    await renderApp('app', { user: 'counselor', url: '/tasks', api: (api) => tasksServer(api, [], { failList: true }) });
    expect(await screen.findByRole('heading', { name: 'Your tasks could not be loaded' }, { timeout: 8000 })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
