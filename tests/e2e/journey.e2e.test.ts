// Issue 5, end to end in Chromium against the built SPA and the real server: a new student's whole journey and the
// assigned counselor's side of it. A self-registered student has no counselor and the API has no staff-assignment
// call, so the student's account is opened by the counselor through createStudent (the API's action that assigns
// the caller); the student sets a password from the welcome mail (caught by the e2e SMTP sink) and signs in.
import { existsSync, readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sharedServer } from './shared-server';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { portalApi } from './api';
import { DEMO_PASSWORD, launchChromium, newContext } from './browser';
import { decodeQuotedPrintable } from './mail-sink';
import { AisPageObject } from './pages/ais-page';
import { LoginPage } from './pages/login-page';

const baseURL = sharedServer().baseURL;
const mailFile = sharedServer().mailFile;
let browser: Browser;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  for (const context of contexts) await context.close().catch(() => undefined);
  await browser?.close();
});

const api = portalApi(baseURL);

async function waitForMailLink(email: string, timeoutMs = 30_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (existsSync(mailFile)) {
      const mail = decodeQuotedPrintable(readFileSync(mailFile, 'utf8'))
        .split('\n=====\n')
        .find((m) => m.toLowerCase().includes(`to: ${email}`));
      const link = mail?.match(/https?:\/\/\S+\/resetpassword\?token=[A-Za-z0-9_-]+/)?.[0];
      if (link) return new URL(link).pathname + new URL(link).search;
    }
    await new Promise((wait) => setTimeout(wait, 500));
  }
  throw new Error(`no welcome mail for ${email}`);
}

async function signIn(email: string, password: string): Promise<Page> {
  const context = await newContext(browser, baseURL);
  contexts.push(context);
  const page = await context.newPage();
  const login = new LoginPage(page);
  await login.goto();
  await login.signIn(email, password);
  await page.waitForURL((url) => url.pathname !== '/');
  return page;
}

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');
const EXE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(510, 0x90)]);

describe('the student journey (issue 5)', () => {
  const email = `journey.${Date.now()}@example.com`;
  const password = 'Journey@2026x';
  let studentUserId = 0;
  let student: Page;

  it('the counselor opens the account; the student sets a password from the welcome mail and signs in', async () => {
    const counselor = await api<{ token: string }>('/login', { method: 'POST', body: { email: 'counselor@demo.unipath.test', password: DEMO_PASSWORD } });
    const levels = await api<{ course_level_id: number; name: string }[]>('/home/course-levels');
    const created = await api<{ user_id: number }>('/common/create-student', {
      method: 'POST',
      token: counselor.token,
      body: { first_name: 'Journey', last_name: 'Tester', email, mobile: '9876501234', preferred_course_level_id: levels[0].course_level_id, send_welcome_email: true },
    });
    studentUserId = created.user_id;
    const link = await waitForMailLink(email);
    const context = await newContext(browser, baseURL);
    contexts.push(context);
    const page = await context.newPage();
    await page.goto(link);
    await page.getByLabel('New password', { exact: true }).fill(password);
    await page.getByLabel('Confirm new password').fill(password);
    await page.getByRole('button', { name: 'Save the new password' }).click();
    await page.getByText('You can now sign in with your new password.').waitFor();
    student = await signIn(email, password);
    expect(new URL(student.url()).pathname).toBe('/home');
  });

  it('searches with filters, reloads the shared URL, and compares two courses', async () => {
    await student.goto('/universitysearch');
    const results = student.getByRole('list', { name: 'Courses' });
    await results.getByRole('listitem').first().waitFor();
    const settled = () => student.getByRole('status').filter({ hasText: /courses · page 1 of/, hasNotText: 'updating' });
    const before = await settled().textContent();
    await student.getByLabel('Intake', { exact: true }).selectOption('Sep');
    await student.waitForURL(/intake=Sep/);
    // The URL changes a moment before the page re-renders: wait for the new count, so the first result is a September one.
    await settled().filter({ hasNotText: before! }).waitFor();
    // A country that has September courses: the first result's.
    const place = await results.getByRole('listitem').first().getByRole('paragraph').first().textContent();
    const country = place!.split(' · ')[1].split(', ').pop()!.trim();
    const september = await settled().textContent();
    await student.getByLabel('Country', { exact: true }).selectOption({ label: country });
    await student.waitForURL(/country_id=\d+/);
    await settled().filter({ hasNotText: september! }).waitFor();
    await student.getByLabel('Sort by').selectOption('tuition_usd_asc');
    await student.waitForURL(/sort=tuition_usd_asc/);
    const status = student.getByRole('status').filter({ hasText: /courses · page 1 of/, hasNotText: 'updating' });
    await status.waitFor().catch(async (error: Error) => {
      throw new Error(`${error.message}\nat ${student.url()}:\n${(await student.locator('main').innerText()).slice(-500)}`);
    });
    const summary = await status.textContent();
    const shared = student.url();

    await student.reload();
    await student.getByRole('status').filter({ hasText: summary! }).waitFor();
    await results.getByRole('listitem').first().waitFor();
    expect(student.url()).toBe(shared);
    expect(await student.getByLabel('Intake', { exact: true }).inputValue()).toBe('Sep');

    // The picks live in the URL, so each click is a navigation: wait for it before the next.
    await results.getByRole('checkbox', { name: /^Compare / }).nth(0).click();
    await student.waitForURL(/compare=\d+(&|$)/);
    await results.getByRole('checkbox', { name: /^Compare / }).nth(1).click();
    await student.waitForURL(/compare=\d+%2C\d+/);
    await student.getByRole('region', { name: 'Courses to compare' }).getByRole('button', { name: 'Compare now' }).click();
    const table = student.getByRole('table');
    await table.getByRole('row', { name: /Tuition per year \(USD\)/ }).waitFor();
    expect(await table.getByRole('columnheader').count()).toBe(3);
    expect(student.url()).toMatch(/compare=\d+%2C\d+/);
  });

  it('fills the profile address and every AIS section', async () => {
    await student.goto('/profile_form');
    await student.getByLabel('Address line 1').fill('12 MG Road');
    await student.getByLabel('Country').selectOption({ index: 1 });
    await student.getByLabel('City').fill('Pune');
    await student.getByLabel('Postal code').fill('411001');
    await student.getByRole('button', { name: 'Save address' }).click();
    await student.getByText('Address saved.').waitFor();

    const ais = new AisPageObject(student);
    await ais.goto();
    await ais.fillAndSave('Qualifications', {
      Level: 'bachelors', Institution: 'Fergusson College', 'Board or university': 'Savitribai Phule Pune University', Country: 'first',
      'Start date': '2019-07-01', 'End date (optional)': '2022-05-31', 'Grade type': 'percentage', Grade: '78', 'Medium of instruction': 'English',
    });
    await ais.fillAndSave('Gaps', { From: '2022-06-01', To: '2023-05-31', Reason: 'Preparing for the IELTS' });
    await ais.fillAndSave('Certifications', { Certification: 'IELTS Academic', Issuer: 'British Council', 'Issued on': '2023-04-15', 'Score (optional)': '7.5' });
    await ais.fillAndSave('Travel history', { Country: 'first', From: '2018-05-01', To: '2018-05-20', Purpose: 'tourism', 'Visa type': 'Visitor' });
    await ais.fillAndSave('Work history', { Employer: 'Infosys', 'Job title': 'Analyst', From: '2023-06-01', 'I work here now': true });
    await ais.fillAndSave('Visa rejections', { Country: 'first', 'Visa type': 'Student', 'Rejected on': '2021-01-10' });
    await ais.fillAndSave('Family details', { Relation: 'father', Name: 'Ravi Tester', 'Mobile (optional)': '+91 98765 43210', Nationality: 'Indian' });
  });

  it('uploads a PDF and sees a renamed executable refused', async () => {
    await student.goto('/documents');
    const documents = student.getByRole('region', { name: 'Study documents' });
    const checklist = documents.locator('li[aria-label]');
    const item = checklist.first();
    const name = await item.getAttribute('aria-label');
    await item.getByLabel(`Upload ${name}`).setInputFiles({ name: 'my-document.pdf', mimeType: 'application/pdf', buffer: PDF });
    await item.getByText('my-document.pdf uploaded.').waitFor();
    await item.getByRole('button', { name: 'Download my-document.pdf' }).waitFor();
    const second = checklist.nth(1);
    const secondName = await second.getAttribute('aria-label');
    await second.getByLabel(`Upload ${secondName}`).setInputFiles({ name: 'setup.pdf', mimeType: 'application/pdf', buffer: EXE });
    await second.getByText(/^Not accepted\. The file is .+ Choose another file\.$/).waitFor();
  });

  let course = '';
  it('applies to a course from the search', async () => {
    await student.goto('/universitysearch?intake=Sep');
    const first = student.getByRole('list', { name: 'Courses' }).getByRole('listitem').first();
    course = (await first.getByRole('heading').textContent())!;
    await first.getByRole('button', { name: 'Apply' }).click();
    const dialog = student.getByRole('dialog');
    await dialog.getByLabel('Intake', { exact: true }).selectOption('Sep');
    await dialog.getByRole('button', { name: 'Send application' }).click();
    await dialog.getByText(/Your application was sent/).waitFor();
    await student.goto('/application');
    await student.getByRole('article').getByRole('heading', { name: new RegExp(course.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) }).waitFor();
  });

  it('the assigned counselor moves the application on and writes in its chat', async () => {
    const counselor = await signIn('counselor@demo.unipath.test', DEMO_PASSWORD);
    await counselor.goto(`/student_details/${studentUserId}`);
    await counselor.getByRole('heading', { level: 1, name: 'Journey Tester' }).waitFor();
    const next = counselor.getByLabel('Next status');
    const label = (await next.locator('option:checked').textContent())!;
    await counselor.getByLabel('Note for the timeline (optional)').fill('Sent to the university today');
    await counselor.getByRole('button', { name: 'Change status' }).click();
    await counselor.getByText('Status changed.').waitFor();
    await counselor.getByRole('region', { name: 'Timeline' }).getByText(label).waitFor();
    await counselor.getByLabel('Message', { exact: true }).fill('Your application is with the university now.');
    await counselor.getByRole('button', { name: 'Send' }).click();
    await counselor.getByText('Your application is with the university now.').waitFor();

    // The student sees the timeline entry, with who, and the message.
    await student.goto('/application');
    await student.getByText('Timeline and chat').click();
    const timeline = student.getByRole('region', { name: 'Timeline' });
    await timeline.getByText('Sent to the university today').waitFor();
    expect(await timeline.textContent()).toMatch(new RegExp(`${label}[\\s\\S]*— \\S+ \\S+`));
    await student.getByText('Your application is with the university now.').waitFor();
  });

  it('buys a plan through the sandbox', async () => {
    await student.goto('/services?service_name=IELTS');
    const pay = student.getByRole('button', { name: /^Pay by card: / }).first();
    await pay.click();
    await student.getByRole('button', { name: 'Pay (success)' }).click();
    await student.getByText('Payment received. Thank you! The service is now active.').waitFor({ timeout: 30_000 });
  });
});
