import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startMailSink } from './mail-sink';

const root = resolve(import.meta.dirname, '../..');

declare module 'vitest' {
  export interface ProvidedContext {
    /** One shared server per worker (shared-server.ts picks a file's own): its address and the mail sink's file. */
    servers: { baseURL: string; mailFile: string }[];
  }
}

function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? done(address.port) : fail(new Error('no port'))));
    });
  });
}

async function waitUntilUp(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode}`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((wait) => setTimeout(wait, 250));
  }
  throw new Error(`the server did not answer at ${url} within ${timeoutMs} ms`);
}

export type E2eServer = { baseURL: string; mailFile: string; stop: () => Promise<void> };

/**
 * Starts the real server on its own port and data folder, serving the built SPA from dist/. `env` adds to (or
 * overrides) the server's environment: a test file that needs other settings (e.g. a 20-second access token) starts
 * its own with this; every other file shares the one the global setup starts.
 */
export async function startServer(env: Record<string, string> = {}): Promise<E2eServer> {
  // E2E_SPA_DIR lets parallel work build elsewhere (npx vite build --outDir <dir>); dist/ by default.
  const spaDir = process.env.E2E_SPA_DIR ? resolve(process.env.E2E_SPA_DIR) : join(root, 'dist');
  if (!existsSync(join(spaDir, 'index.html'))) throw new Error('dist/ has no build: run `npx vite build` first');
  const dataDir = mkdtempSync(join(tmpdir(), 'unipath-e2e-'));
  const port = await freePort();
  const mailFile = join(dataDir, 'mails.txt');
  const sink = await startMailSink(mailFile);
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
    // E2E_SERVER_ROOT: run the server of another checkout (e.g. the last commit while the tree is mid-change).
    cwd: process.env.E2E_SERVER_ROOT ? resolve(process.env.E2E_SERVER_ROOT) : root,
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      SPA_DIR: spaDir,
      LOG_LEVEL: 'warn',
      // Every demo role signs in several times within a minute.
      AUTH_RATE_LIMIT: '1000',
      // Mail goes to the local sink, so a journey can follow a mailed link.
      SMTP_URL: `smtp://127.0.0.1:${sink.port}`,
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const baseURL = `http://127.0.0.1:${port}`;
  const stop = async () => {
    child.kill('SIGTERM');
    await new Promise((done) => {
      if (child.exitCode !== null) return done(null);
      const timer = setTimeout(() => {
        child.kill('SIGKILL');
        done(null);
      }, 10_000);
      child.once('exit', () => {
        clearTimeout(timer);
        done(null);
      });
    });
    await sink.close();
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitUntilUp(`${baseURL}/`, child, 90_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseURL, mailFile, stop };
}

/**
 * The servers the e2e files share: one per worker, so files running side by side never see each other's changes
 * (files in one worker run one after another on its server, as they did when all files ran in turn).
 */
export default async function setup(project: TestProject) {
  const workers = Math.max(1, Number(project.config.maxWorkers) || 1);
  const servers = await Promise.all(Array.from({ length: workers }, () => startServer()));
  project.provide('servers', servers.map(({ baseURL, mailFile }) => ({ baseURL, mailFile })));
  return async () => {
    await Promise.all(servers.map((server) => server.stop()));
  };
}
