import { existsSync, readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { seriousViolations, sidewaysScroll } from './a11y';
import { DEMO_PASSWORD, launchChromium, newContext } from './browser';
import { decodeQuotedPrintable } from './mail-sink';
import { LoginPage } from './pages/login-page';
import { StudentListPage } from './pages/student-list-page';
import { sharedServer } from './shared-server';

// Bulk email to students from /student_list on the real server (issue 12, "for staff: bulk mail to students"): the
// demo operations manager selects two students and is told, in words, that their balance of email credits (none on
// a fresh demo) does not cover the send — nothing is sent; the demo agent, who starts with a credit pack, selects two
// of their students and sends: the answer says 2 queued, and the job queue delivers one mail to each through SMTP
// into the run's mail sink. The dialog is checked with axe at 390 and 1024 px and fits 390/768/1024 px. And the
// WhatsApp form of a student's page: free text to a student who never wrote is refused by the 24-hour rule, on the
// message; the seeded approved template with a value per variable is queued.

const { baseURL, mailFile } = sharedServer();
let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
});

/** Signs in as a demo user on a fresh context and opens the student list searching the demo addresses. */
async function openStudents(email: string, landing: string): Promise<{ page: Page; list: StudentListPage; close: () => Promise<void> }> {
  const context = await newContext(browser, baseURL);
  const page = await context.newPage();
  const login = new LoginPage(page);
  await login.goto();
  await login.signIn(email, DEMO_PASSWORD);
  await page.waitForURL(`**${landing}`);
  await page.goto('/student_list?q=demo.unipath.test');
  const list = new StudentListPage(page);
  await list.heading.waitFor();
  await list.table.waitFor();
  await list.studentLink('Ananya Reddy').waitFor();
  return { page, list, close: () => context.close() };
}

/** Ticks Ananya and Ishaan; the bar counts them. */
async function selectTwo(page: Page, list: StudentListPage) {
  await list.table.getByRole('checkbox', { name: 'Select Ananya Reddy' }).check();
  await list.table.getByRole('checkbox', { name: 'Select Ishaan Patel' }).check();
  const bar = page.getByRole('region', { name: 'Selected students' });
  await bar.getByText('2 students selected').waitFor();
  return bar;
}

/** The mails the sink received so far, one string each, decoded (after the split: decoding eats the separator's "=\n"). */
const deliveredMails = () => (existsSync(mailFile) ? readFileSync(mailFile, 'utf8').split('\n=====\n') : []).map(decodeQuotedPrintable);

describe('bulk email to students', () => {
  it('the operations manager is told that the credits do not cover the send; nothing is queued', async () => {
    const { page, list, close } = await openStudents('opsmanager@demo.unipath.test', '/staff_home');
    try {
      const bar = await selectTwo(page, list);
      await bar.getByRole('button', { name: 'Email selected' }).click();
      const dialog = page.getByRole('dialog', { name: 'Email the selected students' });
      await dialog.getByText(/That is not enough: buy credits first/).waitFor();
      await dialog.getByLabel('Subject').fill('Visa appointment slots');
      await dialog.getByLabel('Message').fill('Hello {{first_name}}, new slots are open.');
      await dialog.getByRole('button', { name: 'Send 2 emails' }).click();
      const refusal = await dialog.getByRole('alert').textContent();
      expect(refusal).toMatch(/^Nothing was sent: costs 2 credits, the balance is 0\.$/);
    } finally {
      await close();
    }
  });

  it('the agent selects two students and sends one email: 2 queued, one mail each in the sink; the dialog passes axe and fits', async () => {
    const { page, list, close } = await openStudents('agent@demo.unipath.test', '/agent_home');
    try {
      const bar = await selectTwo(page, list);
      // By keyboard: the button opens the dialog, Escape closes it and the focus is back on the button.
      const opener = bar.getByRole('button', { name: 'Email selected' });
      await opener.focus();
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: 'Email the selected students' });
      await dialog.getByLabel('Subject').waitFor();
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      await expect.poll(() => opener.evaluate((button) => button === document.activeElement)).toBe(true);
      await page.keyboard.press('Enter');
      await dialog.getByText(/2 students will receive it/).waitFor();
      await dialog.getByText(/Your balance is [\d,]+ credits/).waitFor();

      for (const width of [390, 768, 1024]) {
        await page.setViewportSize({ width, height: 800 });
        await dialog.getByLabel('Subject').waitFor();
        expect(await sidewaysScroll(page), `the page at ${width} px`).toBe(0);
        if (width !== 768) expect(await seriousViolations(page), `the dialog at ${width} px`).toEqual([]);
      }

      const subject = `Intake update ${Date.now().toString(36)}`;
      await dialog.getByLabel('Subject').fill(subject);
      await dialog.getByLabel('Message').fill('Hello {{first_name}},\n\nthe January intake closes soon.');
      await dialog.getByRole('button', { name: 'Send 2 emails' }).click();
      await dialog.getByText('2 emails queued: they go out in the next minutes.').waitFor();
      await dialog.getByRole('button', { name: 'Done' }).click();
      await page.getByText('2 emails queued.').waitFor();

      // The server's job queue sends them through SMTP: one mail per student, each with their own name.
      const sent = () => deliveredMails().filter((mail) => mail.includes(subject));
      await expect.poll(() => sent().length, { timeout: 30_000, interval: 500 }).toBe(2);
      const to = (address: string) => sent().find((mail) => mail.toLowerCase().includes(`to: ${address}`) || mail.toLowerCase().includes(`<${address}>`));
      expect(to('ananya.reddy@demo.unipath.test')).toContain('Hello Ananya');
      expect(to('ishaan.patel@demo.unipath.test')).toContain('Hello Ishaan');
      expect(to('ananya.reddy@demo.unipath.test')).toMatch(/List-Unsubscribe-Post: List-Unsubscribe=One-Click/i);
    } finally {
      await close();
    }
  }, 120_000);

  it('the counselor WhatsApps Aarav: free text is refused by the 24-hour rule, an approved template is queued', async () => {
    const { page, list, close } = await openStudents('counselor@demo.unipath.test', '/staff_home');
    try {
      await list.studentLink('Aarav Sharma').click();
      await page.getByRole('heading', { level: 1, name: 'Aarav Sharma' }).waitFor();
      const opener = page.getByRole('button', { name: 'WhatsApp' });
      await opener.click();
      const dialog = page.getByRole('dialog', { name: 'WhatsApp Aarav Sharma' });
      await dialog.getByLabel('Message', { exact: true }).fill('Your offer letter is in.');
      await dialog.getByRole('button', { name: 'Send WhatsApp' }).click();
      await dialog.getByText(/The 24-hour window is closed/).waitFor();
      expect(await dialog.getByLabel('Message', { exact: true }).getAttribute('aria-invalid')).toBe('true');

      await dialog.getByRole('radio', { name: 'Approved template (any time)' }).check();
      await dialog.getByRole('combobox', { name: 'Template' }).selectOption('intake_reminder');
      await dialog.getByLabel('Value for {{1}}').fill('Aarav');
      await dialog.getByLabel('Value for {{2}}').fill('January 2027');
      expect(await dialog.getByLabel('Preview of the message').textContent()).toContain('Hello Aarav, applications for the January 2027 intake are open.');
      await page.setViewportSize({ width: 390, height: 800 });
      expect(await sidewaysScroll(page)).toBe(0);
      expect(await seriousViolations(page)).toEqual([]);
      await dialog.getByRole('button', { name: 'Send WhatsApp' }).click();
      await dialog.getByText(/Your message to Aarav Sharma is queued/).waitFor();
      await dialog.getByRole('button', { name: 'Done' }).click();
      await expect.poll(() => opener.evaluate((button) => button === document.activeElement)).toBe(true);
    } finally {
      await close();
    }
  }, 120_000);
});
