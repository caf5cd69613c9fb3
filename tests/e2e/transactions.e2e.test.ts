// Transactions in Chromium against the built SPA and the real server: the demo student pays a plan through the sandbox
// provider and finds the payment paid on /transactions; accounts opens /transactions, filters the paid ones, reads the
// totals of the whole filtered list and exports the CSV (the downloaded file is read). No sideways scroll and no
// serious axe violation at 390 and 1024 px.
import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { sharedServer } from './shared-server';
import { seriousViolations, sidewaysScroll } from './a11y';
import { DEMO_PASSWORD, launchChromium } from './browser';
import { ServicesPage } from './pages/services-page';
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

describe('transactions', () => {
  let transactionId = '';

  it('the student pays a plan through the sandbox and sees the payment paid', async () => {
    // A student no other e2e file pays for: the files share a server, and the demo student's plans are bought by the
    // journey and the shop (a plan paid already offers no Pay button).
    const { page: student } = await signInAs(browser, baseURL, contexts, 'saanvi.das@demo.unipath.test', DEMO_PASSWORD, '/home');
    await student.goto('/services?service_name=IELTS');
    const services = new ServicesPage(student);
    const plan = student.getByRole('listitem').filter({ has: student.getByRole('button', { name: /^Pay by card: / }) }).first();
    const planName = (await plan.getAttribute('aria-label'))!;
    await services.payByCard(planName);
    await services.answerSandbox('Pay (success)');
    await expect.poll(() => services.phase(), { timeout: 10_000 }).toBe('paid');
    transactionId = new URL(student.url()).searchParams.get('transaction_id')!;

    await student.goto('/transactions');
    const row = student.getByRole('row', { name: transactionId });
    await row.waitFor({ timeout: 15_000 });
    expect(await row.getByText('Paid', { exact: true }).count()).toBe(1);
    expect(await row.textContent()).toMatch(/IELTS/i);
    await checkWidths(student, '/transactions as the student');
  });

  it('accounts filters the paid payments, reads the totals and exports them as CSV', async () => {
    const { page } = await signInAs(browser, baseURL, contexts, 'accounts@demo.unipath.test', DEMO_PASSWORD, '/student_list');
    await page.goto('/transactions');
    await page.getByRole('table', { name: 'Payments' }).waitFor({ timeout: 15_000 });
    await page.getByLabel('Status').selectOption({ label: 'Paid' });
    await page.waitForURL('**/transactions?status=paid');
    await page.getByRole('row', { name: transactionId }).waitFor();
    const totals = page.getByRole('list', { name: 'Totals of every matching payment' });
    expect(await totals.textContent()).toMatch(/^Paid ₹[\d,]+\.\d{2} \(\d+ payments?\)/);
    await checkWidths(page, '/transactions as accounts');

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^transactions-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = (await readFile((await download.path())!, 'utf8')).replace(/^\uFEFF/, '');
    const lines = csv.split('\r\n');
    expect(lines[0]).toBe('Date,Transaction ID,Student,Email,Service,Plan,Kind,List price,Discount,Amount,Currency,Status,Provider,Coupon,Order,Paid at');
    const mine = lines.find((line) => line.includes(`,${transactionId},`))!;
    expect(mine).toMatch(/,saanvi\.das@demo\.unipath\.test,.*,\d+\.\d{2},\d+\.\d{2},\d+\.\d{2},[A-Z]{3},paid,sandbox,/);
    expect(lines.slice(1, -1).every((line) => line.includes(',paid,'))).toBe(true);
  });
});
