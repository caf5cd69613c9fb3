import type { Browser, BrowserContext } from 'playwright-core';
import { newContext } from './browser';
import { AppShell } from './pages/app-shell';
import { LoginPage } from './pages/login-page';

/**
 * Opens a fresh browser context, signs in through the login page and waits for the landing path. The context is
 * added to `contexts`, which the test file closes after its tests.
 */
export async function signInAs(browser: Browser, baseURL: string, contexts: BrowserContext[], email: string, password: string, landing: string) {
  const context = await newContext(browser, baseURL);
  contexts.push(context);
  const page = await context.newPage();
  const login = new LoginPage(page);
  await login.goto();
  await login.signIn(email, password);
  await page.waitForURL(`**${landing}`);
  return { page, shell: new AppShell(page) };
}
