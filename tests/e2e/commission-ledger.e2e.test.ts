// A partner's commission after an enrolment, in Chromium against the built SPA and the real server. Set-up through
// the API, as staff would do it on their screens: the counselor applies for Ananya (the demo agent's student) to a
// course abroad and moves the application along the pipeline to enrolled; accounts accrues the first term at a past
// census date and invoices it to the university. Then, in the browser: the agent finds the term on /commission with
// its expected and invoiced amounts, opens the commission invoice, finds it on Ananya's statement of account, claims
// its share of the term on Ananya's commission page (/invoice/{student}) and raises the claim; the area franchise, who
// does not reach Ananya, is told it has no access to that invoice and is back on its home page.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext } from 'playwright-core';
import { sharedServer } from './shared-server';
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

type Course = { course_id: number; intakes: string[]; tuition_fee: number | null; currency: string; university: { university_id: number; country_name: string }; course_level: { course_level_id: number } };
type Status = { status: string; next_statuses: string[] };
type Term = { inv_id: number | null; invoice_no: string | null; expected_minor: number; invoiced_minor: number; currency: string };

const signIn = async (email: string) => (await api<{ token: string }>('/login', { method: 'POST', body: { email, password: DEMO_PASSWORD } })).token;

/** The statuses to pass through from `from` to `to`, breadth first over the server's transition table. */
function pathTo(statuses: Status[], from: string, to: string): string[] {
  const next = new Map(statuses.map((s) => [s.status, s.next_statuses]));
  const cameFrom = new Map<string, string>([[from, '']]);
  const queue = [from];
  while (queue.length) {
    const status = queue.shift()!;
    if (status === to) break;
    for (const n of next.get(status) ?? []) if (!cameFrom.has(n)) (cameFrom.set(n, status), queue.push(n));
  }
  const path: string[] = [];
  for (let s = to; s !== from; s = cameFrom.get(s)!) path.unshift(s);
  return path;
}

describe('a partner’s commission after an enrolment', () => {
  it('the agent sees the term and its invoice on /commission and raises its claim; the area franchise may not open the invoice', async () => {
    const [counselor, accounts] = [await signIn('counselor@demo.unipath.test'), await signIn('accounts@demo.unipath.test')];
    const countries = await api<{ country_id: number; iso2: string }[]>('/home/countries', { token: accounts });
    await api('/common/invoice-profile', {
      method: 'POST',
      token: accounts,
      body: {
        legal_name: 'Unipath Education Services Pvt Ltd', gstin: '07AABCU9603R1ZX', pan: 'AABCU9603R', state_code: '07',
        address_line1: '14 Barakhamba Road', city_name: 'New Delhi', country_id: countries.find((c) => c.iso2 === 'IN')!.country_id,
        postal_code: '110001', billing_email: 'accounts@unipath.test',
      },
    });
    const students = await api<{ items: { user_id: number; first_name: string; last_name: string }[] }>('/common/assigned-student?q=Ananya', { token: counselor });
    const ananya = students.items.find((s) => s.first_name === 'Ananya' && s.last_name === 'Reddy')!;

    // A course abroad with a tuition fee whose university and level have no commission rate yet (other files add
    // rates to the last university of the list): a rate of 10 % from 2020 on.
    const search = await api<{ items: Course[] }>('/home/search/list?q=business&page_size=50', {});
    let course: Course | undefined;
    for (const candidate of search.items) {
      if (candidate.tuition_fee === null || candidate.intakes.length === 0 || candidate.university.country_name === 'India') continue;
      const rates = await api<{ items: unknown[] }>(`/common/commission-rates/?university_id=${candidate.university.university_id}&active_only=false`, { token: accounts });
      if (rates.items.length === 0) {
        course = candidate;
        break;
      }
    }
    expect(course, 'a course abroad whose university has no commission rate').toBeDefined();
    await api('/common/commission-rate', {
      method: 'POST',
      token: accounts,
      body: { university_id: course!.university.university_id, course_level_id: course!.course_level.course_level_id, rate_type: 'percent', rate_basis_points: 1000, valid_from: '2020-01-01' },
    });

    // The counselor applies for Ananya and moves the application to enrolled, one allowed step at a time.
    const application = await api<{ sa_mapper_id: number; status: string }>('/common/applications', {
      method: 'POST',
      token: counselor,
      body: { student_user_id: ananya.user_id, course_id: course!.course_id, intake: course!.intakes[0], intake_year: new Date().getUTCFullYear() + 1 },
    });
    const statuses = await api<Status[]>('/common/application-statuses', { token: counselor });
    let seen = application.status;
    for (const status of pathTo(statuses, seen, 'enrolled')) {
      await api(`/common/applications/${application.sa_mapper_id}/status`, { method: 'POST', token: counselor, body: { expected_status: seen, status } });
      seen = status;
    }
    expect(seen).toBe('enrolled');

    // Accounts accrues term 1 at a census date in FY 2025-26 on a tuition of 20,000.00 and invoices it.
    const base = `/common/commissions/${application.sa_mapper_id}`;
    await api(`${base}/expected`, { method: 'POST', token: accounts, body: { census_date: '2025-09-15', tuition_minor: 2_000_000 } });
    const term = await api<Term>(`${base}/terms/1/invoice`, { method: 'POST', token: accounts, body: {} });
    expect(term).toMatchObject({ expected_minor: 200_000, invoiced_minor: 200_000 });
    const invoiceNo = term.invoice_no!;

    // The agent: the term on its statement for 2025-26, with the invoice; the invoice opens.
    const agent = await signInAs(browser, baseURL, contexts, 'agent@demo.unipath.test', DEMO_PASSWORD, '/agent_home');
    await agent.page.goto(`${baseURL}/commission?fy=2025-26`);
    await agent.shell.heading('Commission').waitFor();
    const table = agent.page.getByRole('table', { name: 'Commission by application term' });
    const row = table.getByRole('row', { name: 'Ananya Reddy, term 1' });
    await row.waitFor();
    const text = (await row.textContent())!;
    expect(text).toContain(invoiceNo);
    expect(text).toContain('Invoiced');
    for (const width of [390, 768, 1024]) {
      await agent.page.setViewportSize({ width, height: 800 });
      await agent.page.waitForTimeout(100);
      expect(await sidewaysScroll(agent.page), `/commission at ${width} px`).toBe(0);
      expect(await seriousViolations(agent.page), `/commission at ${width} px`).toEqual([]);
    }
    await agent.page.goto(`${baseURL}/tax-invoice/${term.inv_id}`);
    await agent.page.getByRole('heading', { level: 1, name: `Tax invoice ${invoiceNo}` }).waitFor();

    // Ananya's statement of account lists the invoice; printable, no sideways scroll, axe clean.
    await agent.page.goto(`${baseURL}/student_list-print/${ananya.user_id}`);
    const statement = agent.page.getByRole('article', { name: 'The statement' });
    await statement.getByRole('link', { name: invoiceNo }).waitFor();
    for (const width of [390, 768, 1024]) {
      await agent.page.setViewportSize({ width, height: 800 });
      await agent.page.waitForTimeout(100);
      expect(await sidewaysScroll(agent.page), `the statement at ${width} px`).toBe(0);
      expect(await seriousViolations(agent.page), `the statement at ${width} px`).toEqual([]);
    }

    // The agent claims its share of the term on Ananya's commission page (/invoice/{student}): the claim makes a draft
    // commission invoice (the amount is the ledger's) and opens it; raised there, it carries its PCI number. Both pages
    // have no sideways scroll and no serious axe violation.
    await agent.page.goto(`${baseURL}/invoice/${ananya.user_id}`);
    const terms = agent.page.getByRole('table', { name: 'Commission terms' });
    const claimButton = terms.getByRole('button', { name: /^Claim your share of term 1 at / });
    await claimButton.waitFor();
    for (const width of [390, 768, 1024]) {
      await agent.page.setViewportSize({ width, height: 800 });
      await agent.page.waitForTimeout(100);
      expect(await sidewaysScroll(agent.page), `the student's commission at ${width} px`).toBe(0);
      expect(await seriousViolations(agent.page), `the student's commission at ${width} px`).toEqual([]);
    }
    await claimButton.click();
    await agent.page.waitForURL(/\/manual-invoice\/\d+$/);
    await agent.page.getByRole('heading', { level: 1, name: /^Draft commission invoice #\d+$/ }).waitFor();
    await agent.page.getByRole('button', { name: 'Raise invoice' }).click();
    await agent.page.getByRole('heading', { level: 1, name: /^Commission invoice PCI\/\d\d-\d\d\/\d+$/ }).waitFor();
    for (const width of [390, 768, 1024]) {
      await agent.page.setViewportSize({ width, height: 800 });
      await agent.page.waitForTimeout(100);
      expect(await sidewaysScroll(agent.page), `the commission invoice at ${width} px`).toBe(0);
      expect(await seriousViolations(agent.page), `the commission invoice at ${width} px`).toEqual([]);
    }

    // The area franchise reaches other students: the same invoice is not one it may see.
    const area = await signInAs(browser, baseURL, contexts, 'area-franchise@demo.unipath.test', DEMO_PASSWORD, '/agent_home');
    await area.page.goto(`${baseURL}/tax-invoice/${term.inv_id}`);
    // The server answers 403: the app says so and takes the user back to their home page, never showing the invoice.
    await area.page.getByText('You do not have access to that', { exact: true }).waitFor();
    await area.page.waitForURL('**/agent_home');
    expect(await area.page.getByText(invoiceNo).count()).toBe(0);
  }, 120_000);
});
