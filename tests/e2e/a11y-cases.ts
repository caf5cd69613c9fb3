import { afterAll, beforeAll, expect, it } from 'vitest';
import { sharedServer } from './shared-server';
import type { Browser, BrowserContext } from 'playwright-core';
import { launchChromium } from './browser';
import { report, walk, type Walker } from './a11y-walk';

/** One test per walker: the walk of every route it may open; the test prints the tally and fails on any finding. */
export function walkEach(walkers: Walker[]): void {
  const baseURL = sharedServer().baseURL;
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  const notBuiltSeen = new Set<string>();
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    for (const context of contexts) await context.close().catch(() => undefined);
    await browser?.close();
  });
  for (const walker of walkers) {
    it(`${walker.name}: every route at 390, 768 and 1024 px is clean`, async () => {
      const result = await walk(browser, baseURL, contexts, walker, notBuiltSeen);
      const text = report(walker, result);
      console.log(text);
      expect(result.pages).toBeGreaterThan(0);
      expect(result.findings, text).toEqual([]);
    }, 900_000);
  }
}
