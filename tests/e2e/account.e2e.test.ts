// Account pages in Chromium against the built SPA and the real server: a new student changes their password on
// /Settings and signs in with the new one (the old one no longer works); the operations manager posts an
// announcement for school counselors, and the school counselor reads it on /Announcements; the FAQ answers a search.
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

describe('account pages', () => {
  it('a student changes their password on /Settings; the new one signs in, the old one does not', async () => {
    const email = `settings.${Date.now()}@example.com`;
    await api('/student-register', { method: 'POST', body: { first_name: 'Kavya', last_name: 'Nair', email, mobile: '9876534567', password: 'First-password-1' } });

    const { page, shell } = await signIn(email, 'First-password-1', '/home');
    await page.goto('/Settings');
    await shell.heading('Settings').waitFor();
    const form = page.getByRole('form', { name: 'Change password' });
    await form.getByLabel('Current password').fill('First-password-1');
    await form.getByLabel('New password', { exact: true }).fill('Second-password-2');
    await form.getByLabel('Confirm new password').fill('Second-password-2');
    await form.getByRole('button', { name: 'Change password' }).click();
    await form.getByText('Your password was changed.', { exact: false }).waitFor();
    await shell.signOut();
    await page.waitForURL((url) => url.pathname === '/');

    await expect(api('/login', { method: 'POST', body: { email, password: 'First-password-1' } })).rejects.toThrow(/401/);
    const again = await signIn(email, 'Second-password-2', '/home');
    await again.shell.heading('Home').waitFor();
  });

  it('the operations manager posts an announcement for school counselors, who read it on /Announcements', async () => {
    const title = `Counsellor briefing ${Date.now() % 100_000}`;
    const manager = await signIn('opsmanager@demo.unipath.test', DEMO_PASSWORD, '/staff_home');
    await manager.page.goto('/Announcements');
    await manager.shell.heading('Announcements').waitFor();
    await manager.page.getByRole('button', { name: 'New announcement' }).click();
    const form = manager.page.getByRole('form', { name: 'New announcement' });
    await form.getByLabel('Title').fill(title);
    await form.getByLabel('Message').fill('Bring your shortlist of UK and Irish universities to Friday’s call.');
    await form.getByLabel('School counselors').check();
    await form.getByRole('button', { name: 'Post announcement' }).click();
    await manager.page.getByText(`“${title}” was posted.`, { exact: false }).waitFor();

    const counselor = await signIn('schoolcounselor@demo.unipath.test', DEMO_PASSWORD, '/student_list');
    await counselor.page.goto('/Announcements');
    const item = counselor.page.getByRole('listitem', { name: title });
    await item.waitFor();
    expect(await item.textContent()).toContain('For: School counselors');

    const student = await api<{ token: string }>('/login', { method: 'POST', body: { email: 'student@demo.unipath.test', password: DEMO_PASSWORD } });
    const seenByStudent = await api<{ items: { title: string }[] }>('/common/announcement?page_size=100', { token: student.token });
    expect(seenByStudent.items.map((a) => a.title)).not.toContain(title);
  });

  it('the FAQ answers a search kept in the address', async () => {
    const { page, shell } = await signIn('student@demo.unipath.test', DEMO_PASSWORD, '/home');
    await page.goto('/faq?q=visa');
    await shell.heading('Frequently asked questions').waitFor();
    await page.getByRole('status').filter({ hasText: /question/ }).waitFor();
    const summaries = page.locator('summary');
    expect(await summaries.count()).toBeGreaterThan(0);
    await page.reload();
    await shell.heading('Frequently asked questions').waitFor();
    expect(await page.getByRole('searchbox', { name: 'Search the questions' }).inputValue()).toBe('visa');
  });
});
