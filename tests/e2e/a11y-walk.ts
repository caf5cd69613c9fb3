// The walk of the a11y-*.e2e.test.ts files: every route of the route table a role may open (the app's own table, not
// a list kept here), at 390, 768 and 1024 px: no sideways scroll, a visible menu button (≥ 24 × 24 px) that opens and
// closes the menu, and no critical or serious axe violation. One context per role, one page reused for every route.
import type { Role } from '@contract/access';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { canOpen, ROUTE_TABLE, type RouteEntry } from '../../src/app/router/route-table';
import { drawnSize, seriousViolations, settle, sidewaysScroll, tally, type AxeViolation, type Finding } from './a11y';
import { DEMO_PASSWORD, newContext } from './browser';
import { LoginPage } from './pages/login-page';

export const WIDTHS = [390, 768, 1024] as const;
const HEIGHT = 800;

/** A demo account (README), or the signed-out visitor (`email: null`). */
export type Walker = { name: string; email: string | null; userType: Role | null; landing: string };

export type WalkResult = {
  findings: Finding[];
  violations: { where: string; violation: AxeViolation }[];
  pages: number;
  /** Routes of a record the walker has none of (a student with no shop order): said in the report, not opened. */
  unopened?: string[];
};

/** The routes a role (or the visitor) may open, in the table's order. */
export function routesFor(userType: Role | null): RouteEntry[] {
  return ROUTE_TABLE.filter((route) => canOpen(route.access, userType));
}

/** Values for the route parameters: ids of real records where the page is built, the first allowed value where listed. */
type Ids = { student?: string; university?: string; records: Record<string, string | undefined> };

/**
 * Records another user's of which the app answers 403 (and goes home, spec section 8): walked with one the walker may
 * read, found on the first of `lists` the walker may open; none found, the route is reported and not opened. (On a
 * server other files write to, id 1 may well be someone else's.)
 */
const OWN_RECORDS: readonly { param: string; lists: readonly string[]; link: RegExp }[] = [
  { param: 'lead_id', lists: ['/my_leads'], link: /^\/my_leads\/(\d+)$/ },
  { param: 'so_id', lists: ['/shop_orders', '/shop/orders'], link: /^\/shop_order_details\/(\d+)$/ },
  { param: 'inv_id', lists: ['/invoice'], link: /^\/tax-invoice\/(\d+)$/ },
  { param: 'mi_id', lists: ['/invoice/clubbed_invoice'], link: /^\/manual-invoice\/(\d+)$/ },
];

function concretePath(route: RouteEntry, ids: Ids): string | null {
  if (OWN_RECORDS.some(({ param }) => route.path.includes(`:${param}`) && !ids.records[param])) return null;
  return route.path.replace(/:([a-z_]+)/g, (_, name: string) => {
    const allowed = route.params?.[name];
    if (allowed) return allowed[0];
    if (name === 'student_user_id') return ids.student ?? '1';
    if (name === 'university_id') return ids.university ?? '1';
    const own = ids.records[name];
    if (own) return own;
    return '1';
  });
}

async function firstHref(page: Page, path: string, pattern: RegExp): Promise<string | undefined> {
  await page.goto(path);
  await settle(page);
  const hrefs = await page.locator('a[href]').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  const match = hrefs.map((href) => pattern.exec(href)).find(Boolean);
  return match?.[1];
}

async function universityId(baseURL: string): Promise<string | undefined> {
  const response = await fetch(`${baseURL}/api/home/search/list?q=data`);
  return /"university_id":(\d+)/.exec(await response.text())?.[1];
}

/** Opens and closes the signed-in layout's menu from its button at the page's current width. */
async function checkMenu(page: Page, width: number, where: string, findings: Finding[]): Promise<void> {
  if (width < 768) {
    const open = page.getByRole('button', { name: 'Open the menu' });
    const size = await drawnSize(open);
    if (!size || size.width < 24 || size.height < 24) {
      findings.push({ where, what: `the menu button is not drawn at 24 × 24 px or more (${size ? `${size.width} × ${size.height}` : 'not drawn'})` });
      return;
    }
    await open.click();
    const drawer = page.getByRole('dialog', { name: 'Main menu' });
    await drawer.getByRole('navigation', { name: 'Main' }).getByRole('link').first().waitFor({ timeout: 5_000 }).catch(() => undefined);
    if (!(await drawer.isVisible())) {
      findings.push({ where, what: 'the menu button does not open the menu' });
      return;
    }
    await drawer.getByRole('button', { name: 'Close' }).click();
    await drawer.waitFor({ state: 'hidden', timeout: 5_000 }).catch(() => findings.push({ where, what: 'the menu does not close' }));
    return;
  }
  const toggle = page.getByRole('button', { name: /^(Collapse|Expand) the menu$/ });
  const size = await drawnSize(toggle);
  if (!size || size.width < 24 || size.height < 24) {
    findings.push({ where, what: `the menu button is not drawn at 24 × 24 px or more (${size ? `${size.width} × ${size.height}` : 'not drawn'})` });
    return;
  }
  if (!(await page.getByRole('navigation', { name: 'Main' }).isVisible())) findings.push({ where, what: 'the menu is not shown' });
  const before = await toggle.getAttribute('aria-expanded');
  await toggle.click();
  const after = await toggle.getAttribute('aria-expanded');
  if (after === before) findings.push({ where, what: 'the menu button does not change the menu' });
  await toggle.click();
  if ((await toggle.getAttribute('aria-expanded')) !== before) findings.push({ where, what: 'the menu button does not restore the menu' });
}

/** Opens a page in a new context (added to `contexts`) and signs the walker in; the menu is opened and closed at each width on the landing page. */
export async function signedInPage(browser: Browser, baseURL: string, contexts: BrowserContext[], walker: Walker, findings: Finding[]): Promise<Page> {
  const context = await newContext(browser, baseURL);
  contexts.push(context);
  const page = await context.newPage();
  if (walker.email) {
    const login = new LoginPage(page);
    await login.goto();
    await login.signIn(walker.email, DEMO_PASSWORD);
    await page.waitForURL(`**${walker.landing}`);
    await settle(page);
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: HEIGHT });
      await checkMenu(page, width, `${walker.name} ${walker.landing} at ${width} px`, findings);
    }
  }
  return page;
}

/** The checks at each width of a page already open: no sideways scroll, the menu button (signed in, app layout), no serious axe violation. */
async function checkWidths(page: Page, walker: Walker, path: string, layout: RouteEntry['layout'], result: WalkResult): Promise<void> {
  for (const width of WIDTHS) {
    const where = `${walker.name} ${path} at ${width} px`;
    await page.setViewportSize({ width, height: HEIGHT });
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    // A chart redraws for its new width a moment after the window changes (its ResizeObserver): what still scrolls
    // sideways after a second is a finding.
    let overflow = await sidewaysScroll(page);
    for (let tries = 0; overflow > 0 && tries < 4; tries += 1) {
      await page.waitForTimeout(250);
      overflow = await sidewaysScroll(page);
    }
    if (overflow > 0) result.findings.push({ where, what: `scrolls sideways by ${overflow} px` });
    if (walker.email && layout === 'app') {
      const button = page.getByRole('button', { name: width < 768 ? 'Open the menu' : /^(Collapse|Expand) the menu$/ });
      const size = await drawnSize(button);
      if (!size || size.width < 24 || size.height < 24) result.findings.push({ where, what: `no menu button of 24 × 24 px (${size ? `${size.width} × ${size.height}` : 'not drawn'})` });
    }
    await animationsDone(page);
    for (const violation of await seriousViolations(page)) {
      result.violations.push({ where, violation });
      result.findings.push({ where, what: `axe ${violation.impact} ${violation.id}: ${violation.help} — ${violation.targets.slice(0, 5).join(' | ')}${violation.targets.length > 5 ? ` (+${violation.targets.length - 5})` : ''}` });
    }
  }
}

/**
 * Goes to a path inside the running app, as its router does on Back and Forward (a history entry in React Router's
 * shape, then popstate), and waits for the new page's main heading. The headings on screen before are marked first: a
 * page of another component replaces the old page's subtree, so the heading that answers is the new page's (the old
 * page stays on screen while the new one loads, as navigations are transitions). React keeps a page component that
 * stays the same (two lazy pages of one module resolve to one component): `walk` loads those anew.
 */
async function goInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    for (const heading of document.querySelectorAll('h1')) heading.setAttribute('data-walk-before', '');
    const state = window.history.state as { idx?: number } | null;
    window.history.pushState({ usr: null, key: `walk${Date.now().toString(36)}`, idx: (state?.idx ?? 0) + 1 }, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
  }, path);
  await page.locator('h1:not([data-walk-before])').first().waitFor({ timeout: 20_000 });
}

/**
 * Waits for the animations on the page that end (a toast or a dialog coming in, a skeleton fading out) to end, at
 * most two seconds: axe measures the colours drawn, and a text caught half faded in is not what the user reads.
 */
async function animationsDone(page: Page): Promise<void> {
  await page.evaluate(() => {
    const ending = document.getAnimations().filter((animation) => animation.playState === 'running' && animation.effect?.getComputedTiming().endTime !== Infinity);
    const done = Promise.all(ending.map((animation) => animation.finished.catch(() => undefined)));
    return Promise.race([done, new Promise((resolve) => setTimeout(resolve, 2_000))]);
  });
}

/**
 * Opens a path at the widest width and waits for its main heading; false (and a finding) when none comes, or when the
 * page sends the walker elsewhere (a refusal answered by going home, a redirect): what a route shows is its own page.
 * `inApp`: navigated to inside the running app rather than loaded anew (see `walk`).
 */
async function openPath(page: Page, walker: Walker, path: string, result: WalkResult, inApp = false): Promise<boolean> {
  const where = `${walker.name} ${path}`;
  await page.setViewportSize({ width: WIDTHS[WIDTHS.length - 1], height: HEIGHT });
  try {
    if (inApp) await goInApp(page, path);
    else await page.goto(path);
    await settle(page);
  } catch {
    result.findings.push({ where, what: 'no main heading within 20 s' });
    return false;
  }
  const wanted = new URL(path, page.url());
  const landed = new URL(page.url());
  if (landed.pathname !== wanted.pathname) {
    const toast = await page.getByRole('region', { name: /notifications/i }).first().innerText().catch(() => '');
    result.findings.push({ where, what: `the page went to ${landed.pathname}${toast.trim() ? ` (saying: ${toast.trim().replace(/\s+/g, ' ')})` : ''}` });
    return false;
  }
  result.pages += 1;
  return true;
}

/**
 * Walks every route the walker may open at the three widths (a "not available yet" route once per file, see below). Signed in, the menu is opened and closed at each width
 * on the landing page, and the menu button must be drawn on every page.
 */
export async function walk(browser: Browser, baseURL: string, contexts: BrowserContext[], walker: Walker, notBuiltSeen: Set<string> = new Set()): Promise<WalkResult> {
  const result: WalkResult = { findings: [], violations: [], pages: 0 };
  const page = await signedInPage(browser, baseURL, contexts, walker, result.findings);
  const routes = routesFor(walker.userType);
  const ids: Ids = { university: await universityId(baseURL), records: {} };
  if (routes.some((route) => route.path === '/student_details/:student_user_id')) {
    ids.student = await firstHref(page, '/student_list', /^\/student_details\/(\d+)/);
  }
  for (const { param, lists, link } of OWN_RECORDS) {
    if (!routes.some((route) => route.path.includes(`:${param}`))) continue;
    const list = lists.find((path) => routes.some((route) => route.path === path));
    if (list) ids.records[param] = await firstHref(page, list, link);
  }

  let previousComponent: string | undefined;
  for (const route of routes) {
    const path = concretePath(route, ids);
    if (!path) {
      (result.unopened ??= []).push(route.path);
      continue;
    }
    // A "not available yet" route shows one and the same page: within a file, the first walker that may open it
    // walks it (the others' shells are checked on their built pages).
    if (route.module.slice === 'not-available') {
      if (notBuiltSeen.has(`${route.layout} ${path}`)) continue;
      notBuiltSeen.add(`${route.layout} ${path}`);
    }
    // Most routes are reached inside the running app, as a user moving through the menu reaches them: a full load of
    // the app for each (its scripts, the session check, the reference lists, axe again) was most of the walks' time
    // on CI's two cores. A load anew: the first route, and a route whose page component is the one before's (React
    // keeps that component and its heading, so the new page's arrival cannot be told; e.g. the task lists, or two
    // "not available yet" pages). The landing page is loaded anew at sign-in, and each area's e2e files load their
    // pages anew.
    const component = `${route.module.slice}/${route.module.name}`;
    const inApp = previousComponent !== undefined && previousComponent !== component;
    previousComponent = component;
    if (await openPath(page, walker, path, result, inApp)) await checkWidths(page, walker, path, route.layout, result);
    else previousComponent = undefined;
  }
  await page.context().close();
  return result;
}

/**
 * A path to walk with a record in it, and what on the page proves the record is shown (e.g. its number as the main
 * heading): waited for before the checks, a finding when it does not come.
 */
export type WalkPath = { path: string; shows: (page: Page) => Locator; what: string };

/** The route of the table a concrete path opens: a route of that very path, else the first whose parameters match one segment each. */
export function routeOf(path: string): RouteEntry | undefined {
  const pathname = path.split('?')[0];
  return ROUTE_TABLE.find((route) => route.path === pathname) ?? ROUTE_TABLE.find((route) => new RegExp(`^${route.path.replace(/:[a-z_]+/g, '[^/]+')}$`).test(pathname));
}

/**
 * The same checks as `walk` on an explicit list of paths (detail views with a real record), on a page the walker is
 * signed in on (`signedInPage`). A path the walker's role may not open by the route table is a finding.
 */
export async function walkPaths(page: Page, walker: Walker, paths: WalkPath[], findings: Finding[] = []): Promise<WalkResult> {
  const result: WalkResult = { findings, violations: [], pages: 0 };
  for (const { path, shows, what } of paths) {
    const route = routeOf(path);
    if (!route || !canOpen(route.access, walker.userType)) {
      result.findings.push({ where: `${walker.name} ${path}`, what: 'not a route this role may open' });
      continue;
    }
    if (!(await openPath(page, walker, path, result))) continue;
    try {
      await shows(page).first().waitFor({ timeout: 15_000 });
    } catch {
      result.findings.push({ where: `${walker.name} ${path}`, what: `does not show ${what}` });
      continue;
    }
    await checkWidths(page, walker, path, route.layout, result);
  }
  return result;
}

/** The log line block of a walk: pages, findings and the axe tally. */
export function report(walker: Walker, result: WalkResult): string {
  const unopened = result.unopened?.length ? [`not opened, no record of theirs: ${result.unopened.join(', ')}`] : [];
  return [`${walker.name}: ${result.pages} routes × ${WIDTHS.length} widths, ${result.findings.length} findings`, tally(result.violations), ...unopened, ...result.findings.map((finding) => `- ${finding.where}: ${finding.what}`)].join('\n');
}
