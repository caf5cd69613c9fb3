// A new cluster: initdb into a staging folder, prepared, then renamed into place, so a crash leaves no half cluster.
import { spawnSync } from 'node:child_process';
import { closeSync, existsSync, fsyncSync, mkdirSync, openSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { dirname } from 'node:path';
import type { EmbeddedOptions } from '../embedded-postgres.ts';
import type { DbLog } from '../log.ts';
import type { Binaries } from './binaries.ts';
import { ownFolder, type OsUser } from './os-user.ts';
import { connectionStringFor, ensureDatabase, ROLE, runPostgres } from './postmaster.ts';

/**
 * initdb into `<cluster>.new`, then (after `prepare`, run on it) renamed into place: a crash half-way leaves no half
 * cluster. The database itself is made on start (ensureDatabase), so a crash right after the rename loses nothing.
 */
export async function createCluster(bin: Binaries, clusterDir: string, user: OsUser | null, options: EmbeddedOptions, log: DbLog): Promise<void> {
  if (existsSync(clusterDir) && readdirSync(clusterDir).length > 0) {
    throw new Error(`${clusterDir} exists but holds no PostgreSQL cluster (no PG_VERSION): move it away to start a new database`);
  }
  const staging = `${clusterDir}.new`;
  rmSync(staging, { recursive: true, force: true });
  mkdirSync(staging, { mode: 0o700 });
  ownFolder(staging, user);
  const started = performance.now();
  const init = spawnSync(
    bin.initdb,
    ['-D', staging, '-U', ROLE, '--auth=trust', '-E', 'UTF8', '--locale-provider=builtin', '--builtin-locale=C.UTF-8', '--no-locale', '--no-instructions'],
    { encoding: 'utf8', env: { ...process.env, LC_MESSAGES: 'C', LC_ALL: 'C' }, ...(user ? { uid: user.uid, gid: user.gid } : {}) },
  );
  if (init.status !== 0) throw new Error(`initdb failed (${init.status ?? init.error?.message}):\n${init.stdout}\n${init.stderr}`);
  if (options.prepare) {
    const running = await runPostgres(bin, staging, user, log, options.startTimeoutMs ?? 120_000);
    try {
      await ensureDatabase(running.socket.dir);
      await options.prepare(connectionStringFor(running.socket.dir));
    } finally {
      await running.stop();
    }
  }
  if (existsSync(clusterDir)) rmSync(clusterDir, { recursive: true });
  renameSync(staging, clusterDir);
  fsyncFolder(dirname(clusterDir));
  log('info', `created the embedded PostgreSQL ${bin.version} cluster in ${clusterDir} (${Math.round(performance.now() - started)} ms)`);
}

function fsyncFolder(dir: string): void {
  const fd = openSync(dir, 'r');
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}
