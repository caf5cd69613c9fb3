// Issue 10 §4, keyboard only (Tab, Shift+Tab, Enter, Space, Escape; no mouse): the skip link, signing in (focus lands
// on the page, not the body), the phone menu opened and closed with focus back on its button, a dialog closed with
// Escape gives focus back to its opener, and the course search: type, filter by a facet, open a result.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sharedServer } from './shared-server';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { DEMO_PASSWORD, launchChromium, newContext } from './browser';
import { settle } from './a11y';

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

async function freshPage(width = 1280): Promise<Page> {
  const context = await newContext(browser, baseURL);
  contexts.push(context);
  const page = await context.newPage();
  await page.setViewportSize({ width, height: 800 });
  return page;
}

/** What has focus: its tag, role, accessible-ish name (aria-label, label, or text) and the URL path. */
type Focused = { tag: string; role: string | null; name: string; type: string | null };
const focused = (page: Page): Promise<Focused> =>
  page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return { tag: 'body', role: null, name: '', type: null };
    const labels = (element as HTMLInputElement).labels;
    const name = element.getAttribute('aria-label') ?? (labels && labels.length > 0 ? labels[0].textContent : null) ?? element.textContent ?? '';
    return { tag: element.tagName.toLowerCase(), role: element.getAttribute('role'), name: name.trim(), type: element.getAttribute('type') };
  });

/** Presses Tab until the focused element matches (at most `max` presses); answers what has focus. */
async function tabTo(page: Page, matches: (element: Focused) => boolean, max = 60): Promise<Focused> {
  for (let presses = 0; presses < max; presses += 1) {
    await page.keyboard.press('Tab');
    const element = await focused(page);
    if (matches(element)) return element;
  }
  throw new Error(`nothing matching was reached with ${max} presses of Tab (last: ${JSON.stringify(await focused(page))})`);
}

/** Signs in from the login page with the keyboard only. */
async function signInByKeyboard(page: Page, email: string, landing: string): Promise<void> {
  await page.goto('/');
  await settle(page);
  await tabTo(page, named(/^Email/));
  await page.keyboard.type(email);
  await tabTo(page, (element) => element.type === 'password');
  await page.keyboard.type(DEMO_PASSWORD);
  await page.keyboard.press('Enter');
  await page.waitForURL(`**${landing}`);
  await settle(page);
}

const named = (name: string | RegExp) => (element: Focused) => (typeof name === 'string' ? element.name === name : name.test(element.name));

describe('keyboard only', () => {
  it('signs in with Tab and Enter: the skip link comes first, and focus lands on the signed-in page, not the body', async () => {
    const page = await freshPage();
    await page.goto('/');
    await settle(page);
    await page.keyboard.press('Tab');
    expect((await focused(page)).name).toBe('Skip to content');
    await tabTo(page, named(/^Email/));
    await page.keyboard.type('student@demo.unipath.test');
    await tabTo(page, (element) => element.type === 'password');
    await page.keyboard.type(DEMO_PASSWORD);
    await page.keyboard.press('Enter');
    await page.waitForURL('**/home');
    await settle(page);
    await expect.poll(async () => (await focused(page)).tag).not.toBe('body');
    const where = await focused(page);
    expect(['h1', 'main']).toContain(where.tag);

    // The skip link of the signed-in layout moves focus into the page.
    await page.goto('/tasks');
    await settle(page);
    await page.keyboard.press('Tab');
    expect((await focused(page)).name).toBe('Skip to content');
    await page.keyboard.press('Enter');
    expect((await focused(page)).tag).toBe('main');
  });

  it('on a phone, opens the menu from its button with Enter and closes it with Escape; focus returns to the button', async () => {
    const page = await freshPage(390);
    await signInByKeyboard(page, 'counselor@demo.unipath.test', '/staff_home');
    await tabTo(page, named('Open the menu'));
    await page.keyboard.press('Enter');
    const drawer = page.getByRole('dialog', { name: 'Main menu' });
    await drawer.waitFor();
    await tabTo(page, named('Tasks'));
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'hidden' });
    await expect.poll(async () => (await focused(page)).name).toBe('Open the menu');

    // A dialog opened from a page: Escape closes it and focus goes back to the button that opened it.
    await page.goto('/tasks');
    await settle(page);
    await tabTo(page, named('New task'));
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'New task' });
    await dialog.waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(async () => (await focused(page)).name).toBe('New task');
  });

  it('searches courses: type and Enter, a country facet with Enter, then opens a result', async () => {
    const page = await freshPage();
    await signInByKeyboard(page, 'student@demo.unipath.test', '/home');
    await page.goto('/universitysearch');
    await settle(page);
    await tabTo(page, named('Search courses and universities'));
    await page.keyboard.type('computer science');
    await page.keyboard.press('Enter');
    await page.waitForURL(/q=computer/);
    // The address changes before the page renders it: the filters' "Clear all filters" says the search is on screen,
    // so the count line waited for next is the search's, not the one before it.
    await page.getByRole('button', { name: 'Clear all filters' }).waitFor();
    await page.getByRole('status').filter({ hasText: /courses · page 1 of/, hasNotText: 'updating' }).waitFor();
    await tabTo(page, named(/^Canada: [\d,]+ courses$/));
    await page.keyboard.press('Enter');
    await page.waitForURL(/country_id=/);
    await expect.poll(() => page.getByRole('button', { name: /^Canada: / }).getAttribute('aria-pressed')).toBe('true');
    await page.getByRole('status').filter({ hasText: /courses · page 1 of/, hasNotText: 'updating' }).waitFor();
    const first = page.getByRole('list', { name: 'Courses' }).getByRole('listitem').first().getByRole('link').first();
    const name = (await first.textContent())!.trim();
    await tabTo(page, named(name));
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/university-detail\/\d+$/);
    await page.getByRole('heading', { level: 1, name }).waitFor();
  });
});
