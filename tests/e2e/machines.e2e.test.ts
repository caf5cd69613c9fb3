import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sharedServer } from './shared-server';
import type { Browser, BrowserContext, Page, Response } from 'playwright-core';
import { DEMO_PASSWORD, launchChromium, newContext } from './browser';
import { LoginPage } from './pages/login-page';
import { ServicesPage } from './pages/services-page';

// The machines of issue 4 in a real browser against the real server: the connectivity banners and their timings,
// the polling cadence on the network (10 s, 304 when nothing changed), and full sandbox payments.

const baseURL = sharedServer().baseURL;
let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
});

async function signedIn(email: string): Promise<{ context: BrowserContext; page: Page }> {
  const context = await newContext(browser, baseURL);
  const page = await context.newPage();
  const login = new LoginPage(page);
  await login.goto();
  await login.signIn(email, DEMO_PASSWORD);
  await page.waitForURL((url) => url.pathname !== '/');
  return { context, page };
}

const banner = (page: Page, kind: 'offline' | 'back-online' | 'slow') => page.locator(`[data-banner="${kind}"]`);

describe('connectivity banner', () => {
  it('offline: the red banner stays; back online: the green one for about 2 s', async () => {
    const { context, page } = await signedIn('student@demo.unipath.test');
    try {
      await page.getByRole('heading', { level: 1, name: 'Home' }).waitFor();
      await context.setOffline(true);
      await banner(page, 'offline').waitFor({ timeout: 5_000 });
      expect(await page.getByRole('alert').filter({ hasText: 'You are offline' }).count()).toBe(1);
      await page.waitForTimeout(4_000);
      expect(await banner(page, 'offline').isVisible()).toBe(true);

      await context.setOffline(false);
      await banner(page, 'back-online').waitFor({ timeout: 5_000 });
      const shownAt = Date.now();
      expect(await banner(page, 'offline').count()).toBe(0);
      await banner(page, 'back-online').waitFor({ state: 'detached', timeout: 5_000 });
      const shownFor = Date.now() - shownAt;
      expect(shownFor).toBeGreaterThan(1_200);
      expect(shownFor).toBeLessThan(3_200);
    } finally {
      await context.close();
    }
  });

  it('a slow connection (2g emulated) shows the warning for about 3 s', async () => {
    const { context, page } = await signedIn('student@demo.unipath.test');
    try {
      await page.getByRole('heading', { level: 1, name: 'Home' }).waitFor();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: 1_500,
        downloadThroughput: 30_000,
        uploadThroughput: 30_000,
        connectionType: 'cellular2g',
      });
      await banner(page, 'slow').waitFor({ timeout: 5_000 });
      const shownAt = Date.now();
      await banner(page, 'slow').waitFor({ state: 'detached', timeout: 6_000 });
      const shownFor = Date.now() - shownAt;
      expect(shownFor).toBeGreaterThan(2_200);
      expect(shownFor).toBeLessThan(4_200);
    } finally {
      await context.close();
    }
  });
});

describe('notification polling', () => {
  it('polls about every 10 s; 304 while nothing changed; marking read polls at once and the count follows', { timeout: 90_000 }, async () => {
    const { context, page } = await signedIn('student@demo.unipath.test');
    const polls: { at: number; status: number; etag: string | null; sent: string | null }[] = [];
    page.on('response', (response: Response) => {
      if (!response.url().includes('/api/common/new-notifications-messages')) return;
      polls.push({ at: Date.now(), status: response.status(), etag: response.headers()['etag'] ?? null, sent: response.request().headers()['if-none-match'] ?? null });
    });
    try {
      await page.getByRole('heading', { level: 1, name: 'Home' }).waitFor();
      await expect.poll(() => polls.length, { timeout: 30_000, interval: 500 }).toBeGreaterThanOrEqual(3);
      const gaps = polls.slice(1).map((poll, index) => poll.at - polls[index].at);
      for (const gap of gaps) {
        expect(gap).toBeGreaterThan(8_500);
        expect(gap).toBeLessThan(12_500);
      }
      // After the first 200, the client sends its ETag and the server answers 304 with an empty body.
      const later = polls.slice(1);
      expect(later.every((poll) => poll.sent !== null)).toBe(true);
      expect(later.some((poll) => poll.status === 304)).toBe(true);

      // A change: mark every notification read on the notifications page → an immediate poll answers 200.
      await page.goto('/notifications');
      await page.getByRole('heading', { level: 1, name: 'Notifications' }).waitFor();
      const markAll = page.getByRole('button', { name: 'Mark all as read' });
      await markAll.waitFor();
      // The demo student has unread notifications (server/src/seed/messaging.ts).
      await expect.poll(() => markAll.isEnabled(), { timeout: 5_000 }).toBe(true);
      const before = polls.length;
      await markAll.click();
      await expect.poll(() => polls.slice(before).some((poll) => poll.status === 200), { timeout: 8_000, interval: 250 }).toBe(true);
      await expect.poll(() => page.getByTestId('unread-notifications').getAttribute('aria-label'), { timeout: 5_000 }).toBe('Notifications: 0 unread');
      expect(await page.getByRole('listitem', { name: /\(unread\)$/ }).count()).toBe(0);
    } finally {
      await context.close();
    }
  });
});

describe('payment through the sandbox provider', () => {
  const pay = async (planName: string, answer: 'Pay (success)' | 'Fail the payment' | 'Cancel') => {
    const { context, page } = await signedIn('student@demo.unipath.test');
    const services = new ServicesPage(page);
    await services.goto();
    await services.payByCard(planName);
    await services.answerSandbox(answer);
    return { context, page, services };
  };

  it('success: paid; a replayed verify (reload, then the same call again) changes nothing', async () => {
    const { context, page, services } = await pay('IELTS One-to-One', 'Pay (success)');
    try {
      await expect.poll(() => services.phase(), { timeout: 10_000 }).toBe('paid');
      expect(await services.result().textContent()).toContain('Payment received');
      const back = new URL(page.url());
      const transactionId = back.searchParams.get('transaction_id')!;
      const query = new URLSearchParams({ outcome: back.searchParams.get('outcome')!, signature: back.searchParams.get('signature')! });
      const token = await page.evaluate(() => localStorage.getItem('access_token'));
      const verify = () =>
        page.request.get(`/api/common/razorpay-payment/verify/${transactionId}?${query}`, { headers: { Authorization: `Bearer ${token}` } });
      const first = (await (await verify()).json()).data;
      // The browser replays the return (a reload verifies again).
      await page.reload();
      await expect.poll(() => services.phase(), { timeout: 10_000 }).toBe('paid');
      const again = await verify();
      expect(again.status()).toBe(200);
      const second = (await again.json()).data;
      expect(second.status).toBe('paid');
      expect(second.paid_at).toBe(first.paid_at);
      expect(second).toEqual(first);
    } finally {
      await context.close();
    }
  });

  it('failure: failed, with a way to pay again', async () => {
    const { context, services, page } = await pay('IELTS Live Classes', 'Fail the payment');
    try {
      await expect.poll(() => services.phase(), { timeout: 10_000 }).toBe('failed');
      await page.getByRole('button', { name: 'Try again' }).waitFor({ timeout: 5_000 });
    } finally {
      await context.close();
    }
  });

  it('cancel: cancelled, and back to the plans', async () => {
    const { context, services, page } = await pay('IELTS Live Classes', 'Cancel');
    try {
      await expect.poll(() => services.phase(), { timeout: 10_000 }).toBe('cancelled');
      await page.getByRole('button', { name: 'Back to the plans' }).click();
      await page.waitForURL((url) => url.pathname === '/services' && !url.searchParams.has('transaction_id'));
      await page.getByRole('button', { name: 'Pay by card: IELTS Live Classes' }).waitFor({ timeout: 5_000 });
    } finally {
      await context.close();
    }
  });
});
