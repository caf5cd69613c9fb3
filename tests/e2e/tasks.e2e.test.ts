// Tasks in Chromium against the built SPA and the real server: an agent gives a new student of theirs a task about
// them; the student finds it on the home page and on /tasks, marks it done, and the agent sees it completed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sharedServer } from './shared-server';
import type { Browser, BrowserContext } from 'playwright-core';
import { portalApi } from './api';
import { DEMO_PASSWORD, launchChromium } from './browser';
import { signInAs } from './sign-in';

const baseURL = sharedServer().baseURL;
const api = portalApi(baseURL);
let browser: Browser;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  for (const context of contexts) await context.close().catch(() => undefined);
  await browser?.close();
});

const signIn = (email: string, password: string, landing: string) => signInAs(browser, baseURL, contexts, email, password, landing);

type TaskPage = { items: { title: string; status: string; completed_at: string | null }[] };

describe('tasks', () => {
  it('an agent gives a student a task; the student marks it done; the agent sees it completed', async () => {
    const agent = await api<{ token: string; user: { user_id: number } }>('/login', { method: 'POST', body: { email: 'agent@demo.unipath.test', password: DEMO_PASSWORD } });
    const email = `tasks.${Date.now()}@example.com`;
    const password = 'Tasks-password-9';
    await api(`/agent-student-register/${agent.user.user_id}`, {
      method: 'POST',
      body: { first_name: 'Meera', last_name: 'Sethi', email, mobile: '9876523456', password },
    });
    const title = `Send Meera's passport scan ${Date.now() % 10_000}`;

    const agentView = await signIn('agent@demo.unipath.test', DEMO_PASSWORD, '/agent_home');
    await agentView.page.goto('/tasks');
    await agentView.shell.heading('Tasks').waitFor();
    await agentView.page.getByRole('button', { name: 'New task' }).click();
    const form = agentView.page.getByRole('form', { name: 'New task' });
    await form.getByLabel('Title').fill(title);
    await form.getByLabel('Details (optional)').fill('A clear colour scan of the first and last pages.');
    await form.getByLabel('Priority').selectOption({ label: 'High priority' });
    await form.getByRole('option', { name: 'Meera Sethi (student)' }).waitFor({ state: 'attached' });
    await form.getByLabel('Assign to').selectOption({ label: 'Meera Sethi (student)' });
    await form.getByLabel('About a student (optional)').selectOption({ label: `Meera Sethi · ${email}` });
    await form.getByRole('button', { name: 'Create task' }).click();
    await agentView.page.getByText(`“${title}” was added.`).waitFor();
    await agentView.page.getByRole('link', { name: 'Given to others' }).click();
    const given = agentView.page.getByRole('listitem', { name: title });
    await given.waitFor();
    expect(await given.textContent()).toContain('for Meera Sethi');

    const student = await signIn(email, password, '/home');
    const due = student.page.getByRole('region', { name: 'Tasks due' });
    await due.getByText(title).waitFor();
    await due.getByRole('link', { name: 'All tasks' }).click();
    await student.page.waitForURL('**/tasks');
    const item = student.page.getByRole('listitem', { name: title });
    expect(await item.textContent()).toContain('from Rahul Mehta');
    await item.getByRole('button', { name: `Mark done: “${title}”` }).click();
    await student.page.getByText(`“${title}” is done. Find it under Completed.`).waitFor();
    await student.page.getByRole('link', { name: 'Completed' }).click();
    await student.page.getByRole('listitem', { name: title }).getByRole('button', { name: `Reopen “${title}”` }).waitFor();

    const completed = await api<TaskPage>('/common/tasks-assigned?filter=completed', { token: agent.token });
    const done = completed.items.find((task) => task.title === title);
    expect(done?.status).toBe('completed');
    expect(done?.completed_at).not.toBeNull();
  });
});
