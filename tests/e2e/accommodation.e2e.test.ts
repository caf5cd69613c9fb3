// Accommodation in Chromium against the built SPA and the real server: an agent recommends a place to a new student
// of theirs with a note; the student finds it on /accommodation with who recommended it and the note, and dismisses it.
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

describe('accommodation', () => {
  it('an agent recommends a place to a student with a note; the student reads it on /accommodation and dismisses it', async () => {
    const agent = await api<{ token: string; user: { user_id: number } }>('/login', { method: 'POST', body: { email: 'agent@demo.unipath.test', password: DEMO_PASSWORD } });
    const stamp = Date.now() % 100_000;
    const email = `housing.${Date.now()}@example.com`;
    const password = 'Housing-password-9';
    const last = `Kapur${stamp}`;
    await api(`/agent-student-register/${agent.user.user_id}`, {
      method: 'POST',
      body: { first_name: 'Tara', last_name: last, email, mobile: '9876534567', password },
    });
    const note = `Walkable to the library (${stamp}).`;

    const agentView = await signIn('agent@demo.unipath.test', DEMO_PASSWORD, '/agent_home');
    await agentView.page.goto('/accommodation');
    await agentView.shell.heading('Accommodation').waitFor();
    const first = agentView.page.getByRole('list', { name: 'Accommodation' }).getByRole('listitem').first();
    const place = (await first.getByRole('heading').textContent())!.trim();
    await first.getByRole('button', { name: `Recommend ${place}` }).click();
    const dialog = agentView.page.getByRole('dialog', { name: `Recommend ${place}` });
    await dialog.getByRole('searchbox', { name: 'Find a student' }).fill(last);
    await dialog.getByRole('checkbox', { name: new RegExp(`Tara ${last}`) }).check();
    await dialog.getByLabel('Note for the students (optional)').fill(note);
    await dialog.getByRole('button', { name: 'Recommend' }).click();
    await agentView.page.getByText('Recommended to 1 student. Each was told by a notification.').waitFor();

    const student = await signIn(email, password, '/home');
    await student.page.goto('/accommodation');
    const forYou = student.page.getByRole('region', { name: 'Recommended for you' });
    const card = forYou.getByRole('listitem', { name: place });
    await card.waitFor();
    expect(await card.textContent()).toContain(`Recommended by Rahul Mehta`);
    expect(await card.textContent()).toContain(`“${note}”`);
    await card.getByRole('button', { name: `Dismiss ${place}` }).click();
    await forYou.getByRole('heading', { name: 'Nothing recommended yet' }).waitFor();
  });
});
