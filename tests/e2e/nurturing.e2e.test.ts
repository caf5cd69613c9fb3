// Nurturing in Chromium against the built SPA and the real server (its job worker sends the batches): the demo agent
// (who starts with seeded email credits) creates a contact list, imports a CSV and reads its row report, creates a
// campaign, previews its cost and balance after, starts it, watches it complete, and reads its statistics; buys a
// credits pack on the Credits tab through the sandbox payment provider and sees the balance rise. Every
// tab of /nurturing is reached by the arrow keys, is shown whole in the tab strip, has no sideways scroll at 390, 768 and 1024 px and no serious axe
// violation.
import { existsSync, readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sharedServer } from './shared-server';
import type { Browser, BrowserContext } from 'playwright-core';
import { seriousViolations, sidewaysScroll } from './a11y';
import { DEMO_PASSWORD, launchChromium } from './browser';
import { decodeQuotedPrintable } from './mail-sink';
import { signInAs } from './sign-in';

const { baseURL, mailFile } = sharedServer();

/** The unsubscribe link (its path) of the campaign mail the SMTP sink received for `email`. */
async function waitForUnsubscribeLink(email: string, timeoutMs = 60_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (existsSync(mailFile)) {
      // The sink file holds every file's mail (the files share a server): read from this address's To header on, so
      // the link is the one in its own mail's body, never another recipient's.
      const all = decodeQuotedPrintable(readFileSync(mailFile, 'utf8'));
      const at = all.toLowerCase().lastIndexOf(`to: ${email}`);
      const link = at < 0 ? undefined : all.slice(at).match(/https?:\/\/[^\s<>"]+\/mail\/unsubscribe\/[A-Za-z0-9_-]+/)?.[0];
      if (link) return new URL(link).pathname;
    }
    await new Promise((wait) => setTimeout(wait, 500));
  }
  throw new Error(`no campaign mail with an unsubscribe link for ${email}`);
}
let browser: Browser;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  for (const context of contexts) await context.close().catch(() => undefined);
  await browser?.close();
});

describe('nurturing', () => {
  it('a partner makes a list, imports a CSV, previews and starts a campaign, watches it complete and reads its statistics', async () => {
    const stamp = Date.now() % 1_000_000;
    const listName = `Fair visitors ${stamp}`;
    const campaignName = `Autumn intake ${stamp}`;
    const { page, shell } = await signInAs(browser, baseURL, contexts, 'agent@demo.unipath.test', DEMO_PASSWORD, '/agent_home');

    await page.goto('/nurturing?tab=lists');
    await shell.heading('Nurturing').waitFor();
    await page.getByRole('button', { name: 'New list' }).first().click();
    const listForm = page.getByRole('form', { name: 'New contact list' });
    await listForm.getByLabel('Name').fill(listName);
    await listForm.getByRole('button', { name: 'Create list' }).click();

    // The import opens for the new list: three contacts, one repeated, one without a valid address.
    const importForm = page.getByRole('form', { name: 'Import contacts' });
    const csv = [
      'email,first_name,last_name',
      `ravi.${stamp}@example.com,Ravi,Kumar`,
      `neha.${stamp}@example.com,Neha,Shah`,
      `omar.${stamp}@example.com,Omar,Khan`,
      `neha.${stamp}@example.com,Neha,Shah`,
      'not-an-address,Nobody,',
    ].join('\n');
    await importForm.getByLabel('CSV file').setInputFiles({ name: 'contacts.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await importForm.getByRole('button', { name: 'Import' }).click();
    const report = page.getByRole('region', { name: 'Import report' });
    await report.getByText(/3 added, 0 already in your contacts \(updated\), 2 skipped\. The list now has 3 contacts\./).waitFor();
    const skipped = report.getByRole('table', { name: 'Skipped rows' });
    await skipped.getByText('Already earlier in the file').waitFor();
    await skipped.getByText('Not a valid email address').waitFor();
    await page.getByRole('button', { name: 'Done' }).click();
    await page.getByRole('table', { name: 'Contact lists' }).getByRole('row', { name: listName }).waitFor();

    // A campaign to the list: a draft, its cost before anything is sent, then the start.
    await page.getByRole('tab', { name: 'Campaigns' }).click();
    await page.waitForURL('**/nurturing');
    await page.getByRole('button', { name: 'New campaign' }).first().click();
    const campaignForm = page.getByRole('form', { name: 'New email campaign' });
    await campaignForm.getByLabel('Campaign name').fill(campaignName);
    await campaignForm.getByRole('option', { name: 'Plain announcement' }).waitFor({ state: 'attached' });
    await campaignForm.getByLabel('Template').selectOption({ label: 'Plain announcement' });
    expect(await campaignForm.getByLabel('Subject').inputValue()).toBe('News from us');
    await campaignForm.getByLabel(`${listName} (3 contacts)`).check();
    await campaignForm.getByRole('button', { name: 'Save draft' }).click();

    const start = page.getByRole('dialog', { name: `Start “${campaignName}”?` });
    await start.getByText('Balance after').waitFor();
    const cost = await start.locator('dl').innerText();
    expect(cost).toMatch(/Recipients\s+3/);
    expect(cost).toMatch(/Cost\s+3 credits/);
    const balance = Number(/Your balance\s+([\d,]+) credits?/.exec(cost)?.[1].replace(/,/g, ''));
    expect(balance).toBeGreaterThanOrEqual(3);
    expect(cost).toContain(`Balance after\n${(balance - 3).toLocaleString('en')} credits`);
    await start.getByRole('button', { name: 'Start campaign' }).click();
    await page.getByText(`“${campaignName}” is sending to 3 recipients: 3 credits held, your balance is now ${(balance - 3).toLocaleString('en')} credits.`).waitFor();

    // The worker sends the batch; the list's progress is read again until the campaign has been sent.
    const row = page.getByRole('table', { name: 'Email campaigns' }).getByRole('row', { name: campaignName });
    await row.getByText('Sent', { exact: true }).waitFor({ timeout: 60_000 });
    expect(await row.innerText()).toMatch(/0 queued · 3 sent · \d delivered · 0 failed/);

    await row.getByRole('button', { name: `Statistics of ${campaignName}` }).click();
    await page.waitForURL(/[?&]stats=\d+/);
    const figures = page.getByRole('list', { name: `Figures of ${campaignName}` });
    await figures.waitFor();
    expect(await figures.innerText()).toMatch(/3\s+Recipients/);
    expect(await figures.innerText()).toMatch(/3\s+Sent/);
    await page.getByRole('heading', { name: 'How far the mails got' }).waitFor();

    // The email log has the three mails of the campaign.
    await page.getByRole('tab', { name: 'Email log' }).click();
    const campaignId = await page.getByLabel('Campaign', { exact: true }).locator('option', { hasText: campaignName }).getAttribute('value');
    await page.getByLabel('Campaign', { exact: true }).selectOption(campaignId!);
    await page.waitForURL(`**/nurturing?tab=log&campaign=${campaignId}`);
    await page.getByText('1–3 of 3 mails').waitFor();
  }, 180_000);

  it('the tabs follow the arrow keys; every tab fits a phone, a tablet and a small laptop, with no serious axe violation', async () => {
    const { page } = await signInAs(browser, baseURL, contexts, 'agent@demo.unipath.test', DEMO_PASSWORD, '/agent_home');
    // By keyboard: the arrow keys move along the tabs, and the address follows.
    await page.goto('/nurturing');
    await page.getByRole('tab', { name: 'Campaigns' }).focus();
    await page.keyboard.press('ArrowRight');
    await page.waitForURL('**/nurturing?tab=lists');
    // The address changes as the arrow key is handled; the tab is drawn selected a moment later.
    await expect.poll(() => page.getByRole('tab', { name: 'Contact lists' }).getAttribute('aria-selected')).toBe('true');
    await page.getByRole('table', { name: 'Contact lists' }).or(page.getByText('No contact lists yet')).first().waitFor();
    for (const width of [390, 768, 1024]) {
      await page.setViewportSize({ width, height: 800 });
      for (const tab of ['campaigns', 'lists', 'credits', 'log', 'whatsapp', 'broadcasts', 'drip']) {
        await page.goto(`/nurturing?tab=${tab}`);
        await page.getByRole('heading', { level: 1, name: 'Nurturing' }).waitFor();
        await page.getByRole('tabpanel').getByRole('heading', { level: 2 }).first().waitFor();
        await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => undefined);
        // A chart redraws for its new width through its ResizeObserver: measured after it settled.
        await page.waitForTimeout(500);
        expect(await sidewaysScroll(page), `${tab} at ${width} px`).toBe(0);
        // The strip is wider than a phone: the selected tab (the last one too) is scrolled into it, whole.
        const inStrip = await page.getByRole('tab', { selected: true }).evaluate((tab) => {
          const strip = tab.parentElement!.getBoundingClientRect();
          const box = tab.getBoundingClientRect();
          return box.left >= strip.left - 1 && box.right <= strip.right + 1;
        });
        expect(inStrip, `the ${tab} tab shown whole at ${width} px`).toBe(true);
        if (width === 390 || width === 1024) expect(await seriousViolations(page), `${tab} at ${width} px`).toEqual([]);
      }
    }
  }, 180_000);

  it('the demo agent buys a credits pack from the Credits tab through the sandbox provider: the balance rises by its credits and the purchase is listed', async () => {
    const { page } = await signInAs(browser, baseURL, contexts, 'agent@demo.unipath.test', DEMO_PASSWORD, '/agent_home');
    await page.goto('/nurturing?tab=credits');
    const figures = page.getByRole('list', { name: 'Your credits' });
    await figures.waitFor();
    const balanceOf = async () => Number(/([\d,]+) credits?\s+Balance/.exec(await figures.innerText())?.[1].replace(/,/g, ''));
    const before = await balanceOf();
    expect(before).toBeGreaterThanOrEqual(0);

    const pack = page.getByRole('list', { name: 'Credit packs' }).getByRole('listitem', { name: 'Emails: 5,000 credits' });
    expect(await pack.innerText()).toMatch(/5,000 credits/);
    await pack.getByRole('button', { name: 'Pay by card: Emails: 5,000 credits' }).click();
    await page.waitForURL(/\/sandbox-pay\//);
    await page.getByRole('button', { name: 'Pay (success)' }).click();
    await page.waitForURL((url) => url.pathname === '/nurturing' && url.searchParams.get('tab') === 'credits' && url.searchParams.has('transaction_id'));
    await page.getByText(/Payment received\. Thank you! The pack's credits are on your balance\./).waitFor({ timeout: 30_000 });

    // The capture wrote one purchase: the balance and the transactions are read again.
    await expect.poll(balanceOf, { timeout: 15_000 }).toBe(before + 5000);
    const purchase = page.getByRole('table', { name: 'Credit transactions' }).getByRole('row').filter({ hasText: 'Email Campaigns: Emails: 5,000 credits' });
    await purchase.first().waitFor();
    expect(await purchase.first().innerText()).toContain('+5,000');
  }, 180_000);

  it('an unsubscribe link removes the contact from the next campaign: skipped and not charged in its preview', async () => {
    const stamp = Date.now() % 1_000_000;
    const listName = `Open day ${stamp}`;
    const leaving = `leaving.${stamp}@example.com`;
    const { page } = await signInAs(browser, baseURL, contexts, 'agent@demo.unipath.test', DEMO_PASSWORD, '/agent_home');
    await page.goto('/nurturing?tab=lists');
    await page.getByRole('button', { name: 'New list' }).first().click();
    const listForm = page.getByRole('form', { name: 'New contact list' });
    await listForm.getByLabel('Name').fill(listName);
    await listForm.getByRole('button', { name: 'Create list' }).click();
    const importForm = page.getByRole('form', { name: 'Import contacts' });
    const csv = ['email,first_name,last_name', `${leaving},Lena,Ray`, `staying.${stamp}@example.com,Sam,Lee`].join('\n');
    await importForm.getByLabel('CSV file').setInputFiles({ name: 'contacts.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await importForm.getByRole('button', { name: 'Import' }).click();
    await page.getByRole('region', { name: 'Import report' }).getByText(/2 added/).waitFor();
    await page.getByRole('button', { name: 'Done' }).click();

    const campaign = async (name: string) => {
      await page.getByRole('tab', { name: 'Campaigns' }).click();
      await page.getByRole('button', { name: 'New campaign' }).first().click();
      const form = page.getByRole('form', { name: 'New email campaign' });
      await form.getByLabel('Campaign name').fill(name);
      await form.getByRole('option', { name: 'Plain announcement' }).waitFor({ state: 'attached' });
      await form.getByLabel('Template').selectOption({ label: 'Plain announcement' });
      await form.getByLabel(`${listName} (2 contacts)`).check();
      await form.getByRole('button', { name: 'Save draft' }).click();
      const start = page.getByRole('dialog', { name: `Start “${name}”?` });
      await start.getByText('Balance after').waitFor();
      return start;
    };

    // The first campaign goes to both; the sink receives the mails with their unsubscribe links.
    const first = await campaign(`Open day invite ${stamp}`);
    expect(await first.locator('dl').innerText()).toMatch(/Recipients\s+2/);
    await first.getByRole('button', { name: 'Start campaign' }).click();
    const link = await waitForUnsubscribeLink(leaving);

    // The contact opens the link in the browser, confirms (the page asks, so a link scanner unsubscribes nobody): unsubscribed.
    await page.goto(link);
    await page.getByRole('heading', { name: 'Unsubscribe' }).waitFor();
    await page.getByRole('button', { name: 'Unsubscribe' }).click();
    await page.getByRole('heading', { name: 'You are unsubscribed' }).waitFor();
    expect(await page.locator('body').innerText()).toContain(leaving);

    // The next campaign to the same list counts the contact as skipped, and its cost leaves it out.
    await page.goto('/nurturing');
    const second = await campaign(`Open day reminder ${stamp}`);
    const cost = await second.locator('dl').innerText();
    expect(cost).toMatch(/Contacts in the lists\s+2/);
    expect(cost).toMatch(/Unsubscribed or blocked \(skipped, not charged\)\s+1/);
    expect(cost).toMatch(/Recipients\s+1/);
    expect(cost).toMatch(/Cost\s+1 credit\b/);
  }, 180_000);
});
