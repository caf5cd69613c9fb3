// The shop in Chromium against the built SPA and the real server: the demo student adds a plan to the cart, pays it
// through the sandbox provider and comes back to the cart, which shows the payment received and no longer holds the
// plan; the order shows in /shop/orders. Accounts opens /shop_orders, opens that order and moves it one step along the
// server's table; the history says who. No sideways scroll and no serious axe violation at 390 and 1024 px.
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
  for (const width of [390, 1024]) {
    await page.setViewportSize({ width, height: 800 });
    await page.waitForTimeout(100);
    expect(await sidewaysScroll(page), `${what} at ${width} px`).toBe(0);
    expect(await seriousViolations(page), `${what} at ${width} px`).toEqual([]);
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

describe('the shop', () => {
  let soId = '';

  it('the student adds a plan to the cart, pays it through the sandbox and sees the order', async () => {
    const { page, shell } = await signInAs(browser, baseURL, contexts, 'student@demo.unipath.test', DEMO_PASSWORD, '/home');
    await page.goto('/shop');
    await shell.heading('Shop').waitFor();
    const add = page.getByRole('button', { name: /^Add to cart: / }).first();
    await add.waitFor();
    await checkWidths(page, '/shop');
    const planName = (await add.getAttribute('aria-label'))!.replace('Add to cart: ', '');
    await add.focus();
    await page.keyboard.press('Enter');
    await page.getByText(`${planName} is in your cart.`).waitFor();

    await page.getByRole('link', { name: /^Cart \(\d+ items?\)$/ }).click();
    await shell.heading('Cart').waitFor();
    const item = page.getByRole('listitem', { name: planName });
    await item.getByRole('button', { name: `Pay: ${planName}` }).waitFor();
    await checkWidths(page, '/shop/cart');
    await item.getByRole('button', { name: `Pay: ${planName}` }).click();
    await page.waitForURL(/\/sandbox-pay\//);
    await page.getByRole('button', { name: 'Pay (success)' }).click();
    await page.waitForURL((url) => url.pathname === '/shop/cart' && url.searchParams.has('transaction_id'));
    await expect.poll(() => page.locator('[data-payment-phase]').getAttribute('data-payment-phase'), { timeout: 15_000 }).toBe('paid');
    await expect.poll(() => page.getByRole('listitem', { name: planName }).count(), { timeout: 10_000 }).toBe(0);

    await page.getByRole('link', { name: 'My orders' }).click();
    await shell.heading('My orders').waitFor();
    const row = page.getByRole('table', { name: 'Orders' }).getByRole('row').filter({ hasText: planName }).first();
    await row.waitFor();
    expect(await row.textContent()).toContain('Placed');
    soId = (await row.getAttribute('aria-label'))!.replace('Order ', '');
    await checkWidths(page, '/shop/orders');
  });

  it('accounts opens /shop_orders, opens the order and moves it one step', async () => {
    expect(soId).toMatch(/^\d+$/);
    const { page, shell } = await signInAs(browser, baseURL, contexts, 'accounts@demo.unipath.test', DEMO_PASSWORD, '/student_list');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Shop orders' }).click();
    await shell.heading('Shop orders').waitFor();
    await page.getByLabel('Status').selectOption('placed');
    await page.waitForURL(/\/shop_orders\?status=placed/);
    const link = page.getByRole('table', { name: 'Orders' }).getByRole('link', { name: `Order ${soId}`, exact: true });
    await link.waitFor();
    await checkWidths(page, '/shop_orders');
    await link.click();
    await page.getByRole('heading', { level: 1, name: `Order ${soId}` }).waitFor();
    await page.getByLabel('Note for the history (optional)').fill('Tutor assigned');
    await page.getByRole('button', { name: 'Start work' }).focus();
    await page.keyboard.press('Enter');
    await page.getByText(`Order ${soId} is in progress now.`).waitFor();
    expect(await page.getByRole('region', { name: 'Status history' }).textContent()).toContain('In progress');
    expect(await page.getByRole('region', { name: 'Status history' }).textContent()).toContain('by you · Tutor assigned');
    await page.getByRole('button', { name: 'Mark delivered' }).waitFor();
    await checkWidths(page, '/shop_order_details');
  });
});
