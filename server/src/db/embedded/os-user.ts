// The OS user the embedded PostgreSQL runs as. PostgreSQL refuses to run as root: a server started as root runs it as
// an unprivileged user (EMBEDDED_PG_USER, `postgres` by default, made when missing), who must reach the binaries and
// own the cluster folder.
import { execFileSync } from 'node:child_process';
import { chmodSync, chownSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, resolve, sep } from 'node:path';
import type { DbLog } from '../log.ts';

export type OsUser = { name: string; uid: number; gid: number; groups: number[] };

/** Whether `user` may reach `path` (search permission on every folder above it; read and execute on it when `run`). */
export function reachable(path: string, user: OsUser, run: boolean): boolean {
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

/** The unprivileged user PostgreSQL runs as, when the server runs as root; made (a system user) when missing. */
export function resolveOsUser(name: string, log: DbLog): OsUser | null {
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
export function openDataDirFor(dataDir: string, user: OsUser, log: DbLog): void {
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
export function ownFolder(dir: string, user: OsUser | null): void {
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
