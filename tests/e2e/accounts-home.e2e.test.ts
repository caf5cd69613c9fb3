// The accounts dashboard and the invoice sections of /Settings in Chromium against the built SPA and the real server
// (read only: the files share a server). Accounts opens /accounts_home and finds the four money panels (loaded, not
// failed) and reaches their links by keyboard; accounts and an agent open /Settings and find their invoice sections.
// No sideways scroll and no serious axe violation at 390, 768 and 1024 px.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { sharedServer } from './shared-server';
import { seriousViolations, sidewaysScroll } from './a11y';
import { DEMO_PASSWORD, launchChromium } from './browser';
import { signInAs } from './sign-in';

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

async function checkWidths(page: Page, what: string) {
  for (const width of [390, 768, 1024]) {
    await page.setViewportSize({ width, height: 800 });
    await page.waitForTimeout(100);
    expect(await sidewaysScroll(page), `${what} at ${width} px`).toBe(0);
    expect(await seriousViolations(page), `${what} at ${width} px`).toEqual([]);
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

describe('accounts dashboard and invoice settings', () => {
  it('accounts finds the money overview on /accounts_home and reaches its lists by keyboard', async () => {
    const { page } = await signInAs(browser, baseURL, contexts, 'accounts@demo.unipath.test', DEMO_PASSWORD, '/student_list');
    await page.goto('/accounts_home');
    for (const name of ['Receivables', 'Overdue', 'Received this month', 'Commission by university']) {
      await page.getByRole('region', { name }).waitFor({ timeout: 20_000 });
    }
    await page.getByRole('list', { name: 'Lists behind receivables' }).waitFor({ timeout: 20_000 });
    expect(await page.getByText(/could not be loaded/).count()).toBe(0);

    const issued = page.getByRole('link', { name: 'Issued invoices', exact: true });
    await issued.focus();
    await page.keyboard.press('Enter');
    await page.waitForURL('**/invoice?status=issued');
    await page.goBack();
    await page.getByRole('region', { name: 'Receivables' }).waitFor({ timeout: 20_000 });
    await checkWidths(page, '/accounts_home');
  });

  it('accounts finds the business invoice profile and the signature on /Settings', async () => {
    const { page } = await signInAs(browser, baseURL, contexts, 'accounts@demo.unipath.test', DEMO_PASSWORD, '/student_list');
    await page.goto('/Settings');
    await page.getByRole('form', { name: 'Business invoice profile' }).waitFor({ timeout: 20_000 });
    await page.getByRole('form', { name: 'Upload signature' }).waitFor({ timeout: 20_000 });
    expect(await page.getByRole('region', { name: 'Payout bank accounts' }).count()).toBe(0);
    await checkWidths(page, '/Settings as accounts');
  });

  it('an agent finds its invoice profile, bank accounts and signature on /Settings', async () => {
    const { page } = await signInAs(browser, baseURL, contexts, 'agent@demo.unipath.test', DEMO_PASSWORD, '/agent_home');
    await page.goto('/Settings');
    await page.getByRole('form', { name: 'Invoice profile' }).waitFor({ timeout: 20_000 });
    await page.getByRole('button', { name: 'Add a bank account' }).waitFor({ timeout: 20_000 });
    await page.getByRole('button', { name: 'Add a bank account' }).click();
    await page.getByRole('form', { name: 'New bank account' }).waitFor();
    await checkWidths(page, '/Settings as an agent');
  });
});
