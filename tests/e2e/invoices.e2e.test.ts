// Invoices in Chromium against the built SPA and the real server: an accounts user opens /invoice, saves a draft to a
// buyer in Maharashtra (the business is in Delhi: IGST), issues it, records the whole balance with a bank reference,
// and the invoice shows paid, on its page and in the list. The list and the invoice have no sideways scroll at 390,
// 768 and 1024 px and no serious axe violation; printed, the invoice is all there is on the page.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sharedServer } from './shared-server';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { portalApi } from './api';
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

/** No sideways scroll and no serious axe violation at a phone's, a tablet's and a small laptop's width. */
async function checkWidths(page: Page, what: string) {
  for (const width of [390, 768, 1024]) {
    await page.setViewportSize({ width, height: 800 });
    await page.waitForTimeout(100);
    expect(await sidewaysScroll(page), `${what} at ${width} px`).toBe(0);
    expect(await seriousViolations(page), `${what} at ${width} px`).toEqual([]);
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

describe('invoices', () => {
  it('accounts drafts an invoice, issues it, records the payment, and sees it paid', async () => {
    // The supplier on every invoice: the business's invoice profile (accounts saves it once; a screen for it is not
    // part of this slice).
    const accounts = await api<{ token: string }>('/login', { method: 'POST', body: { email: 'accounts@demo.unipath.test', password: DEMO_PASSWORD } });
    const countries = await api<{ country_id: number; iso2: string }[]>('/home/countries', { token: accounts.token });
    const india = countries.find((country) => country.iso2 === 'IN')!.country_id;
    await api('/common/invoice-profile', {
      method: 'POST',
      token: accounts.token,
      body: {
        legal_name: 'Unipath Education Services Pvt Ltd', gstin: '07AABCU9603R1ZX', pan: 'AABCU9603R', state_code: '07',
        address_line1: '14 Barakhamba Road', city_name: 'New Delhi', country_id: india, postal_code: '110001', billing_email: 'accounts@unipath.test',
      },
    });
    const buyer = `Aarav Sharma ${Date.now() % 1_000_000}`;

    const { page, shell } = await signInAs(browser, baseURL, contexts, 'accounts@demo.unipath.test', DEMO_PASSWORD, '/student_list');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Invoices' }).click();
    await shell.heading('Invoices').waitFor();
    await page.getByRole('table', { name: 'Invoices' }).or(page.getByRole('heading', { name: 'No invoices yet' })).waitFor();
    await checkWidths(page, '/invoice');

    // The keyboard opens the forms and sends them.
    await page.getByRole('button', { name: 'New draft invoice' }).focus();
    await page.keyboard.press('Enter');
    const form = page.getByRole('form', { name: 'New draft invoice' });
    await form.getByLabel('Legal name').fill(buyer);
    await form.getByLabel('Address').fill('5 Marine Drive, Mumbai 400020');
    await form.getByLabel('GST state code (optional)').fill('27');
    const line = form.getByRole('group', { name: 'Line 1' });
    await line.getByLabel('Description').fill('Application support');
    await line.getByLabel('Unit price (INR)').fill('10000');
    await checkWidths(page, 'the draft form');
    await form.getByRole('button', { name: 'Save draft' }).click();
    await page.getByRole('heading', { level: 1, name: /^Draft invoice #\d+$/ }).waitFor();
    await page.getByText('The draft was saved. Check it, then issue it.').waitFor();

    await page.getByRole('button', { name: 'Issue invoice' }).focus();
    await page.keyboard.press('Enter');
    const confirm = page.getByRole('dialog', { name: 'Issue this invoice?' }).getByRole('button', { name: 'Issue invoice' });
    await confirm.waitFor();
    expect(await confirm.evaluate((button) => button === document.activeElement)).toBe(true);
    await page.keyboard.press('Enter');
    const issued = page.getByRole('heading', { level: 1, name: /^Tax invoice INV\/\d\d-\d\d\/\d+$/ });
    await issued.waitFor();
    const number = (await issued.textContent())!.replace('Tax invoice ', '');
    const sheet = page.getByRole('article', { name: 'The invoice' });
    expect(await sheet.getByRole('region', { name: 'Supplier' }).textContent()).toContain('07AABCU9603R1ZX');
    const lines = sheet.getByRole('table', { name: 'Lines' });
    expect(await lines.getByRole('columnheader').allTextContents()).toContain('IGST');
    expect(await sheet.textContent()).toContain('Invoice total₹11,800.00');
    expect(await sheet.textContent()).toContain('Rupees Eleven Thousand Eight Hundred Only');

    await page.getByRole('button', { name: 'Record payment' }).click();
    const payment = page.getByRole('form', { name: 'Record a payment' });
    expect(await payment.getByLabel('Amount received (INR)').inputValue()).toBe('11800.00');
    await checkWidths(page, 'the payment form');
    await payment.getByLabel('Reference').fill(`UTR${Date.now()}`);
    await page.keyboard.press('Enter');
    await page.getByText(`The payment was recorded: ${number} is paid.`).waitFor();
    expect(await sheet.textContent()).toContain('Balance due₹0.00');
    expect(await page.getByRole('region', { name: 'Status history' }).textContent()).toContain('Issued → Paid');
    await checkWidths(page, 'the invoice');

    // Printed, the invoice is the page: the menu and the actions are hidden, the sheet is shown.
    await page.emulateMedia({ media: 'print' });
    const visibility = await page.evaluate(() => ({
      menu: getComputedStyle(document.querySelector('aside')!).visibility,
      print: getComputedStyle([...document.querySelectorAll('button')].find((b) => b.textContent === 'Print')!).visibility,
      sheet: getComputedStyle(document.querySelector('article[aria-label="The invoice"]')!).visibility,
    }));
    expect(visibility).toEqual({ menu: 'hidden', print: 'hidden', sheet: 'visible' });
    await page.emulateMedia({ media: 'screen' });

    await page.getByRole('link', { name: 'All invoices' }).click();
    await shell.heading('Invoices').waitFor();
    await page.getByRole('searchbox', { name: 'Search invoices' }).fill(buyer);
    const row = page.getByRole('table', { name: 'Invoices' }).getByRole('row', { name: number });
    await row.waitFor();
    expect(await row.textContent()).toContain('Paid');
  });
});

describe('commission', () => {
  it('accounts opens /university-commissions and adds a rate; the list has no sideways scroll and no serious axe violation', async () => {
    const accounts = await api<{ token: string }>('/login', { method: 'POST', body: { email: 'accounts@demo.unipath.test', password: DEMO_PASSWORD } });
    const universities = await api<{ university_id: number; name: string }[]>('/home/universities', { token: accounts.token });
    const university = universities[universities.length - 1];
    // A day far ahead and new on every run: a later open-ended rate closes the one before it, so a rerun never overlaps.
    const from = new Date(Date.UTC(2090, 0, 1) + (Date.now() % 3_000_000_000)).toISOString().slice(0, 10);

    const { page, shell } = await signInAs(browser, baseURL, contexts, 'accounts@demo.unipath.test', DEMO_PASSWORD, '/student_list');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Commissions' }).click();
    await shell.heading('University commissions').waitFor();
    await page.getByRole('table', { name: 'Commission rates' }).or(page.getByRole('heading', { name: 'No commission rates yet' })).waitFor();
    await checkWidths(page, '/university-commissions');

    await page.getByRole('button', { name: 'Add rate' }).focus();
    await page.keyboard.press('Enter');
    const form = page.getByRole('form', { name: 'Add a commission rate' });
    await form.getByLabel('University').selectOption({ label: university.name });
    await form.getByLabel('Percent of the tuition').fill('12.5');
    await form.getByLabel('Valid from').fill(from);
    await checkWidths(page, 'the add-rate form');
    await form.getByRole('button', { name: 'Add rate' }).click();
    await page.getByText(`The rate of ${university.name} (every level) was added: 12.5 % of tuition from`).waitFor();

    await page.goto(`${baseURL}/university-commissions/${university.university_id}`);
    const history = page.getByRole('table', { name: 'Rate history' });
    await history.waitFor();
    expect(await history.textContent()).toContain('12.5 % of tuition');
    await checkWidths(page, 'a university’s rates');
  });

  it('a partner (the demo agent) opens /commission and sees its statement with the TDS line', async () => {
    const { page, shell } = await signInAs(browser, baseURL, contexts, 'agent@demo.unipath.test', DEMO_PASSWORD, '/agent_home');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'My commission' }).click();
    await shell.heading('Commission').waitFor();
    await page.getByText(/TDS under section 194H: (2 %|20 %)/).waitFor();
    await page.getByRole('table', { name: 'Commission by application term' }).or(page.getByRole('heading', { name: /^No commission in / })).waitFor();
    await page.getByRole('region', { name: /^Annual target / }).waitFor();
    expect(await page.getByRole('button', { name: /^Invoice:/ }).count()).toBe(0);
    await checkWidths(page, '/commission');
  });
});
