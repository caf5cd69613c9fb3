// Issues 13 and 10: the money detail views with a real record in them, walked at 390, 768 and 1024 px with the checks
// of the a11y walks (no sideways scroll, the menu button, no critical or serious axe violation), for accounts, the
// operations manager and the agent who owns the records; each view must show its record (its number, or the row that
// names it); and the three lists they are opened from, with the records listed. The records are made through the API
// first (money-records.ts). The agent opening another partner's (the area franchise's) invoice, bill and clubbed
// service invoice sees the refusal, never the record.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { sharedServer } from './shared-server';
import { launchChromium } from './browser';
import { report, signedInPage, walkPaths, type WalkPath, type Walker } from './a11y-walk';
import { makeMoneyRecords, type MoneyRecords } from './money-records';
import { settle, type Finding } from './a11y';

const baseURL = sharedServer().baseURL;
let browser: Browser;
const contexts: BrowserContext[] = [];
let records: MoneyRecords;

beforeAll(async () => {
  browser = await launchChromium();
  records = await makeMoneyRecords(baseURL);
}, 120_000);
afterAll(async () => {
  for (const context of contexts) await context.close().catch(() => undefined);
  await browser?.close();
});

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
/** The main heading names the record. */
const headed = (text: string) => (page: Page) => page.getByRole('heading', { level: 1, name: new RegExp(escaped(text)) });

/**
 * The detail views of the agent's records, each with what proves its record is shown — among them the credit note of
 * a refund against the agent's clubbed service invoice, which the agent reads as the invoice it credits.
 */
function moneyPaths(r: MoneyRecords['agent']): WalkPath[] {
  const student = r.studentUserId;
  return [
    { path: `/tax-invoice/${r.refundNote.invId}`, what: r.refundNote.number, shows: headed(r.refundNote.number) },
    { path: `/clubbed-service-invoice?sci_id=${r.clubbedService.sciId}`, what: r.clubbedService.number, shows: headed(`Clubbed service invoice ${r.clubbedService.number}`) },
    { path: `/manual-invoice/${r.manualInvoice.miId}`, what: r.manualInvoice.number, shows: headed(`Manual invoice ${r.manualInvoice.number}`) },
    { path: `/manual-invoice/${r.partnerInvoice.id}`, what: r.partnerInvoice.number, shows: headed(`Commission invoice ${r.partnerInvoice.number}`) },
    { path: `/invoice/clubbed_invoice?ci_id=${r.bill.ciId}`, what: r.bill.number, shows: headed(`Clubbed invoice ${r.bill.number}`) },
    { path: `/tax-invoice/${r.taxInvoice.invId}`, what: r.taxInvoice.number, shows: headed(r.taxInvoice.number) },
    { path: `/tax-invoice/${r.creditNote.invId}`, what: r.creditNote.number, shows: headed(r.creditNote.number) },
    { path: `/tax-invoice/${r.clubbedService.invId}`, what: r.clubbedService.number, shows: headed(r.clubbedService.number) },
    { path: `/shop_order_details/${r.order.soId}`, what: `order ${r.order.soId} with its clubbed invoice line`, shows: (page) => page.getByRole('region', { name: 'GST invoice' }).getByText(r.clubbedService.number) },
    { path: `/student_list-print/${student}`, what: `${r.taxInvoice.number} on the statement`, shows: (page) => page.getByRole('article', { name: 'The statement' }).getByRole('link', { name: r.taxInvoice.number }) },
    { path: `/invoice/${student}`, what: `${r.partnerInvoice.number} among the invoices raised`, shows: (page) => page.getByRole('link', { name: r.partnerInvoice.number }) },
    { path: `/termwise-invoice/${student}`, what: `${r.manualInvoice.number} by term`, shows: (page) => page.getByRole('link', { name: r.manualInvoice.number }) },
    { path: `/service-invoice/${student}`, what: `${r.clubbedService.number} line 1`, shows: (page) => page.getByText(`${r.clubbedService.number} line 1`) },
    // The lists these views are opened from, with the records in them.
    { path: '/clubbed-service-invoice', what: `${r.clubbedService.number} listed`, shows: (page) => page.getByRole('link', { name: r.clubbedService.number, exact: true }) },
    { path: '/invoice/clubbed_invoice', what: `${r.bill.number} listed`, shows: (page) => page.getByRole('link', { name: r.bill.number, exact: true }) },
    { path: '/invoice', what: `${r.creditNote.number} listed`, shows: (page) => page.getByRole('link', { name: r.creditNote.number, exact: true }) },
  ];
}

const WALKERS: Walker[] = [
  { name: 'accounts', email: 'accounts@demo.unipath.test', userType: 'accounts', landing: '/student_list' },
  { name: 'operations manager', email: 'opsmanager@demo.unipath.test', userType: 'operations_manager', landing: '/staff_home' },
  { name: 'agent', email: 'agent@demo.unipath.test', userType: 'agent', landing: '/agent_home' },
];

describe('accessibility and small screens: the money detail views with a record', () => {
  const pages = new Map<string, Page>();

  for (const walker of WALKERS) {
    it(`${walker.name}: each view shows its record and is clean at 390, 768 and 1024 px`, async () => {
      const findings: Finding[] = [];
      const page = await signedInPage(browser, baseURL, contexts, walker, findings);
      pages.set(walker.name, page);
      const paths = moneyPaths(records.agent);
      const result = await walkPaths(page, walker, paths, findings);
      const text = report(walker, result);
      console.log(text);
      expect(result.pages).toBe(paths.length);
      expect(result.findings, text).toEqual([]);
    }, 600_000);
  }

  it('the agent opening another partner’s invoice, bill or clubbed service invoice sees the refusal, not the record', async () => {
    // The agent's page of its walk, or (this test run alone) a new one.
    const page = pages.get('agent') ?? (await signedInPage(browser, baseURL, contexts, WALKERS.find((w) => w.userType === 'agent')!, []));
    const other = records.other;
    // The server answers 403: the app says so and takes the agent back to its home page (the app's refusal of a
    // forbidden call, as for a tax invoice in commission-ledger.e2e), never showing the record.
    const refusals = [
      { path: `/manual-invoice/${other.partnerInvoice.id}`, number: other.partnerInvoice.number },
      { path: `/invoice/clubbed_invoice?ci_id=${other.bill.ciId}`, number: other.bill.number },
      { path: `/clubbed-service-invoice?sci_id=${other.clubbedService.sciId}`, number: other.clubbedService.number },
    ];
    for (const { path, number } of refusals) {
      // page.goto loads a new document: the toast of the refusal before is gone.
      await page.goto(path);
      await page.getByText('You do not have access to that', { exact: true }).waitFor({ timeout: 15_000 });
      await page.waitForURL('**/agent_home');
      await settle(page);
      expect(await page.getByText(number).count(), path).toBe(0);
    }
  }, 120_000);
});
