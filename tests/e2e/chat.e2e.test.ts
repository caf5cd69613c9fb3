// The direct chat in Chromium against the built SPA and the real server: a message from the student's agent shows in
// the top bar through the 10 s poll, opening the conversation marks it read (the count follows at once), and the
// student's answer reaches the agent.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sharedServer } from './shared-server';
import type { Browser, BrowserContext } from 'playwright-core';
import { portalApi } from './api';
import { DEMO_PASSWORD, launchChromium, newContext } from './browser';
import { LoginPage } from './pages/login-page';

const baseURL = sharedServer().baseURL;
let browser: Browser;
let context: BrowserContext | undefined;

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await context?.close().catch(() => undefined);
  await browser?.close();
});

const api = portalApi(baseURL);

describe('direct chat', () => {
  it('an unread message from the agent is counted, read on opening, and answered', async () => {
    const agent = await api<{ token: string; user: { user_id: number } }>('/login', {
      method: 'POST',
      body: { email: 'agent@demo.unipath.test', password: DEMO_PASSWORD },
    });
    // A new student of this agent, so no other test's messages are in the way.
    const email = `chat.${Date.now()}@example.com`;
    const password = 'Chat-password-9';
    await api(`/agent-student-register/${agent.user.user_id}`, {
      method: 'POST',
      body: { first_name: 'Nisha', last_name: 'Kapoor', email, mobile: '9876512345', password },
    });
    const student = await api<{ token: string; user: { user_id: number } }>('/login', { method: 'POST', body: { email, password } });

    context = await newContext(browser, baseURL);
    const page = await context.newPage();
    const login = new LoginPage(page);
    await login.goto();
    await login.signIn(email, password);
    await page.waitForURL('**/home');
    await page.getByRole('link', { name: 'Messages: 0 unread' }).waitFor();

    await api(`/common/chats/message/${student.user.user_id}`, { method: 'POST', token: agent.token, body: { message: 'Welcome! Which intake are you aiming for?' } });
    // The app-wide poll runs every 10 s.
    await page.getByRole('link', { name: 'Messages: 1 unread' }).waitFor({ timeout: 25_000 });

    await page.getByRole('link', { name: 'Messages: 1 unread' }).click();
    await page.waitForURL('**/chat');
    await page.getByRole('button', { name: /, Agent, 1 unread$/ }).click();
    const thread = page.getByRole('list', { name: 'Messages' });
    await thread.getByText('Welcome! Which intake are you aiming for?').waitFor();
    await page.getByRole('link', { name: 'Messages: 0 unread' }).waitFor({ timeout: 5_000 });

    await page.getByRole('textbox', { name: 'Message', exact: true }).fill('September, please.');
    await page.getByRole('textbox', { name: 'Message', exact: true }).press('Enter');
    await thread.getByText('September, please.').waitFor();

    const seenByAgent = await api<{ items: { message: string; sender: { user_id: number }; read_at: string | null }[] }>(
      `/common/chats/message/${student.user.user_id}`,
      { token: agent.token },
    );
    expect(seenByAgent.items.map((m) => m.message)).toEqual(['September, please.', 'Welcome! Which intake are you aiming for?']);
    expect(seenByAgent.items[1].read_at).not.toBeNull();
  });
});
