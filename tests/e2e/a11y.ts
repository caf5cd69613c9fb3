// Accessibility and layout checks of a page in Chromium: axe-core (WCAG 2.0/2.1 A and AA), sideways scroll, the menu
// button. Used by the a11y-*.e2e.test.ts walks and the keyboard e2e.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Locator, Page } from 'playwright-core';

const require = createRequire(import.meta.url);
const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/** The tags axe checks: WCAG 2.0 and 2.1, levels A and AA. */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** One axe rule failed on a page: its id, impact, help text and the selectors of the nodes that fail it. */
export type AxeViolation = { id: string; impact: string; help: string; targets: string[] };

/** Runs axe over the whole document; answers the critical and serious violations. */
export async function seriousViolations(page: Page): Promise<AxeViolation[]> {
  const loaded = await page.evaluate(() => typeof (window as unknown as { axe?: unknown }).axe === 'object');
  // Evaluated through the DevTools protocol: the app's Content-Security-Policy (script-src 'self') stays in force.
  if (!loaded) await page.evaluate(AXE_SOURCE);
  return page.evaluate(async (tags) => {
    type Result = { id: string; impact?: string | null; help: string; nodes: { target: unknown[] }[] };
    const axe = (window as unknown as { axe: { run: (context: Document, options: object) => Promise<{ violations: Result[] }> } }).axe;
    const results = await axe.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] });
    return results.violations
      .filter((violation) => violation.impact === 'critical' || violation.impact === 'serious')
      .map((violation) => ({
        id: violation.id,
        impact: violation.impact ?? '',
        help: violation.help,
        targets: violation.nodes.map((node) => node.target.map(String).join(' > ')),
      }));
  }, AXE_TAGS);
}

/** How many CSS pixels the document is wider than its window (0: nothing scrolls sideways). */
export function sidewaysScroll(page: Page): Promise<number> {
  return page.evaluate(() => Math.max(0, document.documentElement.scrollWidth - document.documentElement.clientWidth));
}

/** Waits until a page has its main heading and the network has been quiet for a moment (capped: polls go on). */
export async function settle(page: Page): Promise<void> {
  await page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: 20_000 });
  await page.waitForLoadState('networkidle', { timeout: 2_000 }).catch(() => undefined);
}

/** The size of an element as drawn, or null when it is not drawn at all. */
export async function drawnSize(locator: Locator): Promise<{ width: number; height: number } | null> {
  if ((await locator.count()) === 0 || !(await locator.first().isVisible())) return null;
  const box = await locator.first().boundingBox();
  return box ? { width: box.width, height: box.height } : null;
}

/** Findings of a walk, with where they were seen. */
export type Finding = { where: string; what: string };

/** Counts violations by rule (rules, and nodes) for the log. */
export function tally(violations: { where: string; violation: AxeViolation }[]): string {
  const byRule = new Map<string, { pages: Set<string>; nodes: number }>();
  for (const { where, violation } of violations) {
    const entry = byRule.get(violation.id) ?? { pages: new Set<string>(), nodes: 0 };
    entry.pages.add(where);
    entry.nodes += violation.targets.length;
    byRule.set(violation.id, entry);
  }
  const total = [...byRule.values()].reduce((sum, entry) => sum + entry.nodes, 0);
  const lines = [...byRule.entries()]
    .sort((a, b) => b[1].nodes - a[1].nodes)
    .map(([id, entry]) => `  ${id}: ${entry.nodes} nodes on ${entry.pages.size} page views`);
  return [`axe critical+serious: ${violations.length} violations (rule × page view), ${total} nodes`, ...lines].join('\n');
}
