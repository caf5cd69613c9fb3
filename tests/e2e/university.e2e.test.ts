// The university pages of issue 5 in Chromium against the built SPA and the real server: a signed-out visitor
// searches and opens a university from a result; a signed-in student does the same and sees the university's courses.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sharedServer } from './shared-server';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { DEMO_PASSWORD, launchChromium, newContext } from './browser';
import { LoginPage } from './pages/login-page';

const baseURL = sharedServer().baseURL;
let browser: Browser;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  for (const context of contexts) await context.close().catch(() => undefined);
  await browser?.close();
});

async function freshPage(): Promise<Page> {
  const context = await newContext(browser, baseURL);
  contexts.push(context);
  return context.newPage();
}

/** Searches from /universitysearch and opens the university of the first result; answers that university's name. */
async function openFirstResultsUniversity(page: Page, words: string): Promise<string> {
  await page.goto('/universitysearch');
  await page.getByRole('heading', { level: 1, name: 'University search' }).waitFor();
  await page.getByRole('searchbox', { name: 'Search courses and universities' }).fill(words);
  // The answer to this search (public or signed in), so that the list read below is its list and not the one shown
  // before it (the address changes before the new list is drawn, and the old one is kept on screen while it loads).
  const answered = page.waitForResponse(
    (response) => /\/(home\/search\/list|common\/course\/all\/v2)\?/.test(response.url()) && new URL(response.url()).searchParams.has('q') && response.ok(),
  );
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await page.waitForURL(/q=/);
  await answered;
  const status = page.getByRole('status').filter({ hasText: /courses · page 1 of/, hasNotText: 'updating' });
  await status.waitFor();
  const first = page.getByRole('list', { name: 'Courses' }).getByRole('listitem').first();
  const link = first.getByRole('link').first();
  const name = (await link.textContent())!.trim();
  const href = (await link.getAttribute('href'))!;
  expect(href).toMatch(/^\/university-detail\/\d+$/);
  await link.click();
  await page.waitForURL((url) => url.pathname === href);
  await page.getByRole('heading', { level: 1, name }).waitFor();
  return name;
}

describe('university pages (issue 5)', () => {
  it('a signed-out visitor searches, opens a university from a result and reads its public page and courses', async () => {
    const page = await freshPage();
    const name = await openFirstResultsUniversity(page, 'computer science');
    expect(await page.getByRole('navigation', { name: 'Main' }).count()).toBe(0);
    await page.getByRole('status').filter({ hasText: 'Sign in to apply' }).waitFor();
    // Signed out there are no scholarships, requirements or updates tabs: those are for signed-in users.
    expect(await page.getByRole('tab').allTextContents()).toEqual(['Overview', 'Courses', 'Fees and intakes']);
    await page.getByRole('tab', { name: 'Courses' }).click();
    const courses = page.getByRole('list', { name: 'Courses of this university' });
    await courses.getByRole('listitem').first().waitFor();
    expect(await courses.getByRole('button', { name: 'Apply' }).count()).toBe(0);
    await page.getByRole('tab', { name: 'Fees and intakes' }).click();
    await page.getByText('Tuition per year (USD)').waitFor();
    expect(await page.title()).toContain(name);
  });

  it('a signed-in student opens a university from a search result and sees its courses, with apply', async () => {
    const page = await freshPage();
    const login = new LoginPage(page);
    await login.goto();
    await login.signIn('student@demo.unipath.test', DEMO_PASSWORD);
    await page.waitForURL((url) => url.pathname !== '/');
    await openFirstResultsUniversity(page, 'business');
    await page.getByRole('navigation', { name: 'Main' }).waitFor();
    await page.getByRole('tab', { name: 'Updates' }).waitFor();
    await page.getByRole('tab', { name: 'Courses' }).click();
    await page.waitForURL(/tab=courses/);
    const courses = page.getByRole('list', { name: 'Courses of this university' });
    await courses.getByRole('listitem').first().waitFor();
    const summary = page.getByRole('status').filter({ hasText: /courses? · page 1 of/ });
    const total = Number((await summary.textContent())!.match(/^([\d,]+) course/)![1].replace(/,/g, ''));
    expect(total).toBeGreaterThan(0);
    expect(await courses.getByRole('listitem').count()).toBe(Math.min(total, 10));
    await courses.getByRole('listitem').first().getByRole('button', { name: 'Apply' }).waitFor();
    // The course tab is in the address, so a reload comes back to it.
    await page.reload();
    await page.getByRole('list', { name: 'Courses of this university' }).getByRole('listitem').first().waitFor();
  });
});
