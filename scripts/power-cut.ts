// Power-cut test of the default (embedded) database.
//
//   node --import tsx scripts/power-cut.ts [--writes 1000] [--concurrency 8] [--engine postgres|pglite] [--mode image|folder]
//
// Starts the real server on a fresh data folder, saves tasks through the API with concurrent writers, and at a random
// point mid-load cuts the power as closely as this machine allows:
// - `image` (the default as root with losetup): the data folder lives on an ext4 file system in a loop-mounted image
//   file. The cut stops and SIGKILLs the server's process group and every process of the database, and copies the
//   image file at once: the copy holds what had reached the "disk" (the loop device), not what sat in the mounted file
//   system's page cache.
// - `folder` (without root): the same kill, then a copy of the data folder; the page cache survives a process kill,
//   so this is a crash test, weaker than a power cut (the script says so).
// Then a fresh server starts on the copy (it must open by itself), is stopped, and the copy's database is counted:
//   acknowledged N, present N, missing 0, partial 0
// Exit code 1 when an acknowledged save is missing, a save is partial, or the copy does not open.
import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, cpSync, lstatSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  countSaves, describe, killAll, postgresPids, startServer, startWriters, stopServer, type Engine,
} from './durability/harness.ts';

function option(name: string, fallback: string): string {
  const at = process.argv.indexOf(`--${name}`);
  return at > 0 && process.argv[at + 1] ? process.argv[at + 1] : fallback;
}

const writes = Number(option('writes', '1000'));
const concurrency = Number(option('concurrency', '8'));
const engine = option('engine', 'postgres') as Engine;
const canMount = process.getuid?.() === 0 && spawnSync('losetup', ['-f'], { stdio: 'ignore' }).status === 0;
const mode = option('mode', canMount ? 'image' : 'folder');
if (mode === 'image' && !canMount) throw new Error('--mode image needs root and loop devices (losetup)');
if (!['postgres', 'pglite'].includes(engine)) throw new Error('--engine is postgres or pglite');

const work = mkdtempSync(join(tmpdir(), 'unipath-power-cut-'));
// Run as root, PostgreSQL runs as an unprivileged user, who must be able to pass through this folder.
chmodSync(work, 0o711);
const mounts: string[] = [];
const sh = (command: string, args: string[]) => execFileSync(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
function mountImage(image: string, at: string): void {
  mkdirSync(at, { recursive: true });
  sh('mount', ['-o', 'loop', image, at]);
  mounts.push(at);
}
function unmount(at: string): void {
  sh('umount', [at]);
  mounts.splice(mounts.indexOf(at), 1);
}

let failed = false;
try {
  let dataDir: string;
  if (mode === 'image') {
    const image = join(work, 'disk.img');
    sh('truncate', ['-s', '1G', image]);
    sh('mkfs.ext4', ['-q', '-F', image]);
    mountImage(image, join(work, 'disk'));
    dataDir = join(work, 'disk', 'data');
  } else {
    dataDir = join(work, 'data');
  }
  console.log(`power-cut: ${engine} database, ${mode} mode, ${writes} saves by ${concurrency} writers, data in ${dataDir}`);
  const first = await startServer(dataDir, engine);
  // The cut comes after a random number of acknowledged saves between 20 % and 80 % of the load.
  const cutAt = Math.floor(writes * (0.2 + Math.random() * 0.6));
  let cut = false;
  let copyError: Error | null = null;
  const copy = join(work, mode === 'image' ? 'cut.img' : 'cut-data');
  const powerCut = () => {
    if (cut) return;
    cut = true;
    // Everything stops at once (SIGSTOP to all, then SIGKILL): no process writes after the cut.
    killAll(first.child.pid!, postgresPids(dataDir));
    const started = performance.now();
    try {
      if (mode === 'image') sh('cp', ['--sparse=always', join(work, 'disk.img'), copy]);
      // A Unix socket (PostgreSQL's) cannot be copied, and a server makes its own anyway.
      else cpSync(dataDir, copy, { recursive: true, verbatimSymlinks: true, filter: (path) => !lstatSync(path).isSocket() });
    } catch (error) {
      copyError = error as Error;
    }
    console.log(`power-cut: cut after ${cutAt} acknowledged saves; copied in ${Math.round(performance.now() - started)} ms`);
  };
  const writers = await startWriters(first.base, writes, concurrency, (count) => {
    if (count >= cutAt) powerCut();
  });
  await writers.done.catch((error: Error) => {
    if (!cut) throw error;
  });
  powerCut();
  await first.exited;
  if (copyError) throw copyError;
  if (mode === 'image') unmount(join(work, 'disk'));

  let copyDir = copy;
  if (mode === 'image') {
    mountImage(copy, join(work, 'after'));
    copyDir = join(work, 'after', 'data');
  }
  let opened = true;
  try {
    const second = await startServer(copyDir, engine, 240_000);
    const code = await stopServer(second);
    console.log(`power-cut: a fresh server opened the copy by itself and stopped (exit ${code})`);
  } catch (error) {
    opened = false;
    console.log(`power-cut: the copy does not open: ${(error as Error).message.slice(0, 2000)}`);
  }
  if (opened) {
    const count = await countSaves(copyDir, engine, writers.acknowledged);
    console.log(describe(count));
    failed = count.missing > 0 || count.partial > 0;
  } else {
    console.log(`acknowledged ${writers.acknowledged.size}, present 0, missing ${writers.acknowledged.size} (the copy does not open)`);
    failed = true;
  }
  if (mode === 'folder') {
    console.log('power-cut: folder mode kills the processes but keeps the page cache: a crash test, not a full power cut (run as root for the image mode)');
  }
} finally {
  for (const at of [...mounts].reverse()) {
    try {
      unmount(at);
    } catch {
      // left for the OS
    }
  }
  rmSync(work, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
