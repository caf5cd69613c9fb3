// The processes a cluster folder may name: what runs as a pid, and a postmaster.pid an earlier run left behind.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { DbLog } from '../log.ts';

type ProcessInfo = { command: string; ppid: number };

/** What runs as `pid` (its command line and parent), or null when nothing does. */
export function processInfo(pid: number): ProcessInfo | null {
  try {
    process.kill(pid, 0);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ESRCH') return null;
  }
  if (existsSync('/proc/self/stat')) {
    try {
      const command = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').join(' ').trim();
      const status = readFileSync(`/proc/${pid}/status`, 'utf8');
      const ppid = Number(/^PPid:\s*(\d+)/m.exec(status)?.[1] ?? 0);
      return { command, ppid };
    } catch {
      return null;
    }
  }
  const out = spawnSync('ps', ['-o', 'ppid=,command=', '-p', String(pid)], { encoding: 'utf8' });
  const match = /^\s*(\d+)\s+(.*)$/.exec(out.stdout?.trim() ?? '');
  return match ? { ppid: Number(match[1]), command: match[2] } : null;
}

async function waitForExit(pid: number, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!processInfo(pid)) return true;
    await new Promise((wait) => setTimeout(wait, 100));
  }
  return !processInfo(pid);
}

/**
 * Looks at a postmaster.pid left in the cluster: a crashed earlier run (removed or left to PostgreSQL, which clears a
 * stale one itself), a PostgreSQL an earlier server left running (stopped), or one another live server uses (refused).
 */
export async function settleEarlierRun(clusterDir: string, log: DbLog): Promise<void> {
  const pidFile = join(clusterDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return;
  const pid = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
  if (!Number.isInteger(pid) || pid <= 0) {
    log('warn', 'postmaster.pid was empty or unreadable (a crash or power cut while PostgreSQL was starting): removed');
    rmSync(pidFile, { force: true });
    return;
  }
  const info = processInfo(pid);
  if (!info) {
    log('info', `the previous run ended without stopping PostgreSQL (pid ${pid}): recovering from its write-ahead log`);
    return;
  }
  if (!/postgres/.test(info.command) || !info.command.includes(clusterDir)) {
    log('warn', `postmaster.pid names pid ${pid}, which is now another program: the lock file of a crashed run, removed`);
    rmSync(pidFile, { force: true });
    return;
  }
  const parent = info.ppid > 1 ? processInfo(info.ppid) : null;
  if (parent && /\bnode\b|\/node\s/.test(parent.command)) {
    throw new Error(
      `the embedded database in ${clusterDir} is in use by PostgreSQL pid ${pid}, started by process ${info.ppid} ` +
        `(${parent.command.slice(0, 120)}): stop that server first; several servers share one database through DATABASE_URL`,
    );
  }
  log('warn', `a PostgreSQL left running by an earlier server (pid ${pid}) is stopped first`);
  try {
    process.kill(pid, 'SIGINT');
  } catch {
    // gone already
  }
  if (!(await waitForExit(pid, 60_000))) {
    process.kill(pid, 'SIGQUIT');
    if (!(await waitForExit(pid, 10_000))) throw new Error(`the PostgreSQL left running (pid ${pid}) does not stop`);
  }
}
