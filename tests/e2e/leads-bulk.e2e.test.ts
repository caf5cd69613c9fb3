// Bulk nurture and bulk WhatsApp from the lead list, in Chromium against the built SPA and the real server: the demo
// agent (seeded with credits) selects two new leads, enrols them in a nurturing sequence and reads the report, then
// sends them an approved WhatsApp template with a lead field and a text, and follows the link to the broadcasts tab
// where the broadcast is listed. With each dialog open, axe finds no serious violation at 390 and 1024 px; the bulk bar,
// with its two new buttons, does not scroll sideways at 390, 768 and 1024 px.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sharedServer } from './shared-server';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
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

/** Signs in through the API and adds a lead as that user (set-up beside what the browser does). */
async function addLeads(email: string, leads: { first_name: string; last_name: string; email: string; mobile: string }[]) {
  const login = await fetch(`${baseURL}/api/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password: DEMO_PASSWORD }) });
  const { data } = (await login.json()) as { data: { token: string } };
  for (const lead of leads) {
    const response = await fetch(`${baseURL}/lead-api/my-lead/save`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${data.token}` },
      body: JSON.stringify(lead),
    });
    expect(response.status, `saving ${lead.first_name}`).toBeLessThan(300);
  }
}

/** Picks the option of a select whose label starts with `start` (its label also carries counts and credits). */
async function chooseStartingWith(select: Locator, start: string) {
  const option = select.locator('option', { hasText: start }).first();
  await option.waitFor({ state: 'attached' });
  await select.selectOption((await option.getAttribute('value'))!);
}

/** axe and the sideways scroll at a phone's and a small laptop's width, with a dialog open. */
async function checkWidths(page: Page, dialog: Locator, what: string) {
  for (const width of [390, 1024]) {
    await page.setViewportSize({ width, height: 800 });
    await dialog.waitFor();
    expect(await sidewaysScroll(page), `${what} at ${width} px`).toBe(0);
    expect(await seriousViolations(page), `${what} at ${width} px`).toEqual([]);
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

describe('bulk actions on the lead list', () => {
  it('the agent enrols two leads in a sequence and reads the report, then sends them a WhatsApp template and finds the broadcast', async () => {
    const stamp = String(Date.now() % 1_000_000).padStart(6, '0');
    const tag = `bulkx${stamp}`;
    await addLeads('agent@demo.unipath.test', [
      { first_name: 'Diya', last_name: 'Menon', email: `diya.${tag}@example.com`, mobile: `96${stamp}01` },
      { first_name: 'Arjun', last_name: 'Pillai', email: `arjun.${tag}@example.com`, mobile: `95${stamp}02` },
    ]);
    const { page, shell } = await signInAs(browser, baseURL, contexts, 'agent@demo.unipath.test', DEMO_PASSWORD, '/agent_home');

    const selectBoth = async () => {
      await page.goto(`/my_leads?q=${tag}`);
      await shell.heading('My leads').waitFor();
      const table = page.getByRole('table', { name: 'Leads matching the filters' });
      await table.getByRole('checkbox', { name: 'Select Diya Menon' }).check();
      await table.getByRole('checkbox', { name: 'Select Arjun Pillai' }).check();
      const bulk = page.getByRole('region', { name: 'Selected leads' });
      await bulk.getByText('2 leads selected').waitFor();
      return bulk;
    };

    // The bar wraps with its two new buttons: nothing scrolls sideways on a phone, a tablet or a small laptop.
    let bulk = await selectBoth();
    for (const width of [390, 768, 1024]) {
      await page.setViewportSize({ width, height: 800 });
      await bulk.getByRole('button', { name: 'Send WhatsApp' }).waitFor();
      expect(await sidewaysScroll(page), `the bulk bar at ${width} px`).toBe(0);
    }
    await page.setViewportSize({ width: 1280, height: 800 });

    // Start nurturing: the sequence's steps and cost, then the report, kept until dismissed.
    await bulk.getByRole('button', { name: 'Start nurturing' }).click();
    const nurture = page.getByRole('dialog', { name: 'Start nurturing' });
    await nurture.getByText('Enrol 2 selected leads in a nurturing sequence.').waitFor();
    await chooseStartingWith(nurture.getByLabel('Nurturing sequence'), 'New enquiry welcome');
    const steps = nurture.getByRole('list', { name: 'Steps of New enquiry welcome' });
    await steps.getByText('Day 1 · WhatsApp · Intake reminder on WhatsApp').waitFor();
    await nurture.getByText('Balance after, at least').waitFor();
    const costs = await nurture.locator('dl').innerText();
    const perLead = Number(/Credits per lead\s+(\d+) credits?/.exec(costs)?.[1]);
    expect(perLead).toBeGreaterThan(0);
    expect(costs).toMatch(new RegExp(`Cost, at most\\s+${2 * perLead} credits`));
    await checkWidths(page, nurture, 'the nurturing dialog');
    await nurture.getByRole('button', { name: 'Start nurturing' }).click();
    const report = page.getByText(new RegExp(`^2 enrolled in “New enquiry welcome”\\. ${2 * perLead} credits held; your balance is now [\\d,]+ credits\\.$`));
    await report.waitFor();
    expect(await page.getByRole('region', { name: 'Selected leads' }).count()).toBe(0);
    await page.getByRole('button', { name: 'Dismiss' }).click();
    await report.waitFor({ state: 'detached' });

    // Send WhatsApp: an approved template, {{1}} from each lead's first name, {{2}} a text; the cost before sending.
    bulk = await selectBoth();
    await bulk.getByRole('button', { name: 'Send WhatsApp' }).click();
    const whatsapp = page.getByRole('dialog', { name: 'Send a WhatsApp message' });
    await chooseStartingWith(whatsapp.getByLabel('Template'), 'intake_reminder');
    await whatsapp.getByLabel('Fill {{1}} with').selectOption({ label: 'The lead’s first name' });
    await whatsapp.getByLabel('Text for {{2}}').fill('September 2027');
    await whatsapp.getByLabel('Broadcast name (optional)').fill(`Bulk ${tag}`);
    await whatsapp.getByText('Hello [First name], applications for the September 2027 intake are open.', { exact: false }).waitFor();
    await whatsapp.getByText('Balance after, at least').waitFor();
    const preview = await whatsapp.locator('dl').innerText();
    expect(preview).toMatch(/Recipients, at most\s+2/);
    const perMessage = Number(/Credits per marketing message\s+(\d+) credits?/.exec(preview)?.[1]);
    expect(perMessage).toBeGreaterThan(0);
    expect(preview).toMatch(new RegExp(`Cost, at most\\s+${2 * perMessage} credits`));
    await checkWidths(page, whatsapp, 'the WhatsApp dialog');
    await whatsapp.getByRole('button', { name: 'Send' }).click();
    await page.getByText(new RegExp(`^WhatsApp broadcast “Bulk ${tag}” is queued: 2 messages, ${2 * perMessage} credits held`)).waitFor();

    // The link leads to the broadcasts tab, where the broadcast is listed.
    await page.getByRole('link', { name: 'See its progress in WhatsApp broadcasts' }).click();
    await page.waitForURL('**/nurturing?tab=broadcasts');
    await page.getByRole('tab', { name: 'WhatsApp broadcasts', selected: true }).or(page.getByRole('heading', { name: 'WhatsApp broadcasts' })).first().waitFor();
    const row = page.getByRole('table', { name: 'WhatsApp broadcasts' }).getByRole('row', { name: `Bulk ${tag}` });
    await row.waitFor();
    expect(await row.innerText()).toContain('intake_reminder');
  }, 180_000);
});
