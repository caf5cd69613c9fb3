// kill -9 of the server and its embedded PostgreSQL mid-load, then a restart: every acknowledged save is there, none
// is half there (each is a task and its notification in one transaction). Then the server alone is killed: its
// database stops by itself, and a lock file left empty (as a power cut can leave it) does not keep the next start out.
import { chmodSync, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  countSaves, describe as describeCount, killAll, postgresPids, postmasterPid, startServer, startWriters, stopServer,
} from '../../scripts/durability/harness.ts';

const work = mkdtempSync(join(tmpdir(), 'unipath-kill9-'));
// As root the database runs as an unprivileged user, who must pass through this folder.
chmodSync(work, 0o711);
const dataDir = join(work, 'data');

afterAll(() => {
  rmSync(work, { recursive: true, force: true });
});

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

async function until(check: () => boolean, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (check()) return true;
    await new Promise((wait) => setTimeout(wait, 100));
  }
  return check();
}

describe('the embedded PostgreSQL under kill -9', () => {
  it('keeps every acknowledged save, whole, across a SIGKILL of the server and the database mid-load', async () => {
    const server = await startServer(dataDir, 'postgres');
    const cutAt = 150 + Math.floor(Math.random() * 250);
    const database = postgresPids(dataDir);
    expect(database.length).toBeGreaterThan(1);
    let killed = false;
    const writers = await startWriters(server.base, 100_000, 8, (count) => {
      if (count >= cutAt && !killed) {
        killed = true;
        killAll(server.child.pid!, postgresPids(dataDir));
      }
    });
    await writers.done.catch(() => undefined);
    expect(killed).toBe(true);
    expect(await server.exited).toBeNull();
    expect(await until(() => database.every((pid) => !alive(pid)), 10_000)).toBe(true);

    // The next start recovers by itself, and a graceful stop stops its PostgreSQL too.
    const again = await startServer(dataDir, 'postgres');
    const restarted = postgresPids(dataDir);
    expect(await stopServer(again)).toBe(0);
    expect(restarted.some(alive)).toBe(false);
    expect(existsSync(join(dataDir, 'postgres', 'postmaster.pid'))).toBe(false);

    const count = await countSaves(dataDir, 'postgres', writers.acknowledged);
    console.log(`kill -9 at ${cutAt} acknowledged saves: ${describeCount(count)}`);
    expect(count.acknowledged).toBeGreaterThanOrEqual(cutAt);
    expect(count.missing).toBe(0);
    expect(count.partial).toBe(0);
  });

  it('stops the database when the server alone is killed, and starts past an empty lock file', async () => {
    const server = await startServer(dataDir, 'postgres');
    const postmaster = postmasterPid(dataDir)!;
    expect(alive(postmaster)).toBe(true);
    process.kill(-server.child.pid!, 'SIGKILL');
    await server.exited;
    // Told of its parent's death (setpriv --pdeathsig), PostgreSQL shuts down by itself.
    expect(await until(() => !alive(postmaster), 30_000)).toBe(true);

    writeFileSync(join(dataDir, 'postgres', 'postmaster.pid'), '');
    const again = await startServer(dataDir, 'postgres');
    expect((await fetch(`${again.base}/api/home/states`)).status).toBe(200);
    expect(await stopServer(again)).toBe(0);
  });
});
