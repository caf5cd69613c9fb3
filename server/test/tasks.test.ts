// Tasks as their users see them: the seeded lists by view, filter, tag and page; creating, completing, marking
// important, re-tagging and deleting (the spec's GET); who may assign to whom; someone else's task; bad input.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_USERS } from '../src/seed/demo-users.ts';
import { bearer, signIn, startTestServer, type TestServer } from './harness.ts';

let server: TestServer;
const tokens: Record<string, string> = {};
const ids: Record<string, number> = {};
const ACTORS = ['student', 'counselor', 'visa', 'operations', 'manager', 'agent', 'franchise', 'area', 'sc', 'accounts', 's-zara', 's-ananya'];

beforeAll(async () => {
  server = await startTestServer();
  for (const key of ACTORS) tokens[key] = (await signIn(server, key)).token;
  const { rows } = await server.db.query<{ email: string; user_id: number }>('SELECT email, user_id FROM users');
  for (const user of DEMO_USERS) ids[user.key] = rows.find((r) => r.email === user.email)!.user_id;
}, 120_000);
afterAll(async () => server?.close());

type Task = {
  task_id: number; title: string; description: string | null; due_date: string | null; priority: string; important: boolean;
  status: string; assigned_to: { user_id: number; first_name: string; user_type: string }; created_by: { user_id: number; first_name: string };
  student_user_id: number | null; student: { user_id: number; first_name: string; email: string } | null;
  completed_at: string | null; deleted_at: string | null; updated_at: string;
};
type Page<T> = { items: T[]; page: number; page_size: number; total: number };

const call = async (method: 'GET' | 'POST' | 'HEAD', as: string, url: string, payload?: unknown) => {
  const response = await server.app.inject({ method, url: `${server.portal}${url}`, payload: payload as object, headers: bearer(tokens[as]) });
  return { status: response.statusCode, body: method === 'HEAD' ? null : response.json(), headers: response.headers };
};
const get = (as: string, url: string) => call('GET', as, url);
const post = (as: string, url: string, payload?: unknown) => call('POST', as, url, payload);
const titles = (page: Page<Task>) => page.items.map((t) => t.title);
const dayFromNow = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
/** The stored row, read past the API. */
const stored = async (taskId: number) =>
  (await server.db.query<{ status: string; assigned_to: number; deleted_by: number | null; completed_at: Date | null }>(
    'SELECT status, assigned_to, deleted_by, completed_at FROM tasks WHERE task_id = $1', [taskId])).rows[0];
const notificationsOf = async (key: string, name: string) =>
  (await server.db.query<{ heading: string; body: string; link: string }>(
    'SELECT heading, body, link FROM notifications WHERE user_id = $1 AND name = $2 ORDER BY notification_id', [ids[key], name])).rows;

describe('the seeded lists', () => {
  it("a student's open tasks: soonest due first, undated last, with who gave them and whom they are about", async () => {
    const { status, body } = await get('student', '/common/tasks');
    expect(status).toBe(200);
    const page = body.data as Page<Task>;
    expect(titles(page)).toEqual([
      'Upload your Class X pass certificate',
      'Pick my top three courses on University Preference',
      'Book your IELTS Academic test',
      'Read the note on the UK Graduate Route',
    ]);
    expect(page).toMatchObject({ page: 1, page_size: 20, total: 4 });
    const [first, own] = page.items;
    expect(first).toMatchObject({
      priority: 'high', important: true, status: 'open', completed_at: null, deleted_at: null,
      assigned_to: { user_id: ids.student, first_name: 'Aarav', user_type: 'student' },
      created_by: { user_id: ids.counselor, first_name: 'Priya' },
      student_user_id: ids.student,
      student: { user_id: ids.student, first_name: 'Aarav', email: 'student@demo.unipath.test' },
    });
    expect(first.due_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(own).toMatchObject({ created_by: { user_id: ids.student }, student: null, student_user_id: null });
    expect(page.items.at(-1)!.due_date).toBeNull();
  });

  it('the completed, important and deleted views and the tags', async () => {
    const completed = (await get('student', '/common/tasks?filter=completed')).body.data as Page<Task>;
    expect(titles(completed)).toEqual(['Fill in the Additional Information Sheet']);
    expect(completed.items[0].completed_at).not.toBeNull();
    expect(titles((await get('student', '/common/tasks?filter=important')).body.data)).toEqual(['Upload your Class X pass certificate']);
    expect(titles((await get('student', '/common/tasks?tag=high')).body.data)).toEqual([
      'Upload your Class X pass certificate', 'Book your IELTS Academic test',
    ]);
    expect(titles((await get('student', '/common/tasks?tag=low&filter=completed')).body.data)).toEqual([]);
    const deleted = (await get('counselor', '/common/tasks?filter=deleted')).body.data as Page<Task>;
    expect(titles(deleted)).toEqual(['Move the Canada webinar to Thursday']);
    expect(deleted.items[0].deleted_at).not.toBeNull();
  });

  it("a counselor's own list, and the tasks she gave to others", async () => {
    expect(titles((await get('counselor', '/common/tasks')).body.data)).toEqual([
      'Review Ananya Reddy’s second SOP draft', 'Send the weekly pipeline report', 'Call Arjun Bose’s parents about the budget',
    ]);
    const given = (await get('counselor', '/common/tasks-assigned')).body.data as Page<Task>;
    expect(titles(given)).toEqual([
      'Upload your Class X pass certificate', 'Check Aarav Sharma’s passport validity for the UK visa',
      'Book your IELTS Academic test', 'Read the note on the UK Graduate Route',
    ]);
    expect(given.items.every((t) => t.created_by.user_id === ids.counselor && t.assigned_to.user_id !== ids.counselor)).toBe(true);
    expect(titles((await get('counselor', '/common/tasks-assigned?filter=completed')).body.data)).toEqual(['Fill in the Additional Information Sheet']);
  });

  it('pages', async () => {
    const second = (await get('student', '/common/tasks?page=2&page_size=3')).body.data as Page<Task>;
    expect(second).toMatchObject({ page: 2, page_size: 3, total: 4 });
    expect(titles(second)).toEqual(['Read the note on the UK Graduate Route']);
    const beyond = (await get('student', '/common/tasks?page=9&page_size=3')).body.data as Page<Task>;
    expect(beyond).toMatchObject({ items: [], total: 4 });
  });
});

describe('saving a task', () => {
  let mine: Task;

  it('a student makes a task for themself (201), with defaults', async () => {
    const due = dayFromNow(3);
    const { status, body } = await post('student', '/common/tasks', { title: '  Ask about the deposit refund policy ', due_date: due });
    expect(status).toBe(201);
    mine = body.data;
    expect(mine).toMatchObject({
      title: 'Ask about the deposit refund policy', description: null, due_date: due, priority: 'medium',
      important: false, status: 'open', assigned_to: { user_id: ids.student }, created_by: { user_id: ids.student }, student: null,
    });
    expect(titles((await get('student', '/common/tasks')).body.data)).toContain('Ask about the deposit refund policy');
    // Nobody is told about a task one gives oneself.
    expect(await notificationsOf('student', 'task_assigned')).toEqual([]);
  });

  it('completes, marks important and re-tags (200); an update resets what it leaves out', async () => {
    const done = await post('student', '/common/tasks', { task_id: mine.task_id, title: mine.title, due_date: mine.due_date, status: 'completed', important: true, priority: 'high' });
    expect(done.status).toBe(200);
    expect(done.body.data).toMatchObject({ task_id: mine.task_id, status: 'completed', important: true, priority: 'high', due_date: mine.due_date });
    const completedAt = done.body.data.completed_at;
    expect(completedAt).not.toBeNull();
    expect(titles((await get('student', '/common/tasks?filter=completed')).body.data)).toContain(mine.title);
    expect(titles((await get('student', '/common/tasks')).body.data)).not.toContain(mine.title);

    // Saved again while completed: the completion time stays.
    const again = await post('student', '/common/tasks', { task_id: mine.task_id, title: 'Ask about the refund policy', status: 'completed', priority: 'low' });
    expect(again.body.data).toMatchObject({ title: 'Ask about the refund policy', completed_at: completedAt, important: false, priority: 'low', due_date: null });

    const reopened = await post('student', '/common/tasks', { task_id: mine.task_id, title: 'Ask about the refund policy', description: 'Before paying the deposit.' });
    expect(reopened.body.data).toMatchObject({ status: 'open', completed_at: null, priority: 'medium', description: 'Before paying the deposit.' });
    expect(titles((await get('student', '/common/tasks?tag=medium')).body.data)).toContain('Ask about the refund policy');
  });

  it('a counselor gives a task to her student, who is told and can complete it', async () => {
    const due = dayFromNow(5);
    const { status, body } = await post('counselor', '/common/tasks', {
      title: 'Sign the consent form', assigned_to: ids.student, student_user_id: ids.student, due_date: due, priority: 'high',
    });
    expect(status).toBe(201);
    expect(body.data).toMatchObject({ assigned_to: { user_id: ids.student }, created_by: { user_id: ids.counselor }, student: { user_id: ids.student } });
    const told = await notificationsOf('student', 'task_assigned');
    expect(told).toEqual([{ heading: 'New task: Sign the consent form', body: `Priya Nair assigned you a task, due ${due} (task ${body.data.task_id}).`, link: '/home' }]);
    // The assignee works on it, keeping what the counselor set.
    const done = await post('student', '/common/tasks', { task_id: body.data.task_id, title: 'Sign the consent form', assigned_to: ids.student, student_user_id: ids.student, due_date: due, priority: 'high', status: 'completed' });
    expect(done.status).toBe(200);
    expect((await stored(body.data.task_id)).status).toBe('completed');
    expect(titles((await get('counselor', '/common/tasks-assigned?filter=completed')).body.data)).toContain('Sign the consent form');
  });

  it('staff give tasks to staff; the assignee can work on a task about a student they do not reach', async () => {
    // Ananya is the counselor's student, not the visa officer's.
    const created = await post('counselor', '/common/tasks', { title: 'Check Ananya’s bank letter', assigned_to: ids.visa, student_user_id: ids['s-ananya'] });
    expect(created.status).toBe(201);
    expect((await notificationsOf('visa', 'task_assigned'))[0]).toMatchObject({ heading: 'New task: Check Ananya’s bank letter', link: '/tasks' });
    const kept = await post('visa', '/common/tasks', { task_id: created.body.data.task_id, title: 'Check Ananya’s bank letter', assigned_to: ids.visa, student_user_id: ids['s-ananya'], important: true });
    expect(kept.status).toBe(200);
    // …but cannot point it at a student of their own choosing that they do not reach.
    const moved = await post('visa', '/common/tasks', { task_id: created.body.data.task_id, title: 'x', assigned_to: ids.visa, student_user_id: ids['s-kabir'] });
    expect(moved.status).toBe(403);
    expect(moved.body.message).toMatch(/body\/student_user_id/);
    // An operations manager hands work to a counselor; a master franchise to its area franchise; an agent to its student.
    expect((await post('manager', '/common/tasks', { title: 'Quarterly review', assigned_to: ids.counselor })).status).toBe(201);
    expect((await post('franchise', '/common/tasks', { title: 'Visit the Chandigarh fair', assigned_to: ids.area })).status).toBe(201);
    expect((await post('agent', '/common/tasks', { title: 'Send me your fee receipt', assigned_to: ids.student, student_user_id: ids.student })).status).toBe(201);
  });

  it('refuses assignees outside the caller’s circle (422 naming body/assigned_to)', async () => {
    const cases: [string, number][] = [
      ['student', ids.counselor], // a student assigns only to themself
      ['student', ids['s-ananya']],
      ['agent', ids.counselor], // an agent: themself and their students
      ['area', ids.franchise], // an area franchise does not assign up
      ['counselor', ids['s-zara']], // a student the counselor does not reach
      ['counselor', ids.agent], // agents are not in staff's circle
    ];
    for (const [as, assignee] of cases) {
      const { status, body } = await post(as, '/common/tasks', { title: 'Not allowed', assigned_to: assignee });
      expect({ as, status, field: body.errors?.[0]?.field }).toEqual({ as, status: 422, field: 'body/assigned_to' });
    }
    const { rows } = await server.db.query("SELECT 1 FROM tasks WHERE title = 'Not allowed'");
    expect(rows).toEqual([]);
  });

  it('a task about someone else’s student is refused; a missing one is 404', async () => {
    const other = await post('student', '/common/tasks', { title: 'About Zara', student_user_id: ids['s-zara'] });
    expect(other.status).toBe(403);
    const agent = await post('agent', '/common/tasks', { title: 'About Zara', student_user_id: ids['s-zara'] });
    expect(agent.status).toBe(403);
    const missing = await post('counselor', '/common/tasks', { title: 'About nobody', student_user_id: 999_999 });
    expect(missing.status).toBe(404);
    expect(missing.body.message).toMatch(/body\/student_user_id/);
  });

  it('a new task due in the past is a 422; an update may keep its past date', async () => {
    const past = await post('counselor', '/common/tasks', { title: 'Too late', due_date: dayFromNow(-3) });
    expect(past.status).toBe(422);
    expect(past.body.errors).toEqual([{ field: 'body/due_date', message: 'must be today or later' }]);
    // The seeded completed task was due two days ago.
    const seeded = ((await get('student', '/common/tasks?filter=completed')).body.data as Page<Task>).items.find((t) => t.title === 'Fill in the Additional Information Sheet')!;
    const reopen = await post('counselor', '/common/tasks', { task_id: seeded.task_id, title: seeded.title, assigned_to: ids.student, student_user_id: ids.student, due_date: seeded.due_date });
    expect(reopen.status).toBe(200);
    expect(reopen.body.data).toMatchObject({ status: 'open', due_date: seeded.due_date });
  });

  it('400 naming the field', async () => {
    const cases: [unknown, string][] = [
      [{}, 'body/title'],
      [{ title: '' }, 'body/title'],
      [{ title: '   ' }, 'body/title'],
      [{ title: 'x'.repeat(201) }, 'body/title'],
      [{ title: 'ok', priority: 'urgent' }, 'body/priority'],
      [{ title: 'ok', due_date: '22-11-2026' }, 'body/due_date'],
      [{ title: 'ok', status: 'deleted' }, 'body/status'],
      [{ title: 'ok', important: 'yes' }, 'body/important'],
      [{ title: 'ok', assigned_to: 0 }, 'body/assigned_to'],
      [{ title: 'ok', colour: 'red' }, 'body/colour'],
    ];
    for (const [payload, field] of cases) {
      const { status, body } = await post('counselor', '/common/tasks', payload);
      expect({ payload, status, fields: body.errors?.map((e: { field: string }) => e.field) }).toEqual({ payload, status: 400, fields: [field] });
    }
    for (const [query, field] of [['filter=open', 'querystring/filter'], ['tag=urgent', 'querystring/tag'], ['page_size=0', 'querystring/page_size'], ['page=0', 'querystring/page']]) {
      const { status, body } = await get('counselor', `/common/tasks?${query}`);
      expect({ query, status, field: body.errors?.[0]?.field }).toEqual({ query, status: 400, field });
    }
  });

  it('someone else’s task: 403; a task that does not exist: 404', async () => {
    const seeded = ((await get('counselor', '/common/tasks')).body.data as Page<Task>).items[0];
    for (const as of ['s-zara', 'student', 'visa', 'agent']) {
      const { status, body } = await post(as, '/common/tasks', { task_id: seeded.task_id, title: 'Mine now' });
      expect({ as, status, message: body.message }).toEqual({ as, status: 403, message: `body/task_id: task ${seeded.task_id} is not yours` });
    }
    const missing = await post('counselor', '/common/tasks', { task_id: 999_999, title: 'x' });
    expect(missing.status).toBe(404);
    expect((await stored(seeded.task_id)).status).toBe('open');
  });

  it('the task lists are for their roles', async () => {
    for (const path of ['/common/tasks-assigned', '/common/tasks-students']) {
      const { status, body } = await get('student', path);
      expect(status).toBe(403);
      expect(body.message).toMatch(/a student may not call/);
    }
  });
});

describe('deleting through GET /common/tasks/{user_id}', () => {
  let task: Task;

  it('moves the task to the deleted list and answers the list without it', async () => {
    task = (await post('student', '/common/tasks', { title: 'Throw me away', due_date: dayFromNow(1) })).body.data;
    const { status, body, headers } = await get('student', `/common/tasks/${ids.student}?delete_task_id=${task.task_id}`);
    expect(status).toBe(200);
    expect(headers['cache-control']).toBe('no-store');
    expect(body.data.deleted_task_id).toBe(task.task_id);
    expect(titles(body.data)).not.toContain('Throw me away');
    const deleted = (await get('student', '/common/tasks?filter=deleted')).body.data as Page<Task>;
    expect(deleted.items.find((t) => t.task_id === task.task_id)).toMatchObject({ status: 'deleted' });
    expect(await stored(task.task_id)).toMatchObject({ status: 'deleted', deleted_by: ids.student });
  });

  it('deleting again changes nothing; a deleted task cannot be saved (409)', async () => {
    const before = (await get('student', '/common/tasks?filter=deleted')).body.data.items.find((t: Task) => t.task_id === task.task_id);
    const again = await get('student', `/common/tasks/${ids.student}?delete_task_id=${task.task_id}`);
    expect(again.status).toBe(200);
    expect(again.body.data.deleted_task_id).toBe(task.task_id);
    const after = (await get('student', '/common/tasks?filter=deleted')).body.data.items.find((t: Task) => t.task_id === task.task_id);
    expect(after.deleted_at).toBe(before.deleted_at);
    const save = await post('student', '/common/tasks', { task_id: task.task_id, title: 'Back again' });
    expect(save.status).toBe(409);
    expect(save.body.errors).toEqual([{ field: 'body/task_id', message: 'is deleted' }]);
  });

  it('a HEAD request deletes nothing', async () => {
    const keep = (await post('counselor', '/common/tasks', { title: 'Keep me' })).body.data as Task;
    const head = await call('HEAD', 'counselor', `/common/tasks/${ids.counselor}?delete_task_id=${keep.task_id}`);
    expect(head.status).toBe(200);
    expect((await stored(keep.task_id)).status).toBe('open');
  });

  it("the creator deletes a task she gave; nobody else's task; nobody else's list", async () => {
    const given = (await post('counselor', '/common/tasks', { title: 'For Aarav, then not', assigned_to: ids.student, student_user_id: ids.student })).body.data as Task;
    // Zara may list her own tasks, not delete Aarav's.
    const zara = await get('s-zara', `/common/tasks/${ids['s-zara']}?delete_task_id=${given.task_id}`);
    expect(zara.status).toBe(403);
    expect(zara.body.message).toBe(`query/delete_task_id: task ${given.task_id} is not yours`);
    expect((await stored(given.task_id)).status).toBe('open');
    expect((await get('s-zara', `/common/tasks/${ids['s-zara']}?delete_task_id=999999`)).status).toBe(404);
    // The counselor lists her own tasks while deleting one on the student's list.
    const gone = await get('counselor', `/common/tasks/${ids.counselor}?delete_task_id=${given.task_id}`);
    expect(gone.status).toBe(200);
    expect(titles((await get('student', '/common/tasks')).body.data)).not.toContain('For Aarav, then not');
  });

  it("lists another user's tasks only for those who manage them", async () => {
    const managed = await get('manager', `/common/tasks/${ids.counselor}`);
    expect(managed.status).toBe(200);
    expect(titles(managed.body.data)).toContain('Review Ananya Reddy’s second SOP draft');
    expect(managed.body.data.deleted_task_id).toBeNull();
    const master = await get('franchise', `/common/tasks/${ids.area}`);
    expect(titles(master.body.data)).toEqual(['Visit the Chandigarh fair']);
    for (const [as, whose] of [['student', 'counselor'], ['counselor', 'student'], ['agent', 'counselor'], ['area', 'franchise'], ['manager', 'student']]) {
      const { status } = await get(as, `/common/tasks/${ids[whose]}`);
      expect({ as, whose, status }).toEqual({ as, whose, status: 403 });
    }
    expect((await get('manager', '/common/tasks/999999')).status).toBe(404);
  });
});

describe('the pickers', () => {
  const names = (page: Page<{ first_name: string; last_name: string }>) => page.items.map((u) => `${u.first_name} ${u.last_name}`);

  it('task users: the caller first, then whom they may assign to', async () => {
    const staff = (await get('counselor', '/common/tasks-users?page_size=100')).body.data as Page<{ user_id: number; user_type: string }>;
    expect(staff.items[0].user_id).toBe(ids.counselor);
    expect(new Set(staff.items.map((u) => u.user_type))).toEqual(new Set(['counselor', 'operations', 'visa', 'operations_manager', 'student_support', 'accounts']));
    expect(names((await get('counselor', '/common/tasks-users')).body.data)).toEqual([
      'Priya Nair', 'Anil Kapoor', 'Deepa Menon', 'Meera Iyer', 'Rohit Gupta', 'Vikram Rao',
    ]);
    expect(names((await get('counselor', '/common/tasks-users?q=iyer')).body.data)).toEqual(['Meera Iyer']);
    expect(names((await get('franchise', '/common/tasks-users')).body.data)).toEqual(['Sunita Verma', 'Karan Singh']);
    for (const [as, name] of [['agent', 'Rahul Mehta'], ['area', 'Karan Singh'], ['sc', 'Farah Khan'], ['student', 'Aarav Sharma']]) {
      expect(names((await get(as, '/common/tasks-users')).body.data)).toEqual([name]);
    }
    const paged = (await get('counselor', '/common/tasks-users?page=2&page_size=4')).body.data as Page<unknown>;
    expect(paged).toMatchObject({ page: 2, page_size: 4, total: 6 });
    expect(paged.items).toHaveLength(2);
  });

  it('task students: the students the caller reaches, by name', async () => {
    expect(names((await get('counselor', '/common/tasks-students')).body.data)).toEqual([
      'Aarav Sharma', 'Ananya Reddy', 'Arjun Bose', 'Ishaan Patel', 'Kabir Malhotra',
    ]);
    expect(names((await get('agent', '/common/tasks-students')).body.data)).toEqual(['Aarav Sharma', 'Ananya Reddy', 'Ishaan Patel']);
    expect(names((await get('sc', '/common/tasks-students?q=chopra')).body.data)).toEqual(['Myra Chopra']);
    const all = (await get('accounts', '/common/tasks-students?page_size=5')).body.data as Page<unknown>;
    expect(all.total).toBe(DEMO_USERS.filter((u) => u.role === 'student').length);
    expect(all.items).toHaveLength(5);
    expect((await get('counselor', '/common/tasks-students?q=')).status).toBe(400);
  });
});
