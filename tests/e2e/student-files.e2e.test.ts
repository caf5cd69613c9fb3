// Issue 5's leftovers in Chromium against the built SPA and the real server: the demo student answers SOP and
// counselling questions on /ais (kept over a reload, read by the counselor on /student_details), sends a new file
// attached in an application chat and downloads it back, and sees the plan bought through the sandbox as availed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sharedServer } from './shared-server';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { portalApi } from './api';
import { DEMO_PASSWORD, launchChromium, newContext } from './browser';
import { LoginPage } from './pages/login-page';
import { ServicesPage } from './pages/services-page';

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

async function signIn(email: string): Promise<Page> {
  const context = await newContext(browser, baseURL);
  contexts.push(context);
  const page = await context.newPage();
  const login = new LoginPage(page);
  await login.goto();
  await login.signIn(email, DEMO_PASSWORD);
  await page.waitForURL((url) => url.pathname !== '/');
  return page;
}

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');

describe("the student's SOP, counselling answers, chat attachments and availed plan", () => {
  const stamp = Date.now();
  const answer = `I want to study data science (${stamp}) because I enjoy statistics.`;
  let student: Page;

  it('answers an SOP question and two counselling questions on /ais; they are kept over a reload', async () => {
    student = await signIn('student@demo.unipath.test');
    await student.goto('/ais');
    const sop = student.getByRole('form', { name: 'Statement of purpose' });
    const first = sop.getByRole('textbox').first();
    await first.fill(answer);
    await sop.getByText(`${[...answer].length} / 2000 characters`).waitFor();
    await sop.getByRole('button', { name: 'Save SOP answers' }).click();
    await sop.getByText('Statement of purpose answers saved.').waitFor();

    const countries = student.getByRole('form', { name: 'Which countries are you considering?' });
    for (const name of ['Canada', 'Ireland']) await countries.getByRole('checkbox', { name }).check();
    await countries.getByRole('button', { name: /Save answer/ }).click();
    await countries.getByText('Answer saved.').waitFor();

    await student.reload();
    await student.getByRole('form', { name: 'Statement of purpose' }).getByRole('textbox').first().waitFor();
    expect(await student.getByRole('form', { name: 'Statement of purpose' }).getByRole('textbox').first().inputValue()).toBe(answer);
    const reloaded = student.getByRole('form', { name: 'Which countries are you considering?' });
    expect(await reloaded.getByRole('checkbox', { name: 'Canada' }).isChecked()).toBe(true);
    expect(await reloaded.getByRole('checkbox', { name: 'Ireland' }).isChecked()).toBe(true);
    expect(await reloaded.getByRole('checkbox', { name: 'Germany' }).isChecked()).toBe(false);
  });

  it('the counselor reads the answers on the SOP tab of the student details', async () => {
    const signedIn = await api<{ user: { user_id: number } }>('/login', { method: 'POST', body: { email: 'student@demo.unipath.test', password: DEMO_PASSWORD } });
    const counselor = await signIn('counselor@demo.unipath.test');
    await counselor.goto(`/student_details/${signedIn.user.user_id}`);
    await counselor.getByRole('tab', { name: 'SOP' }).click();
    await counselor.getByRole('region', { name: 'SOP answers' }).getByText(answer).waitFor();
    await counselor.getByRole('region', { name: 'Counselling answers' }).getByText('Canada, Ireland').waitFor();
  });

  it('uploads a new file in an application chat, sends it attached, and downloads it from the message', async () => {
    await student.goto('/application');
    const application = student.getByRole('article').first();
    await application.getByText('Timeline and chat').click();
    const chat = application.getByRole('region', { name: 'Application chat' });
    await chat.getByRole('button', { name: 'Attach a file' }).click();
    const name = `offer-${stamp}.pdf`;
    await chat.getByLabel('Upload a new file').setInputFiles({ name, mimeType: 'application/pdf', buffer: PDF });
    await chat.getByText(`${name} uploaded.`).waitFor();
    await chat.locator('strong', { hasText: name }).waitFor();
    await chat.getByLabel('Message', { exact: true }).fill('My signed offer letter.');
    await chat.getByRole('button', { name: 'Send' }).click();
    const download = chat.getByRole('button', { name: `Download ${name}` });
    await download.waitFor();
    const [file] = await Promise.all([student.waitForEvent('download'), download.click()]);
    expect(file.suggestedFilename()).toBe(name);
  });

  it('buys a plan through the sandbox and sees it availed on the services page', async () => {
    await student.goto('/services?service_name=IELTS');
    const services = new ServicesPage(student);
    const plan = student.getByRole('listitem').filter({ has: student.getByRole('button', { name: /^Pay by card: / }) }).first();
    const planName = (await plan.getAttribute('aria-label'))!;
    await services.payByCard(planName);
    await services.answerSandbox('Pay (success)');
    await expect.poll(() => services.phase(), { timeout: 10_000 }).toBe('paid');
    await student.getByText(`You have this service: ${planName}.`).waitFor({ timeout: 10_000 });
  });
});
