// The GST service invoice of a shop order in Chromium against the built SPA and the real server: a student no other
// e2e file pays as (Myra) adds a plan to the cart, applies a coupon and pays through the sandbox provider; the order's
// GST invoice (series SRV, issued in the payment's transaction) shows on her service-invoice page and on the order for
// accounts, who moves the order along and refunds part of it: a credit note shows and the order's history says so.
// No sideways scroll and no serious axe violation on the new screens at 390 and 1024 px.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { portalApi } from './api';
import { sharedServer } from './shared-server';
import { seriousViolations, sidewaysScroll } from './a11y';
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

async function checkWidths(page: Page, what: string) {
  for (const width of [390, 1024]) {
    await page.setViewportSize({ width, height: 800 });
    await page.waitForTimeout(100);
    expect(await sidewaysScroll(page), `${what} at ${width} px`).toBe(0);
    expect(await seriousViolations(page), `${what} at ${width} px`).toEqual([]);
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

describe('a shop order’s GST invoice', () => {
  let soId = '';
  let invoicesPath = '';
  let invoiceNo = '';

  it('the student pays a plan with a coupon and finds its GST invoice', async () => {
    // The supplier on every invoice: the business's invoice profile (saved as in invoices.e2e; the same values).
    const accounts = await api<{ token: string }>('/login', { method: 'POST', body: { email: 'accounts@demo.unipath.test', password: DEMO_PASSWORD } });
    const countries = await api<{ country_id: number; iso2: string }[]>('/home/countries', { token: accounts.token });
    await api('/common/invoice-profile', {
      method: 'POST',
      token: accounts.token,
      body: {
        legal_name: 'Unipath Education Services Pvt Ltd', gstin: '07AABCU9603R1ZX', pan: 'AABCU9603R', state_code: '07',
        address_line1: '14 Barakhamba Road', city_name: 'New Delhi', country_id: countries.find((c) => c.iso2 === 'IN')!.country_id,
        postal_code: '110001', billing_email: 'accounts@unipath.test',
      },
    });

    const { page, shell } = await signInAs(browser, baseURL, contexts, 'myra.chopra@demo.unipath.test', DEMO_PASSWORD, '/home');
    await page.goto('/shop');
    await shell.heading('Shop').waitFor();
    const add = page.getByRole('button', { name: /^Add to cart: / }).first();
    await add.waitFor();
    const planName = (await add.getAttribute('aria-label'))!.replace('Add to cart: ', '');
    await add.click();
    await page.getByText(`${planName} is in your cart.`).waitFor();
    await page.goto('/shop/cart');
    await shell.heading('Cart').waitFor();
    const item = page.getByRole('listitem', { name: planName });
    const coupon = item.getByRole('form', { name: `Coupon for ${planName}` });
    await coupon.getByLabel(/Coupon code/).fill('WELCOME10');
    await coupon.getByRole('button', { name: 'Apply' }).click();
    await item.getByText(/Coupon WELCOME10:/).waitFor();
    await item.getByRole('button', { name: `Pay: ${planName}` }).click();
    await page.waitForURL(/\/sandbox-pay\//);
    await page.getByRole('button', { name: 'Pay (success)' }).click();
    await page.waitForURL((url) => url.pathname === '/shop/cart' && url.searchParams.has('transaction_id'));
    await expect.poll(() => page.locator('[data-payment-phase]').getAttribute('data-payment-phase'), { timeout: 15_000 }).toBe('paid');

    await page.goto('/shop/orders');
    await shell.heading('My orders').waitFor();
    const row = page.getByRole('table', { name: 'Orders' }).getByRole('row').filter({ hasText: planName }).first();
    await row.waitFor();
    soId = (await row.getAttribute('aria-label'))!.replace('Order ', '');
    await row.getByRole('link', { name: /^GST invoices of / }).click();
    await page.waitForURL(/\/service-invoice\/\d+$/);
    invoicesPath = new URL(page.url()).pathname;
    const table = page.getByRole('table', { name: 'Service invoices, newest first' });
    await table.waitFor({ timeout: 15_000 });
    const invoiceRow = table.getByRole('row').filter({ hasText: `Order ${soId}` }).first();
    expect(await invoiceRow.textContent()).toContain('Paid');
    invoiceNo = (await invoiceRow.getByRole('cell').first().textContent())!.trim();
    expect(invoiceNo).toMatch(/^SRV\/\d\d-\d\d\/\d+$/);
    await checkWidths(page, '/service-invoice as the student');
  });

  it('accounts sees the invoice on the order, moves the order along and refunds part of it with a credit note', async () => {
    expect(soId).toMatch(/^\d+$/);
    const { page } = await signInAs(browser, baseURL, contexts, 'accounts@demo.unipath.test', DEMO_PASSWORD, '/student_list');
    await page.goto(invoicesPath);
    await page.getByRole('table', { name: 'Service invoices, newest first' }).getByRole('link', { name: invoiceNo }).waitFor({ timeout: 15_000 });
    await checkWidths(page, '/service-invoice as accounts');

    await page.goto(`/shop_order_details/${soId}`);
    await page.getByRole('heading', { level: 1, name: `Order ${soId}` }).waitFor();
    const section = page.getByRole('region', { name: 'GST invoice' });
    await section.getByRole('link', { name: `Invoice ${invoiceNo}` }).waitFor({ timeout: 15_000 });
    expect(await section.textContent()).toMatch(/incl\. GST \((CGST \+ SGST|IGST)\)/);
    await page.getByRole('button', { name: 'Start work' }).click();
    await page.getByText(`Order ${soId} is in progress now.`).waitFor();

    await section.getByRole('button', { name: 'Refund' }).click();
    const dialog = page.getByRole('dialog', { name: `Refund order ${soId}` });
    await dialog.getByLabel(/Amount incl\. GST/).fill('100');
    await dialog.getByLabel('Reason').fill('One session not held');
    await dialog.getByLabel('Refund reference').fill(`rfnd_e2e_${soId}`);
    await dialog.getByRole('button', { name: 'Refund' }).click();
    await page.getByText(/^The refund is recorded with credit note CN\/\d\d-\d\d\/\d+\.$/).waitFor({ timeout: 15_000 });
    await section.getByRole('link', { name: /^CN\/\d\d-\d\d\/\d+$/ }).waitFor();
    await expect.poll(async () => page.getByRole('region', { name: 'Status history' }).textContent(), { timeout: 10_000 }).toMatch(/refund of INR 100\.00/);
    await checkWidths(page, '/shop_order_details with the invoice');
  });
});
