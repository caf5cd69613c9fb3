import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sharedServer } from './shared-server';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { DEMO_PASSWORD, launchChromium, newContext } from './browser';
import { AppShell } from './pages/app-shell';
import { LoginPage } from './pages/login-page';
import { RegisterPage } from './pages/register-page';

const baseURL = sharedServer().baseURL;
let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
});

/** A fresh browser profile (no token, no cookie) with one page. */
async function freshPage(): Promise<{ context: BrowserContext; page: Page }> {
  const context = await newContext(browser, baseURL);
  const page = await context.newPage();
  return { context, page };
}

async function signedIn(email: string): Promise<{ context: BrowserContext; page: Page; shell: AppShell }> {
  const { context, page } = await freshPage();
  const login = new LoginPage(page);
  await login.goto();
  await login.signIn(email, DEMO_PASSWORD);
  const shell = new AppShell(page);
  await page.waitForURL((url) => url.pathname !== '/');
  return { context, page, shell };
}

// The demo accounts of the README and where spec section 4 says each role lands.
const LANDINGS = [
  ['student@demo.unipath.test', '/home', 'Home'],
  ['counselor@demo.unipath.test', '/staff_home', 'Staff dashboard'],
  ['operations@demo.unipath.test', '/staff_home', 'Staff dashboard'],
  ['visa@demo.unipath.test', '/staff_home', 'Staff dashboard'],
  ['opsmanager@demo.unipath.test', '/staff_home', 'Staff dashboard'],
  ['agent@demo.unipath.test', '/agent_home', 'Partner dashboard'],
  ['franchise@demo.unipath.test', '/agent_home', 'Partner dashboard'],
  ['area-franchise@demo.unipath.test', '/agent_home', 'Partner dashboard'],
  ['support@demo.unipath.test', '/agent_home', 'Partner dashboard'],
  ['accounts@demo.unipath.test', '/student_list', 'Students'],
  ['schoolcounselor@demo.unipath.test', '/student_list', 'Students'],
] as const;

describe('sign-in lands each role where the redirect rules say', () => {
  it.each(LANDINGS)('%s → %s', async (email, path, title) => {
    const { context, page, shell } = await signedIn(email);
    try {
      await shell.heading(title).waitFor();
      expect(shell.pathname()).toBe(path);
      expect(await page.evaluate(() => localStorage.getItem('access_token'))).toBeTruthy();
    } finally {
      await context.close();
    }
  });

  it('a wrong password keeps the visitor on the login page with an explanation', async () => {
    const { context, page } = await freshPage();
    try {
      const login = new LoginPage(page);
      await login.goto();
      await login.signIn('student@demo.unipath.test', 'not-the-password');
      await page.getByRole('alert').filter({ hasText: 'The email or the password is not right' }).waitFor();
      expect(new URL(page.url()).pathname).toBe('/');
    } finally {
      await context.close();
    }
  });
});

describe('the session across reloads', () => {
  it('a reload keeps the session through the refresh call', async () => {
    const { context, page, shell } = await signedIn('visa@demo.unipath.test');
    try {
      await shell.heading('Staff dashboard').waitFor();
      await page.goto('/chat');
      await shell.heading('Chat').waitFor();
      const refreshed = page.waitForResponse((response) => response.url().endsWith('/api/refresh-token'));
      await page.reload();
      expect((await refreshed).status()).toBe(200);
      await shell.heading('Chat').waitFor();
      expect(shell.pathname()).toBe('/chat');
    } finally {
      await context.close();
    }
  });

  it('a removed token ends at the root', async () => {
    const { context, page, shell } = await signedIn('student@demo.unipath.test');
    try {
      await shell.heading('Home').waitFor();
      await page.evaluate(() => localStorage.removeItem('access_token'));
      await page.reload();
      await new LoginPage(page).heading.waitFor();
      expect(shell.pathname()).toBe('/');
    } finally {
      await context.close();
    }
  });

  it('a broken token whose refresh fails ends at the root, and the token is removed', async () => {
    const { context, page, shell } = await signedIn('agent@demo.unipath.test');
    try {
      await shell.heading('Partner dashboard').waitFor();
      await page.evaluate(() => localStorage.setItem('access_token', 'broken.token.value'));
      await context.clearCookies();
      const refreshed = page.waitForResponse((response) => response.url().endsWith('/api/refresh-token'));
      await page.reload();
      expect((await refreshed).status()).toBe(401);
      await new LoginPage(page).heading.waitFor();
      expect(shell.pathname()).toBe('/');
      expect(await page.evaluate(() => localStorage.getItem('access_token'))).toBeNull();
    } finally {
      await context.close();
    }
  });

  it('signing out returns to the root and a reload stays signed out', async () => {
    const { context, page, shell } = await signedIn('counselor@demo.unipath.test');
    try {
      await shell.heading('Staff dashboard').waitFor();
      await shell.signOut();
      await new LoginPage(page).heading.waitFor();
      await page.goto('/staff_home');
      await new LoginPage(page).heading.waitFor();
      expect(shell.pathname()).toBe('/');
    } finally {
      await context.close();
    }
  });
});

describe('the 404 rules', () => {
  it('an unknown path goes to /error-404', async () => {
    const { context, page } = await freshPage();
    try {
      await page.goto('/no/such/page');
      await page.getByRole('heading', { level: 1, name: 'Page not found' }).waitFor();
      expect(new URL(page.url()).pathname).toBe('/error-404');
    } finally {
      await context.close();
    }
  });

  it('task filters and tags accept only their values', async () => {
    const { context, page, shell } = await signedIn('operations@demo.unipath.test');
    try {
      await shell.heading('Staff dashboard').waitFor();
      for (const [path, title] of [
        ['/tasks/important', 'Tasks'],
        ['/tasks/completed', 'Tasks'],
        ['/tasks/deleted', 'Tasks'],
        ['/tasks/tag/low', 'Tasks by priority'],
        ['/tasks/tag/medium', 'Tasks by priority'],
        ['/tasks/tag/high', 'Tasks by priority'],
      ] as const) {
        await page.goto(path);
        await shell.heading(title).waitFor();
        expect(shell.pathname()).toBe(path);
      }
      for (const path of ['/tasks/urgent', '/tasks/tag/urgent', '/tasks/tag/High']) {
        await page.goto(path);
        await page.getByRole('heading', { level: 1, name: 'Page not found' }).waitFor();
        expect(shell.pathname()).toBe('/error-404');
      }
    } finally {
      await context.close();
    }
  });
});

describe('scrollTo and highlight', () => {
  it('scroll to the section, flash it for 3 s, then leave the URL', async () => {
    const { context, page } = await freshPage();
    try {
      await page.setViewportSize({ width: 390, height: 700 });
      await page.goto('/privacy-policy?scrollTo=your-rights&highlight=true');
      const section = page.getByRole('region', { name: '6. Your rights' });
      await section.waitFor();
      await page.waitForFunction(() => document.getElementById('your-rights')?.getAttribute('data-highlighted') === 'true');
      await page.waitForFunction(() => {
        const box = document.getElementById('your-rights')!.getBoundingClientRect();
        return box.top < window.innerHeight && box.bottom > 0;
      });
      await page.waitForURL((url) => url.search === '', { timeout: 6_000 });
      expect(new URL(page.url()).pathname).toBe('/privacy-policy');
      expect(await section.getAttribute('data-highlighted')).toBeNull();
    } finally {
      await context.close();
    }
  });
});

describe('registration through an agent link', () => {
  it('a new student registers with the agent and lands on /home', async () => {
    const login = await fetch(`${baseURL}/api/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'agent@demo.unipath.test', password: DEMO_PASSWORD }),
    });
    const agent = ((await login.json()) as { data: { user: { user_id: number } } }).data.user;
    const { context, page } = await freshPage();
    try {
      const register = new RegisterPage(page);
      await register.goto(`?agent_user_id=${agent.user_id}`);
      await register.referrerNotice.waitFor();
      const created = page.waitForResponse((response) => response.url().includes(`/api/agent-student-register/${agent.user_id}`));
      await register.register({
        firstName: 'Tara',
        lastName: 'Sen',
        email: `tara.sen.${Date.now()}@example.com`,
        mobile: '+91 98111 22334',
        password: 'Good-password-9',
      });
      expect((await created).status()).toBe(201);
      await page.getByRole('heading', { level: 1, name: 'Home' }).waitFor();
      expect(new URL(page.url()).pathname).toBe('/home');
    } finally {
      await context.close();
    }
  });
});
