import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sharedServer } from './shared-server';
import type { Browser, Page } from 'playwright-core';
import { DEMO_PASSWORD, launchChromium, newContext } from './browser';
import { LoginPage } from './pages/login-page';

// The demo student's home on the real server and its seeded data: warnings on top, applications by status, tasks due
// in order, and a what's-new reaction that the server keeps.

const baseURL = sharedServer().baseURL;
let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
});

const region = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

describe('the student home', () => {
  it('shows the seeded home and keeps a reaction across a reload', async () => {
    const context = await newContext(browser, baseURL);
    const page = await context.newPage();
    try {
      const login = new LoginPage(page);
      await login.goto();
      await login.signIn('student@demo.unipath.test', DEMO_PASSWORD);
      await page.waitForURL('**/home');
      // A fresh profile gets the tour: skip it (it returns on "Take the tour").
      await page.getByRole('button', { name: 'Skip the tour' }).click();

      await expect.poll(() => region(page, 'Warnings').textContent()).toContain('September 2027 (UK): send your documents by 5 January');
      const counts = region(page, 'My applications').getByRole('list', { name: 'Applications by status' }).getByRole('link');
      await counts.first().waitFor();
      expect(await counts.evaluateAll((links) => links.map((link) => link.getAttribute('href')))).toEqual(
        Array((await counts.count())).fill('/application'),
      );
      const tasks = region(page, 'Tasks due').getByRole('listitem');
      await tasks.first().waitFor();
      expect(await tasks.evaluateAll((items) => items.map((item) => item.getAttribute('aria-label')))).toEqual([
        'Upload your Class X pass certificate',
        'Pick my top three courses on University Preference',
        'Book your IELTS Academic test',
        'Read the note on the UK Graduate Route',
      ]);
      await region(page, 'Focused universities').locator('[data-focused="true"]').first().waitFor();

      const reactions = region(page, 'New updates').getByRole('group').first();
      const celebrate = reactions.getByRole('button', { name: /^Celebrate, \d+$/ });
      const before = Number((await celebrate.getAttribute('aria-label'))!.split(', ')[1]);
      expect(await celebrate.getAttribute('aria-pressed')).toBe('false');
      // The counts move at once (optimistic); the reload waits for the server's answer, as a reload during the call
      // would cancel it (the CI saw the un-reaction lost that way).
      const reacted = page.waitForResponse((response) => response.url().endsWith('/common/whats-new/react'));
      await celebrate.click();
      expect((await reacted).status()).toBe(200);
      await expect.poll(() => celebrate.getAttribute('aria-label')).toBe(`Celebrate, ${before + 1}`);
      expect(await celebrate.getAttribute('aria-pressed')).toBe('true');

      await page.reload();
      const again = region(page, 'New updates').getByRole('group').first().getByRole('button', { name: /^Celebrate, / });
      await expect.poll(() => again.getAttribute('aria-label')).toBe(`Celebrate, ${before + 1}`);
      expect(await again.getAttribute('aria-pressed')).toBe('true');
      // Taken back: the seeded counts again.
      const unreacted = page.waitForResponse((response) => response.url().endsWith('/common/whats-new/unreact'));
      await again.click();
      expect((await unreacted).status()).toBe(200);
      await expect.poll(() => again.getAttribute('aria-label')).toBe(`Celebrate, ${before}`);
      await page.reload();
      const last = region(page, 'New updates').getByRole('group').first().getByRole('button', { name: /^Celebrate, / });
      await expect.poll(() => last.getAttribute('aria-pressed')).toBe('false');
    } finally {
      await context.close();
    }
  });
});
