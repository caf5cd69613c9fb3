// Leads in Chromium against the built SPA and the real server: an agent adds a lead; a second enquiry with the same
// mobile is caught while typing; a follow-up moves the lead's stage; the lead converts to a student; the three lead
// pages never scroll sideways at 390, 768 and 1024 px; from a lead's page the agent emails it from a template and
// sees the mail in its Messages (axe clean at 390 and 1024 px).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sharedServer } from './shared-server';
import type { Browser, BrowserContext, Page } from 'playwright-core';
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

/** Whether the page is wider than its window (something scrolls sideways). */
const scrollsSideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

describe('leads', () => {
  it('an agent adds a lead, a duplicate is caught while typing, a follow-up moves the stage, and the lead becomes a student', async () => {
    const stamp = Date.now() % 1_000_000;
    const mobile = `98${String(stamp).padStart(8, '0')}`;
    const email = `lead.${stamp}@example.com`;
    const { page, shell } = await signInAs(browser, baseURL, contexts, 'agent@demo.unipath.test', DEMO_PASSWORD, '/agent_home');

    await page.goto('/my_leads');
    await shell.heading('My leads').waitFor();
    await page.getByRole('link', { name: 'New lead' }).first().click();
    await shell.heading('New lead').waitFor();
    const form = page.getByRole('form', { name: 'New lead' });
    await form.getByLabel('First name').fill('Ishaan');
    await form.getByLabel('Last name (optional)').fill('Verma');
    await form.getByLabel('Email').fill(email);
    await form.getByLabel('Mobile').fill(`+91 ${mobile.slice(0, 5)} ${mobile.slice(5)}`);
    await form.getByText(`Saved as ${mobile}`).waitFor();
    await form.getByLabel('Intake (optional)').fill('September/January');
    await form.getByRole('button', { name: 'Save lead' }).click();
    await page.getByText('Ishaan Verma was added to your leads.').waitFor();
    const leadPath = new URL(page.url()).pathname;
    expect(leadPath).toMatch(/^\/my_leads\/\d+$/);
    await shell.heading('Ishaan Verma').waitFor();

    // The same person again: the form says so while the mobile is typed, and links to the lead.
    await page.goto('/my_leads/lead_form');
    const again = page.getByRole('form', { name: 'New lead' });
    await again.getByLabel('Mobile').fill(mobile);
    await again.getByText(/You already have a lead with this mobile number/).waitFor();
    expect(await again.getByRole('link', { name: 'Open the existing lead' }).getAttribute('href')).toBe(leadPath);
    await again.getByRole('link', { name: 'Open the existing lead' }).click();
    await shell.heading('Ishaan Verma').waitFor();

    // A call that moves the lead to Contacted.
    const followUp = page.getByRole('form', { name: 'Add a follow-up' });
    await followUp.getByLabel('What happened').fill('Called: interested in a September intake, wants course options.');
    await followUp.getByRole('option', { name: 'Contacted' }).waitFor({ state: 'attached' });
    await followUp.getByLabel('Stage', { exact: true }).selectOption({ label: 'Contacted' });
    await followUp.getByLabel('How it went (optional)').selectOption({ label: 'Interested' });
    await followUp.getByRole('button', { name: 'Save follow-up' }).click();
    await page.getByText('Follow-up saved; Ishaan Verma is now in Contacted.').waitFor();
    await page.getByRole('list', { name: 'Follow-ups' }).getByText('Called: interested in a September intake, wants course options.').waitFor();

    // Convert: the student account is made and linked.
    await page.getByRole('button', { name: 'Convert to a student' }).click();
    const dialog = page.getByRole('dialog', { name: 'Convert Ishaan Verma to a student?' });
    await dialog.getByLabel('Mail the student a link to set their password').uncheck();
    await dialog.getByRole('button', { name: 'Convert' }).click();
    await page.getByText('Ishaan Verma is now a student.', { exact: false }).waitFor();
    const student = page.getByRole('link', { name: 'Open the student' });
    await student.waitFor();
    expect(await student.getAttribute('href')).toMatch(/^\/student_details\/\d+$/);

    // The list finds it by its mobile.
    await page.goto(`/my_leads?q=${mobile}`);
    await page.getByRole('table', { name: 'Leads matching the filters' }).getByRole('link', { name: 'Ishaan Verma' }).waitFor();
  });

  it('the lead pages do not scroll sideways on a phone, a tablet or a small laptop', async () => {
    const { page } = await signInAs(browser, baseURL, contexts, 'agent@demo.unipath.test', DEMO_PASSWORD, '/agent_home');
    await page.goto('/my_leads');
    const firstLead = page.getByRole('table').getByRole('link').first();
    await firstLead.waitFor();
    const leadPath = await firstLead.getAttribute('href');
    for (const width of [390, 768, 1024]) {
      await page.setViewportSize({ width, height: 800 });
      for (const path of ['/my_leads', '/my_leads/lead_form', leadPath!]) {
        await page.goto(path);
        await page.getByRole('heading', { level: 1 }).waitFor();
        await page.waitForLoadState('networkidle');
        expect(await scrollsSideways(page), `${path} at ${width} px`).toBe(false);
      }
    }
  });

  it('the agent emails a lead from a template and sees the mail in its Messages; axe finds nothing serious at 390 and 1024 px', async () => {
    const { page } = await signInAs(browser, baseURL, contexts, 'agent@demo.unipath.test', DEMO_PASSWORD, '/agent_home');
    // One of the agent's seeded leads with an email address (the seed's addresses end in leads.example.in).
    await page.goto('/my_leads?q=leads.example.in');
    const firstLead = page.getByRole('table', { name: 'Leads matching the filters' }).getByRole('link').first();
    await firstLead.waitFor();
    const name = (await firstLead.textContent())!.trim();
    await firstLead.click();
    await page.getByRole('heading', { level: 1, name }).waitFor();

    const panel = page.getByRole('region', { name: 'Messages' });
    await panel.getByRole('list', { name: 'Messages' }).or(panel.getByText('No messages yet')).first().waitFor();
    const opener = panel.getByRole('button', { name: 'Send email' });
    await opener.click();
    const dialog = page.getByRole('dialog', { name: `Email ${name}` });
    await dialog.getByRole('option', { name: /@leads\.example\.in$/ }).waitFor({ state: 'attached' });
    const template = dialog.getByRole('option', { name: /^Template: / }).first();
    await template.waitFor({ state: 'attached' });
    await dialog.getByLabel('Content').selectOption({ label: (await template.textContent())!.trim() });
    const subject = /^Subject: (.*)\. The template fills in/.exec((await dialog.getByText(/^Subject: /).textContent())!)![1];
    await dialog.getByText('Balance after').waitFor();
    expect(await dialog.textContent()).toMatch(/Cost\s*1 credit/);
    await dialog.getByRole('button', { name: 'Send email' }).click();
    await page.getByText(/^Email “.*” sent to .*@leads\.example\.in; 1 credit used\.$/).waitFor();
    await dialog.waitFor({ state: 'detached' });
    // Focus is back on the button that opened the dialog.
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Send email');
    // The mail shows in the lead's messages, newest first, sent from the template (its name filled with the lead's).
    const first = panel.getByRole('list', { name: 'Messages' }).getByRole('listitem').first();
    await expect.poll(() => first.getAttribute('aria-label')).toMatch(/^Email to the lead: /);
    const label = (await first.getAttribute('aria-label'))!;
    expect(label.startsWith(`Email to the lead: ${subject.split('{{')[0]}`)).toBe(true);
    expect(await first.textContent()).toMatch(/(Sent|Delivered) · .* · template .* · by /);

    for (const width of [390, 1024]) {
      await page.setViewportSize({ width, height: 800 });
      await page.waitForTimeout(300);
      expect(await sidewaysScroll(page), `the lead page at ${width} px`).toBe(0);
      expect(await seriousViolations(page), `the lead page at ${width} px`).toEqual([]);
      await opener.click();
      await dialog.getByLabel('Content').waitFor();
      expect(await sidewaysScroll(page), `the Send email dialog at ${width} px`).toBe(0);
      expect(await seriousViolations(page), `the Send email dialog at ${width} px`).toEqual([]);
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
    }
  }, 180_000);
});
