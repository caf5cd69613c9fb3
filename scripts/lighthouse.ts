// Lighthouse over the built app (not a test: it prints scores). Builds the SPA into a temporary folder, starts the
// real server (server/src/main.ts, seeded with the demo data as `npm start` seeds a new data folder) on 127.0.0.1,
// signs in through the login page in Debian's Chromium for each role a page needs, and runs Lighthouse (mobile, its
// default simulated throttling) on each page in that signed-in browser. Prints per page the performance score, CLS,
// LCP and TBT, and the accessibility score; the median when --runs is more than 1.
//
//   node --import tsx scripts/lighthouse.ts                       the pages issue 10 names, one run each
//   node --import tsx scripts/lighthouse.ts --runs=3 /home /application
//   node --import tsx scripts/lighthouse.ts --runs=5 --ab=/tmp/before,/tmp/after /home      two builds, runs in turn
//   options: --runs=N  --desktop (desktop form factor and throttling)  --shifts (print the elements that moved, per page)
//            --breakdown (print, per page, the main-thread time by kind and the scripts that took the most)
//            --tasks (print, per page, the long tasks as Lighthouse simulated them: start, duration, script)
// Scores depend on the machine's load: run it on a quiet machine, and read the figures with the load average printed.
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { build } from 'vite';
import { freePort } from './free-port.ts';
import { CHROMIUM_FLAGS, CHROMIUM_PATH, freshMemoryMsPerGiB, ISSUE_10_PAGES, pagesAsked, signIn, SLOW_FRESH_MEMORY_MS_PER_GIB, startServer, type RigServer } from './page-rig.ts';

const root = resolve(import.meta.dirname, '..');
const argv = process.argv.slice(2);
const RUNS = Number(argv.find((a) => a.startsWith('--runs='))?.split('=')[1] ?? 1);
const DESKTOP = argv.includes('--desktop');
const SHIFTS = argv.includes('--shifts');
const BREAKDOWN = argv.includes('--breakdown');
const TASKS = argv.includes('--tasks');
const pages = pagesAsked(argv, ISSUE_10_PAGES);

type Audits = { audits: Record<string, { numericValue?: number; details?: unknown } | undefined> };
/** What kept the main thread busy on one page: time by kind of work, and the scripts with the most time. */
function printBreakdown(path: string, lhr: Audits): void {
  type Row = { group?: string; groupLabel?: string; duration?: number; url?: string; total?: number; scripting?: number; scriptParseCompile?: number };
  const rows = (id: string) => ((lhr.audits[id]?.details as { items?: Row[] } | undefined)?.items ?? []);
  console.log(`\n${path}: main-thread work (ms, unthrottled as observed)`);
  for (const row of rows('mainthread-work-breakdown')) console.log(`  ${String(Math.round(row.duration ?? 0)).padStart(6)}  ${row.groupLabel ?? row.group}`);
  console.log(`${path}: scripts by total time (ms: total, scripting, parse + compile)`);
  for (const row of rows('bootup-time').slice(0, 8)) {
    const name = (row.url ?? '?').replace(/^https?:\/\/[^/]+/, '');
    console.log(`  ${[row.total, row.scripting, row.scriptParseCompile].map((v) => String(Math.round(v ?? 0)).padStart(6)).join('')}  ${name}`);
  }
}
/**
 * The long tasks of one page, as Lighthouse simulated them (throttled): when each started, how long, whose script, in
 * the order they ran, with what each adds to Total Blocking Time (the part over 50 ms that falls between the first
 * contentful paint and time to interactive).
 */
function printTasks(path: string, lhr: Audits): void {
  type Row = { url?: string; startTime?: number; duration?: number };
  const items = ((lhr.audits['long-tasks']?.details as { items?: Row[] } | undefined)?.items ?? []);
  const fcp = lhr.audits['first-contentful-paint']?.numericValue ?? 0;
  const tti = lhr.audits.interactive?.numericValue ?? Infinity;
  console.log(`\n${path}: long tasks (simulated ms: start, duration, blocking, script); FCP ${Math.round(fcp)}, TTI ${Math.round(tti)}`);
  const ordered = [...items].sort((a, b) => (a.startTime ?? 0) - (b.startTime ?? 0));
  for (const row of ordered.slice(0, 25)) {
    const start = row.startTime ?? 0;
    const end = Math.min(start + (row.duration ?? 0), tti);
    const blocking = Math.max(0, end - Math.max(start, fcp) - 50);
    const cells = [start, row.duration ?? 0, blocking].map((v) => String(Math.round(v)).padStart(6)).join(' ');
    console.log(`  ${cells}  ${(row.url ?? '?').replace(/^https?:\/\/[^/]+/, '')}`);
  }
}
const benchmarkIndexes: number[] = [];

type Figures = { performance: number; accessibility: number; cls: number; lcp: number; tbt: number };
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/**
 * What is measured: the working tree, built here; or, with --ab=DIR_A,DIR_B, two builds made beforehand (`npx vite
 * build --outDir DIR`), each served by its own server and signed-in browser, their runs taken in turn (A, B, A, B …) so
 * that a machine growing slower or faster during the runs weighs on both alike.
 */
const abArg = argv.find((a) => a.startsWith('--ab='))?.slice('--ab='.length);
const builtHere = abArg === undefined ? mkdtempSync(join(tmpdir(), 'unipath-lh-spa-')) : undefined;
const variants: { name: string; spaDir: string; server?: RigServer }[] = (abArg?.split(',') ?? [builtHere!]).map((spaDir, i, all) => ({
  name: all.length > 1 ? `${'AB'[i] ?? i} ${spaDir}` : '',
  spaDir,
}));
const profiles: string[] = [];
try {
  process.env.VITE_CONFIG_NATIVE_IGNORE_WARNING ??= 'true';
  if (builtHere) await build({ root, configFile: join(root, 'vite.config.ts'), logLevel: 'warn', build: { outDir: builtHere, emptyOutDir: true } });
  for (const variant of variants) variant.server = await startServer(variant.spaDir);

  const results = new Map<string, Figures[]>();
  // One signed-in browser per account and variant (its profile keeps the session), Lighthouse driving it over its
  // debugging port.
  for (const as of [...new Set(pages.map((p) => p.as))]) {
    const browsers: { variant: (typeof variants)[number]; debugPort: number; context: Awaited<ReturnType<typeof chromium.launchPersistentContext>> }[] = [];
    try {
      for (const variant of variants) {
        const profile = mkdtempSync(join(tmpdir(), 'unipath-lh-profile-'));
        profiles.push(profile);
        const debugPort = await freePort();
        const context = await chromium.launchPersistentContext(profile, {
          executablePath: CHROMIUM_PATH,
          args: [...CHROMIUM_FLAGS, `--remote-debugging-port=${debugPort}`],
          baseURL: variant.server!.base,
        });
        browsers.push({ variant, debugPort, context });
        if (as) await signIn(context.pages()[0] ?? (await context.newPage()), as);
      }
      for (const { path } of pages.filter((p) => p.as === as)) {
        for (let run = 0; run < RUNS; run++) {
          for (const { variant, debugPort } of browsers) {
            const measure = () =>
              lighthouse(
                `${variant.server!.base}${path}`,
                { port: debugPort, output: 'json', logLevel: 'error', disableStorageReset: true, onlyCategories: ['performance', 'accessibility'] },
                DESKTOP ? { extends: 'lighthouse:default', settings: { formFactor: 'desktop', screenEmulation: { mobile: false, width: 1350, height: 940, deviceScaleFactor: 1, disabled: false }, throttling: { rttMs: 40, throughputKbps: 10240, cpuSlowdownMultiplier: 1, requestLatencyMs: 0, downloadThroughputKbps: 0, uploadThroughputKbps: 0 } } } : undefined,
              );
            let answer = await measure();
            // A trace Chromium failed to record (NO_NAVSTART, seen on a loaded machine) is measured again, at most twice.
            for (let again = 0; again < 2 && answer?.lhr.runtimeError?.code === 'NO_NAVSTART'; again += 1) answer = await measure();
            if (!answer) throw new Error(`lighthouse gave no result for ${path}`);
            const { lhr } = answer;
            if (process.env.LH_TRACE_OUT) (await import('node:fs')).writeFileSync(`${process.env.LH_TRACE_OUT}-${path.replaceAll('/', '_')}-${run}.json`, JSON.stringify((answer.artifacts as unknown as { Trace?: unknown }).Trace ?? Object.keys(answer.artifacts)));
            if (lhr.runtimeError) throw new Error(`${path}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
            const finalPath = new URL(lhr.finalDisplayedUrl).pathname;
            if (finalPath !== path) throw new Error(`${path} ended on ${finalPath} (signed in as ${as ?? 'nobody'}?)`);
            const label = variant.name ? `${path} (${variant.name.slice(0, 1)})` : path;
            if (SHIFTS) {
              const items = ((lhr.audits['layout-shifts']?.details as { items?: { node?: { selector?: string; nodeLabel?: string }; score?: number }[] } | undefined)?.items ?? []);
              console.log(`\n${label}: what moved (layout-shifts audit)`);
              for (const item of items.slice(0, 8)) console.log(`  ${(item.score ?? 0).toFixed(3)}  ${item.node?.selector ?? '?'}  ${(item.node?.nodeLabel ?? '').slice(0, 60)}`);
            }
            if (BREAKDOWN) printBreakdown(label, lhr);
            if (TASKS) printTasks(label, lhr);
            benchmarkIndexes.push(lhr.environment.benchmarkIndex);
            const key = `${variant.name}\n${path}`;
            const list = results.get(key) ?? [];
            list.push({
              performance: Math.round((lhr.categories.performance.score ?? 0) * 100),
              accessibility: Math.round((lhr.categories.accessibility.score ?? 0) * 100),
              cls: lhr.audits['cumulative-layout-shift'].numericValue ?? 0,
              lcp: lhr.audits['largest-contentful-paint'].numericValue ?? 0,
              tbt: lhr.audits['total-blocking-time'].numericValue ?? 0,
            });
            results.set(key, list);
          }
        }
      }
    } finally {
      for (const { context } of browsers) await context.close();
    }
  }

  console.log(`\nLighthouse 12, ${DESKTOP ? 'desktop' : 'mobile (default simulated throttling)'}, ${RUNS} run(s) a page (median), load average ${loadavg().map((l) => l.toFixed(1)).join(' ')}`);
  // Lighthouse's own measure of this machine's CPU (higher is faster; its throttling assumes a desktop of about 1,000+):
  // scores from machines with different indexes are not comparable.
  console.log(`host CPU benchmark index (Lighthouse's): median ${median(benchmarkIndexes)}, range ${Math.min(...benchmarkIndexes)}–${Math.max(...benchmarkIndexes)}`);
  const memoryMs = freshMemoryMsPerGiB();
  console.log(`fresh memory: ${memoryMs} ms per GiB touched${memoryMs > SLOW_FRESH_MEMORY_MS_PER_GIB ? ` — SLOW (ordinary machines: a few hundred): page faults weigh on every task Lighthouse times, so these scores are lower than an ordinary machine's; compare builds here only with --ab` : ''}`);
  for (const variant of variants) {
    console.log(variant.name ? `\n${variant.name}` : '');
    console.log(`${'page'.padEnd(18)} ${'perf'.padStart(5)} ${'CLS'.padStart(6)} ${'LCP ms'.padStart(7)} ${'TBT ms'.padStart(7)} ${'a11y'.padStart(5)}   runs (perf)`);
    for (const { path } of pages) {
      const list = results.get(`${variant.name}\n${path}`) ?? [];
      const pick = (key: keyof Figures) => median(list.map((f) => f[key]));
      console.log(
        `${path.padEnd(18)} ${String(pick('performance')).padStart(5)} ${pick('cls').toFixed(3).padStart(6)} ${String(Math.round(pick('lcp'))).padStart(7)} ${String(Math.round(pick('tbt'))).padStart(7)} ${String(pick('accessibility')).padStart(5)}   ${list.map((f) => f.performance).join(', ')}`,
      );
    }
  }
} finally {
  for (const { server } of variants) await server?.stop();
  // The build writes its source maps beside the served folder (scripts/vite-build-output.ts): they go too.
  const built = builtHere ? [builtHere, `${builtHere}-sourcemaps`] : [];
  for (const dir of [...built, ...profiles]) rmSync(dir, { recursive: true, force: true });
}
