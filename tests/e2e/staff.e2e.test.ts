import { existsSync, readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sharedServer } from './shared-server';
import type { Browser } from 'playwright-core';
import { portalApi } from './api';
import { DEMO_PASSWORD, launchChromium, newContext } from './browser';
import { decodeQuotedPrintable } from './mail-sink';
import { AppShell } from './pages/app-shell';
import { LoginPage } from './pages/login-page';
import { StudentListPage } from './pages/student-list-page';

// The demo counselor's day on the real server: the staff dashboard's counts (the server's own), the student list with
// a search in the URL, the demo student's details, and a student created through the New student dialog, found in the
// list and mailed a welcome link.

const baseURL = sharedServer().baseURL;
const mailFile = sharedServer().mailFile;
const api = portalApi(baseURL);
let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
});

type Counts = { students: number; applications: number; pending_tasks: number; unread_notifications: number; unread_messages: number };

describe('the staff workspace', () => {
  it('the counselor lands on the dashboard, finds Aarav, and adds a student', async () => {
    const context = await newContext(browser, baseURL);
    const page = await context.newPage();
    try {
      const shell = new AppShell(page);
      const login = new LoginPage(page);
      await login.goto();
      await login.signIn('counselor@demo.unipath.test', DEMO_PASSWORD);
      await page.waitForURL('**/staff_home');
      await shell.heading('Staff dashboard').waitFor();

      // The counts are the server's.
      const { token } = await api<{ token: string }>('/login', { method: 'POST', body: { email: 'counselor@demo.unipath.test', password: DEMO_PASSWORD } });
      const { counts } = await api<{ counts: Counts }>('/common/home-data', { token });
      expect(counts.students).toBeGreaterThan(0);
      const glance = page.getByRole('region', { name: 'At a glance' });
      await glance.getByRole('link', { name: `${counts.students.toLocaleString('en')} Students` }).waitFor();
      await glance.getByRole('link', { name: `${counts.applications.toLocaleString('en')} Applications` }).waitFor();
      await glance.getByRole('link', { name: `${counts.pending_tasks.toLocaleString('en')} Pending tasks` }).waitFor();
      // The latest applications panel has the counselor's students' applications.
      await page.getByRole('region', { name: 'Latest applications' }).getByRole('listitem').first().waitFor();

      // The Students count opens the list.
      await glance.getByRole('link', { name: `${counts.students.toLocaleString('en')} Students` }).click();
      await page.waitForURL('**/student_list');
      const list = new StudentListPage(page);
      await list.heading.waitFor();
      await list.table.waitFor();
      await list.search('Aarav');
      await page.waitForURL('**/student_list?q=Aarav');
      await expect.poll(() => list.names()).toEqual(['Aarav Sharma']);

      // A reload keeps the search.
      await page.reload();
      await expect.poll(() => list.names()).toEqual(['Aarav Sharma']);
      expect(await page.getByRole('searchbox', { name: 'Search students' }).inputValue()).toBe('Aarav');

      await list.studentLink('Aarav Sharma').click();
      await page.waitForURL(/\/student_details\/\d+$/);
      await shell.heading('Aarav Sharma').waitFor();

      // A new student through the dialog.
      await page.goBack();
      await page.waitForURL('**/student_list?q=Aarav');
      const stamp = Date.now().toString(36);
      const email = `kavya.${stamp}@example.com`;
      const last = `Rao${stamp}`;
      const dialog = await list.openNewStudent();
      await dialog.getByLabel('First name', { exact: true }).fill('Kavya');
      await dialog.getByLabel('Last name', { exact: true }).fill(last);
      await dialog.getByLabel('Email', { exact: true }).fill(email);
      await dialog.getByLabel('Mobile number', { exact: true }).fill('+91 99999-12345');
      await dialog.getByRole('combobox', { name: 'Preferred course level (optional)' }).selectOption({ index: 1 });
      await dialog.getByRole('button', { name: 'Create student' }).click();
      await dialog.getByText(`will get an email at ${email}`).waitFor();
      const open = dialog.getByRole('link', { name: `Open Kavya ${last}` });
      const href = (await open.getAttribute('href'))!;
      expect(href).toMatch(/^\/student_details\/\d+$/);
      await dialog.getByRole('button', { name: 'Done' }).click();

      await list.search(last);
      await page.waitForURL(`**/student_list?q=${last}`);
      await expect.poll(() => list.names()).toEqual([`Kavya ${last}`]);
      const row = list.table.getByRole('row', { name: new RegExp(`Kavya ${last}`) });
      expect(await row.textContent()).toContain('9999912345');
      expect(await list.studentLink(`Kavya ${last}`).getAttribute('href')).toBe(href);

      // The server mailed the new student a link to choose a password.
      const welcome = () =>
        (existsSync(mailFile) ? decodeQuotedPrintable(readFileSync(mailFile, 'utf8')) : '')
          .split('\n=====\n')
          .find((mail) => mail.toLowerCase().includes(`to: ${email}`));
      await expect.poll(welcome, { timeout: 30_000, interval: 500 }).toMatch(/\/resetpassword\?token=[A-Za-z0-9_-]+/);

      // The dashboard counts one student more.
      await page.goto('/staff_home');
      await page.getByRole('region', { name: 'At a glance' }).getByRole('link', { name: `${(counts.students + 1).toLocaleString('en')} Students` }).waitFor();
    } finally {
      await context.close();
    }
  });
});
