// The postmaster's lifecycle: spawned on a Unix socket only (no TCP port to collide with) with the durability settings
// stated, its log forwarded, ready once it accepts a connection, stopped smart then fast; and the database made in it.
import { spawn, type ChildProcess } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { DbLog, DbLogLevel } from '../log.ts';
import type { Binaries } from './binaries.ts';
import type { OsUser } from './os-user.ts';

export const DATABASE_NAME = 'unipath';
export const ROLE = 'unipath';
/** Only names the socket file (.s.PGSQL.5432); nothing listens on TCP. */
const PORT = 5432;
/** Unix socket paths are limited to ~104-108 bytes; a longer data folder gets its socket in a private temp folder. */
const MAX_SOCKET_PATH = 100;

export function connectionStringFor(socketDir: string, database = DATABASE_NAME): string {
  return `postgres://${ROLE}@${encodeURIComponent(socketDir)}:${PORT}/${database}`;
}

function socketDirFor(clusterDir: string, user: OsUser | null): { dir: string; temporary: boolean } {
  if (Buffer.byteLength(join(clusterDir, `.s.PGSQL.${PORT}`)) <= MAX_SOCKET_PATH) return { dir: clusterDir, temporary: false };
  const dir = mkdtempSync(join(tmpdir(), 'unipath-pg-'));
  if (user) chownSync(dir, user.uid, user.gid);
  return { dir, temporary: true };
}

/** Spawns the postmaster; on Linux through setpriv so that it gets a fast-shutdown signal if the server dies. */
function spawnPostgres(bin: Binaries, clusterDir: string, socketDir: string, user: OsUser | null): ChildProcess {
  const quoted = /[\s,"]/.test(socketDir) ? `"${socketDir.replace(/"/g, '""')}"` : socketDir;
  const args = [
    '-D', clusterDir,
    '-p', String(PORT),
    '-c', 'listen_addresses=',
    '-c', `unix_socket_directories=${quoted}`,
    '-c', 'unix_socket_permissions=0700',
    // The guarantees, stated rather than inherited: a COMMIT answers after its WAL is on disk.
    '-c', 'fsync=on',
    '-c', 'synchronous_commit=on',
    '-c', 'full_page_writes=on',
    '-c', 'huge_pages=off',
    '-c', 'logging_collector=off',
    '-c', 'log_line_prefix=',
    '-c', 'log_min_messages=warning',
    '-c', 'log_min_error_statement=panic',
    '-c', 'log_checkpoints=off',
  ];
  const setpriv = process.platform === 'linux' ? ['/usr/bin/setpriv', '/bin/setpriv'].find((path) => existsSync(path)) : undefined;
  const env = { ...process.env, LC_MESSAGES: 'C', LC_ALL: 'C' };
  if (setpriv) {
    const as = user ? ['--reuid', String(user.uid), '--regid', String(user.gid), '--clear-groups'] : [];
    return spawn(setpriv, ['--pdeathsig', 'INT', ...as, '--', bin.postgres, ...args], { detached: true, stdio: ['ignore', 'pipe', 'pipe'], env });
  }
  return spawn(bin.postgres, args, { detached: true, stdio: ['ignore', 'pipe', 'pipe'], env, ...(user ? { uid: user.uid, gid: user.gid } : {}) });
}

/** Client errors are the app's to report; the server's own warnings and failures go to the log. */
function forwardLog(child: ChildProcess, log: DbLog, recent: string[]): void {
  let partial = '';
  const onData = (chunk: Buffer) => {
    const lines = (partial + chunk.toString('utf8')).split('\n');
    partial = lines.pop() ?? '';
    for (const line of lines) {
      if (!line.trim()) continue;
      recent.push(line);
      if (recent.length > 40) recent.shift();
      const level: DbLogLevel = /^FATAL:\s+the database system is (starting up|shutting down|not yet accepting)/.test(line)
        ? 'debug' // the readiness checks' own attempts
        : /^(FATAL|PANIC):/.test(line)
          ? 'error'
          : /^WARNING:/.test(line)
            ? 'warn'
            : /^LOG:\s+(database system was (interrupted|not properly)|redo |invalid record|last completed transaction|automatic recovery)/.test(line)
              ? 'info'
              : 'debug';
      log(level, line, { postgres: true });
    }
  };
  child.stdout?.on('data', onData);
  child.stderr?.on('data', onData);
}

export type Running = { child: ChildProcess; socket: { dir: string; temporary: boolean }; stop(): Promise<void> };

export async function runPostgres(bin: Binaries, clusterDir: string, user: OsUser | null, log: DbLog, timeoutMs: number): Promise<Running> {
  for (let attempt = 1; ; attempt++) {
    const socket = socketDirFor(clusterDir, user);
    const child = spawnPostgres(bin, clusterDir, socket.dir, user);
    const recent: string[] = [];
    forwardLog(child, log, recent);
    const state: { exited: { code: number | null; signal: NodeJS.Signals | null } | null } = { exited: null };
    const exit = new Promise<void>((done) =>
      child.once('exit', (code, signal) => {
        state.exited = { code, signal };
        done();
      }),
    );
    const spawnError = new Promise<Error>((done) => child.once('error', done));
    const removeSocketDir = () => {
      if (socket.temporary) rmSync(socket.dir, { recursive: true, force: true });
    };
    // If the server process ends without stopping it (process.exit elsewhere), PostgreSQL is asked to stop.
    const onExit = () => {
      if (!state.exited) child.kill('SIGINT');
    };
    process.on('exit', onExit);
    const stop = async () => {
      process.off('exit', onExit);
      if (!state.exited) {
        const timer = (ms: number) => new Promise((done) => setTimeout(done, ms).unref());
        // Smart shutdown first: the pool's connections are still closing (pg's pool.end() resolves before they are
        // gone), and a fast shutdown would answer them with an error the closing pool does not expect. Then fast.
        child.kill('SIGTERM');
        await Promise.race([exit, timer(5_000)]);
        if (!state.exited) {
          child.kill('SIGINT');
          await Promise.race([exit, timer(60_000)]);
        }
        if (!state.exited) {
          child.kill('SIGQUIT');
          await Promise.race([exit, timer(10_000)]);
        }
        if (!state.exited) child.kill('SIGKILL');
      }
      removeSocketDir();
    };
    const deadline = Date.now() + timeoutMs;
    let lastError = '';
    while (!state.exited && Date.now() < deadline) {
      const client = new pg.Client({ connectionString: connectionStringFor(socket.dir, 'postgres') });
      client.on('error', () => undefined);
      try {
        await Promise.race([client.connect(), spawnError.then((error) => Promise.reject(error))]);
        await client.end();
        return { child, socket, stop };
      } catch (error) {
        lastError = (error as Error).message;
        await client.end().catch(() => undefined);
        await new Promise((wait) => setTimeout(wait, 100));
      }
    }
    await stop();
    const said = recent.join('\n');
    // Backends of a killed postmaster may still hold its shared memory for a moment.
    if (attempt < 15 && /pre-existing shared memory block|lock file .* already exists/.test(said)) {
      log('info', 'PostgreSQL of the previous run is still ending: starting again in a second');
      await new Promise((wait) => setTimeout(wait, 1000));
      continue;
    }
    throw new Error(
      state.exited
        ? `the embedded PostgreSQL exited while starting (${JSON.stringify(state.exited)}):\n${said}`
        : `the embedded PostgreSQL did not accept connections within ${timeoutMs} ms (${lastError}):\n${said}`,
    );
  }
}

export async function ensureDatabase(socketDir: string): Promise<void> {
  const client = new pg.Client({ connectionString: connectionStringFor(socketDir, 'postgres') });
  await client.connect();
  try {
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [DATABASE_NAME]);
    if (!rowCount) await client.query(`CREATE DATABASE ${DATABASE_NAME}`);
  } finally {
    await client.end();
  }
}
