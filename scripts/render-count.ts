// How much React work a page's first load takes, counted rather than timed (not a test: it prints figures). Lighthouse's
// blocking time on this 2-core machine moves by a factor of two between runs of the same build; these counts do not
// depend on the machine's speed. Builds the SPA, starts the real server seeded with the demo data, signs in as the role
// each page needs in Debian's Chromium, opens the page and counts, for PAGE_WINDOW_MS after the navigation: the React
// commits, the components that rendered in them (mounted or rendered again), and the page's DOM elements at the end.
// React reports each commit to a developer-tools hook, which a script installed before the page's own provides.
//
//   node --import tsx scripts/render-count.ts                  the signed-in pages issue 10 names
//   node --import tsx scripts/render-count.ts --list /home      and each commit: time, components, the first few names
//   node --import tsx scripts/render-count.ts --spa=DIR         a build made beforehand (`npx vite build --outDir DIR`)
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium } from 'playwright-core';
import { build } from 'vite';
import { CHROMIUM_FLAGS, CHROMIUM_PATH, ISSUE_10_PAGES, pagesAsked, signIn, startServer, type RigServer } from './page-rig.ts';

const root = resolve(import.meta.dirname, '..');
const argv = process.argv.slice(2);
const LIST = argv.includes('--list');
const spaArg = argv.find((a) => a.startsWith('--spa='))?.slice('--spa='.length);
const PAGE_WINDOW_MS = 6_000;

/** The signed-in pages of issue 10. */
const SIGNED_IN = ISSUE_10_PAGES.filter((p): p is { path: string; as: string } => p.as !== null);
const pages = pagesAsked(argv, SIGNED_IN);

type Commit = { at: number; rendered: number; names: string };
type HookWindow = Window & { __unipathCommits?: Commit[] };

/**
 * Runs in the page before its scripts: a developer-tools hook that records each commit. A component counts as rendered
 * in a commit when its fiber is new (mounted) or carries React's "performed work" flag; a subtree whose child list is
 * the one of the previous commit was not entered, so its stale flags are not counted.
 */
function installCommitHook(): void {
  type Fiber = { type: unknown; flags: number; alternate: Fiber | null; child: Fiber | null; sibling: Fiber | null };
  const commits: Commit[] = [];
  (window as HookWindow).__unipathCommits = commits;
  let renderers = 0;
  (window as unknown as { __REACT_DEVTOOLS_GLOBAL_HOOK__: unknown }).__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    isDisabled: false,
    renderers: new Map(),
    inject: () => ++renderers,
    checkDCE: () => {},
    onScheduleFiberRoot: () => {},
    onPostCommitFiberRoot: () => {},
    onCommitFiberUnmount: () => {},
    onCommitFiberRoot: (_renderer: number, root: { current: Fiber }) => {
      const names: string[] = [];
      let rendered = 0;
      const stack: (Fiber | null)[] = [root.current.child];
      while (stack.length > 0) {
        const fiber = stack.pop();
        if (!fiber) continue;
        const mounted = fiber.alternate === null;
        if (typeof fiber.type === 'function' && (mounted || (fiber.flags & 1) === 1)) {
          rendered += 1;
          const type = fiber.type as { displayName?: string; name?: string };
          if (names.length < 6) names.push(`${type.displayName ?? type.name ?? '?'}${mounted ? '+' : ''}`);
        }
        stack.push(fiber.sibling);
        if (mounted || fiber.child !== fiber.alternate?.child) stack.push(fiber.child);
      }
      commits.push({ at: Math.round(performance.now()), rendered, names: names.join(' ') });
    },
  };
}

const builtHere = spaArg === undefined ? mkdtempSync(join(tmpdir(), 'unipath-rc-spa-')) : undefined;
let server: RigServer | undefined;
try {
  process.env.VITE_CONFIG_NATIVE_IGNORE_WARNING ??= 'true';
  if (builtHere) await build({ root, configFile: join(root, 'vite.config.ts'), logLevel: 'warn', build: { outDir: builtHere, emptyOutDir: true } });
  server = await startServer(spaArg ?? builtHere!);
  const base = server.base;
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_FLAGS,
  });
  const rows: string[] = [];
  try {
    for (const as of [...new Set(pages.map((p) => p.as))]) {
      // A phone's viewport, as Lighthouse's mobile run uses.
      const context = await browser.newContext({ baseURL: base, viewport: { width: 412, height: 823 } });
      // As source text: tsx names the functions it compiles through a helper (`__name`) that the page does not have.
      await context.addInitScript({ content: `var __name = (f) => f;\n(${installCommitHook.toString()})();` });
      const page = await context.newPage();
      await signIn(page, as);
      for (const { path } of pages.filter((p) => p.as === as)) {
        await page.goto(path);
        await page.waitForTimeout(PAGE_WINDOW_MS);
        if (new URL(page.url()).pathname !== path) throw new Error(`${path} ended on ${new URL(page.url()).pathname}`);
        const { commits, elements } = await page.evaluate(() => ({ commits: (window as HookWindow).__unipathCommits ?? [], elements: document.querySelectorAll('*').length }));
        const rendered = commits.reduce((sum, commit) => sum + commit.rendered, 0);
        rows.push(`${path.padEnd(16)} ${String(elements).padStart(8)} ${String(commits.length).padStart(8)} ${String(rendered).padStart(11)}`);
        if (LIST) for (const commit of commits) console.log(`${path} ${String(commit.at).padStart(6)} ms ${String(commit.rendered).padStart(4)}  ${commit.names}`);
      }
      await context.close();
    }
  } finally {
    await browser.close();
  }
  console.log(`\nReact work of a page's first load (the ${PAGE_WINDOW_MS / 1000} s after navigating; signed in; 412 px wide)`);
  console.log(`${'page'.padEnd(16)} ${'elements'.padStart(8)} ${'commits'.padStart(8)} ${'components'.padStart(11)}`);
  for (const row of rows) console.log(row);
} finally {
  await server?.stop();
  if (builtHere) for (const dir of [builtHere, `${builtHere}-sourcemaps`]) rmSync(dir, { recursive: true, force: true });
}
