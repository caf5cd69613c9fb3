// Leads across roles in Chromium against the built SPA and the real server (issue 11's proofs): a planned follow-up
// comes due and its notification arrives in the top bar; a master franchise sees its area franchise's counts on the
// dashboard; an area franchise is refused its master's lead; an operations manager sets a round-robin assignment rule
// and the next new lead is assigned by it. This file runs its own server with the lead-reminders schedule every
// 5 seconds (LEAD_REMINDERS_EVERY_SECONDS; 60 by default), so a reminder arrives within a test's patience.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { DEMO_PASSWORD, launchChromium } from './browser';
import { startServer, type E2eServer } from './global-setup';
import { signInAs } from './sign-in';

const REMINDER_SECONDS = 5;
const MASTER = 'franchise@demo.unipath.test';
const AREA = 'area-franchise@demo.unipath.test';

let server: E2eServer;
let browser: Browser;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  server = await startServer({ LEAD_REMINDERS_EVERY_SECONDS: String(REMINDER_SECONDS) });
  browser = await launchChromium();
});
afterAll(async () => {
  for (const context of contexts) await context.close().catch(() => undefined);
  await browser?.close();
  await server?.stop();
});

/** A call to the real server as `email` (set-up and cross-checks beside what the browser shows). */
async function apiAs(email: string) {
  const login = await fetch(`${server.baseURL}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  const { data } = (await login.json()) as { data: { token: string; user: { user_id: number } } };
  return {
    userId: data.user.user_id,
    get: async <T,>(path: string): Promise<{ status: number; data: T }> => {
      const response = await fetch(`${server.baseURL}${path}`, { headers: { authorization: `Bearer ${data.token}` } });
      const body = (await response.json()) as { data: T };
      return { status: response.status, data: body.data };
    },
  };
}

/** Adds a lead through the form as the signed-in user and answers its page's path. */
async function addLead(page: Page, first: string, last: string): Promise<string> {
  const stamp = Date.now() % 100_000_000;
  await page.goto('/my_leads/lead_form');
  const form = page.getByRole('form', { name: 'New lead' });
  await form.getByLabel('First name').fill(first);
  await form.getByLabel('Last name (optional)').fill(last);
  await form.getByLabel('Email').fill(`${first.toLowerCase()}.${stamp}@example.com`);
  await form.getByLabel('Mobile').fill(`97${String(stamp).padStart(8, '0')}`);
  await form.getByRole('button', { name: 'Save lead' }).click();
  await page.getByText(`${first} ${last} was added to your leads.`).waitFor();
  const path = new URL(page.url()).pathname;
  expect(path).toMatch(/^\/my_leads\/\d+$/);
  return path;
}

/** The number the top bar's notifications link says is unread. */
async function unreadNotifications(page: Page): Promise<number> {
  const name = (await page.getByTestId('unread-notifications').getAttribute('aria-label')) ?? '';
  return Number(/(\d+) unread/.exec(name)?.[1] ?? Number.NaN);
}

describe('leads across roles', () => {
  it('a planned follow-up comes due and its notification arrives in the top bar', async () => {
    const { page, shell } = await signInAs(browser, baseURLOf(), contexts, 'agent@demo.unipath.test', DEMO_PASSWORD, '/agent_home');
    const leadPath = await addLead(page, 'Tara', 'Menon');
    await shell.heading('Tara Menon').waitFor();
    const before = await unreadNotifications(page);
    expect(before).not.toBeNaN();

    // Planned 15 seconds ahead, in the browser's own time zone (the input is a local date and time, to the second).
    const when = await page.evaluate(() => {
      const at = new Date(Date.now() + 15_000);
      const pad = (n: number) => String(n).padStart(2, '0');
      return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T${pad(at.getHours())}:${pad(at.getMinutes())}:${pad(at.getSeconds())}`;
    });
    const followUp = page.getByRole('form', { name: 'Add a follow-up' });
    await followUp.getByLabel('Plan it for later').check();
    await followUp.getByLabel('What to do').fill('Call Tara about the September intake shortlist.');
    await followUp.getByLabel('When').fill(when);
    await followUp.getByRole('button', { name: 'Plan follow-up' }).click();
    await page.getByText(/^Follow-up planned for /).waitFor();
    const planned = Date.now();

    // The schedule notifies it once due; the top bar's poll (every 10 s) brings the count.
    await page.waitForFunction(
      (count) => /(\d+) unread/.exec(document.querySelector('[data-testid="unread-notifications"]')?.getAttribute('aria-label') ?? '')?.[1] !== String(count),
      before,
      { timeout: 60_000, polling: 500 },
    );
    const waited = (Date.now() - planned) / 1000;
    expect(await unreadNotifications(page)).toBeGreaterThan(before);
    expect(waited).toBeGreaterThanOrEqual(10); // not before it was due
    console.info(`follow-up notified in the top bar ${waited.toFixed(1)} s after planning (due after 15 s)`);

    await page.getByTestId('unread-notifications').click();
    await shell.heading('Notifications').waitFor();
    const notice = page.getByText('Follow-up due: Tara Menon').first();
    await notice.waitFor();
    await page.getByText('Call Tara about the September intake shortlist.').first().waitFor();
    const link = page.locator(`a[href="${leadPath}"]`).first();
    expect(await link.count()).toBe(1);
  }, 120_000);

  it("a master franchise sees its area franchise's counts on the dashboard", async () => {
    const area = await apiAs(AREA);
    const own = await area.get<{ total: number; counseled: number }>('/lead-api/my-lead/lead-count');
    expect(own.status).toBe(200);
    expect(own.data.total).toBeGreaterThan(0);

    const { page } = await signInAs(browser, baseURLOf(), contexts, MASTER, DEMO_PASSWORD, '/agent_home');
    const panel = page.getByRole('region', { name: 'Your area franchises' });
    await panel.getByText(/Your 1 area franchises?: /).waitFor({ timeout: 20_000 });
    expect(await panel.getByText(/Your 1 area franchises?: /).textContent()).toContain(`: ${own.data.total} (${own.data.counseled} counseled`);
    await panel.getByText('The numbers').click();
    const row = panel.getByRole('table', { name: 'Your area franchises' }).getByRole('row', { name: /Unipath Chandigarh/ });
    const cells = await row.getByRole('cell').allTextContents();
    expect(cells[0]).toBe(own.data.total.toLocaleString('en'));
    expect(cells[1]).toBe(own.data.counseled.toLocaleString('en'));
  });

  it("an area franchise cannot open its master's lead", async () => {
    const master = await apiAs(MASTER);
    const list = await master.get<{ items: { lead_id: number; owner: { user_id: number } | null; first_name: string; last_name: string | null }[] }>('/lead-api/my-lead/all?page_size=100');
    const mastersLead = list.data.items.find((lead) => lead.owner?.user_id === master.userId);
    expect(mastersLead, 'the seeded book has leads of the master franchise itself').toBeDefined();
    const area = await apiAs(AREA);
    const refusal = (await area.get(`/lead-api/my-lead/single/${mastersLead!.lead_id}`)).status;
    expect([403, 404]).toContain(refusal);

    const { page, shell } = await signInAs(browser, baseURLOf(), contexts, AREA, DEMO_PASSWORD, '/agent_home');
    await page.goto(`/my_leads/${mastersLead!.lead_id}`);
    if (refusal === 403) {
      // A 403 from the API takes the user home with a toast saying so (spec section 8).
      await page.getByText('You do not have access to that', { exact: true }).waitFor();
      await page.waitForURL('**/agent_home');
    } else {
      await page.getByRole('alert', { name: 'This lead is not one of yours, or it does not exist' }).waitFor();
      await shell.heading('Lead').waitFor();
      expect(await page.getByRole('link', { name: 'Back to your leads' }).getAttribute('href')).toBe('/my_leads');
    }
    expect(await page.getByRole('form', { name: 'Add a follow-up' }).count()).toBe(0);
    expect(await page.getByRole('heading', { level: 1, name: `${mastersLead!.first_name} ${mastersLead!.last_name ?? ""}`.trim() }).count()).toBe(0);
    // Nor is the assignment rule theirs: the list offers it to the master only.
    await page.goto('/my_leads');
    await shell.heading('My leads').waitFor();
    await page.getByRole('table').first().waitFor();
    expect(await page.getByRole('button', { name: 'Assignment rules' }).count()).toBe(0);
  });

  it('an operations manager sets a round-robin rule and the next new lead is assigned by it', async () => {
    const { page, shell } = await signInAs(browser, baseURLOf(), contexts, 'opsmanager@demo.unipath.test', DEMO_PASSWORD, '/staff_home');
    await page.goto('/my_leads');
    await shell.heading('My leads').waitFor();
    await page.getByRole('button', { name: 'Assignment rules' }).click();
    const dialog = page.getByRole('dialog', { name: 'Assignment rules' });
    const form = dialog.getByRole('form', { name: 'Assignment rules' });
    await form.waitFor();

    // The dialog never scrolls sideways on a phone, a tablet or a small laptop, also with a member's area rows open.
    await form.getByRole('radio', { name: /By area/ }).check();
    await form.getByRole('checkbox', { name: /Priya Nair/ }).check();
    await form.getByRole('button', { name: 'Add an area for Priya Nair' }).click();
    await form.getByLabel('State, area 1').waitFor();
    for (const width of [390, 768, 1024]) {
      await page.setViewportSize({ width, height: 800 });
      const sideways = await dialog.evaluate((element) => element.scrollWidth > element.clientWidth || element.getBoundingClientRect().right > window.innerWidth);
      expect(sideways, `the dialog at ${width} px`).toBe(false);
    }
    await page.setViewportSize({ width: 1280, height: 800 });

    await form.getByRole('button', { name: 'Remove area 1 of Priya Nair' }).click();
    await form.getByRole('radio', { name: /In turn \(round robin\)/ }).check();
    expect(await form.getByRole('checkbox', { name: /Priya Nair/ }).isChecked()).toBe(true);
    await form.getByLabel('Daily cap per member (optional)').fill('50');
    await form.getByRole('button', { name: 'Save rule' }).click();
    await page.getByText('New leads go in turn to 1 member, at most 50 each a day; call them within 60 minutes.', { exact: true }).waitFor();
    await dialog.waitFor({ state: 'detached' });

    // Opened again, it shows the saved rule.
    await page.getByRole('button', { name: 'Assignment rules' }).click();
    await form.waitFor();
    expect(await form.getByRole('radio', { name: /In turn \(round robin\)/ }).isChecked()).toBe(true);
    expect(await form.getByRole('checkbox', { name: /Priya Nair/ }).isChecked()).toBe(true);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });

    await addLead(page, 'Rhea', 'Kulkarni');
    const assignments = page.getByRole('list', { name: 'Assignments' });
    await assignments.waitFor();
    const entries = await assignments.getByRole('listitem').allTextContents();
    expect(entries).toHaveLength(1);
    expect(entries[0]).toContain('Priya Nair');
    expect(entries[0]).toContain('current');
    expect(entries[0]).toContain('by the assignment rule (round robin)');
  });
});

function baseURLOf(): string {
  return server.baseURL;
}
