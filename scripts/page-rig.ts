// What the page-measuring scripts (lighthouse.ts, render-count.ts) share: the pages issue 10 names with who opens each,
// Debian's Chromium flags, the real server started on a built SPA with a fresh demo-seeded data folder, and signing in
// through the login page.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { DEMO_PASSWORD } from '../server/src/seed/demo-users.ts';
import { freePort } from './free-port.ts';

const root = resolve(import.meta.dirname, '..');

/** The pages issue 10 names, and who opens each (null: signed out). */
export const ISSUE_10_PAGES: readonly { path: string; as: string | null }[] = [
  { path: '/', as: null },
  { path: '/universitysearch', as: null },
  { path: '/home', as: 'student@demo.unipath.test' },
  { path: '/application', as: 'student@demo.unipath.test' },
  { path: '/staff_home', as: 'operations@demo.unipath.test' },
  { path: '/student_list', as: 'operations@demo.unipath.test' },
  { path: '/agent_home', as: 'agent@demo.unipath.test' },
];

/** The pages asked for on the command line (arguments that start with "/"), or all of `known`. */
export function pagesAsked<T extends { path: string }>(argv: readonly string[], known: readonly T[]): T[] {
  const asked = argv.filter((a) => a.startsWith('/'));
  if (asked.length === 0) return [...known];
  const pages = known.filter((p) => asked.includes(p.path));
  if (pages.length !== asked.length) throw new Error(`pages this script knows: ${known.map((p) => p.path).join(' ')}`);
  return pages;
}

export const CHROMIUM_FLAGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

async function waitUntilUp(url: string, child: ChildProcess, timeoutMs = 300_000): Promise<void> {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode}) before it answered`);
    if (await fetch(url).then((r) => r.status < 500, () => false)) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`the server did not answer within ${timeoutMs / 1000} s`);
}

export type RigServer = { base: string; stop: () => Promise<void> };

/**
 * The real server (server/src/main.ts) on 127.0.0.1, serving `spaDir`, on a new data folder that it seeds with the demo
 * data as `npm start` seeds a new one. `stop` waits for it to exit (its embedded PostgreSQL goes with it) and removes
 * the data folder.
 */
export async function startServer(spaDir: string): Promise<RigServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'unipath-rig-data-'));
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
    cwd: root,
    env: { ...process.env, HOST: '127.0.0.1', PORT: String(port), DATA_DIR: dataDir, SPA_DIR: resolve(spaDir), LOG_LEVEL: 'warn', DATABASE_URL: '' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  const base = `http://127.0.0.1:${port}`;
  try {
    await waitUntilUp(`${base}/`, child);
  } catch (error) {
    await stop();
    throw error;
  }
  return { base, stop };
}

/** Signs in through the login page (the context's base URL) with a demo account, and waits to leave it. */
export async function signIn(page: Page, email: string): Promise<void> {
  await page.goto('/');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => url.pathname !== '/');
}

/**
 * How long this machine takes to touch fresh memory, in ms per GiB (256 MiB touched, a byte a page). Lighthouse's CPU
 * benchmark does not see it, yet every task Lighthouse times pays it: on an ordinary machine a few hundred ms; on a VM
 * whose host takes freed memory back (free page reporting), 3,000–4,000 ms, and the same build scores 15–25 points
 * lower there (stop 26's note).
 */
export function freshMemoryMsPerGiB(): number {
  const size = 256 * 1024 * 1024;
  const buffer = Buffer.allocUnsafeSlow(size);
  const start = performance.now();
  for (let offset = 0; offset < size; offset += 4096) buffer[offset] = 1;
  return Math.round(((performance.now() - start) * 1024 * 1024 * 1024) / size);
}

/** Above this, scores from this machine are not comparable with an ordinary machine's. */
export const SLOW_FRESH_MEMORY_MS_PER_GIB = 1_000;
