// Migrations: the platform's SQL files (server/migrations) and every module's own (server/src/modules/<area>/migrations),
// applied in file-name order under one PostgreSQL advisory lock, so that two servers starting at once on one database
// never both migrate (or both seed).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Db, Queryable } from './types.ts';

/** Migrations that belong to no module (the core tables several modules share). */
export const PLATFORM_MIGRATIONS_DIR = new URL('../../migrations/', import.meta.url).pathname;
/** Each module keeps its migrations in `<module>/migrations/`. */
export const MODULES_DIR = new URL('../modules/', import.meta.url).pathname;

/** The key of the advisory lock every migration and seed run takes (any constant bigint; this one spells "unip"). */
export const MIGRATION_LOCK_KEY = 0x756e6970;

const FILE_NAME = /^\d{4}_.+\.sql$/;

export type MigrationFile = { name: string; path: string };

/** Every migration file of the platform folder and of each module's `migrations/`, by file name; a name used twice is refused. */
export function migrationFiles(platformDir = PLATFORM_MIGRATIONS_DIR, modulesDir = MODULES_DIR): MigrationFile[] {
  const dirs = [platformDir];
  if (existsSync(modulesDir)) {
    for (const entry of readdirSync(modulesDir, { withFileTypes: true })) {
      if (entry.isDirectory()) dirs.push(join(modulesDir, entry.name, 'migrations'));
    }
  }
  const byName = new Map<string, MigrationFile>();
  for (const dir of dirs) {
    if (!existsSync(dir)) continue;
    for (const name of readdirSync(dir).filter((file) => FILE_NAME.test(file))) {
      const previous = byName.get(name);
      if (previous) throw new Error(`migration ${name} exists twice: ${previous.path} and ${join(dir, name)}`);
      byName.set(name, { name, path: join(dir, name) });
    }
  }
  return [...byName.values()].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
}

/**
 * Runs `work` inside one transaction that holds the migration lock (`pg_advisory_xact_lock`: released at commit or
 * rollback, so a crashed server never leaves it taken). `work` gets a Db bound to that transaction: its own
 * `transaction()` calls become savepoints, so code written for a Db (the seed) runs unchanged under the lock.
 * On PGlite the lock is taken the same way (one process owns its data folder, so it never waits there).
 */
export async function withMigrationLock<T>(db: Db, work: (locked: Db) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK_KEY]);
    return work(boundTo(db, tx));
  });
}

let savepoints = 0;

/** A Db whose statements run in `tx`; a nested transaction is a savepoint (rolled back alone when its work throws). */
function boundTo(db: Db, tx: Queryable): Db {
  return {
    kind: db.kind,
    query: (sql, params) => tx.query(sql, params),
    exec: (sql) => tx.exec(sql),
    async transaction(work) {
      const name = `nested_${++savepoints}`;
      await tx.exec(`SAVEPOINT ${name}`);
      try {
        const value = await work(tx);
        await tx.exec(`RELEASE SAVEPOINT ${name}`);
        return value;
      } catch (error) {
        await tx.exec(`ROLLBACK TO SAVEPOINT ${name}`);
        throw error;
      }
    },
    async close() {
      throw new Error('the migration lock’s connection is closed by its owner');
    },
  };
}

/**
 * Applies every migration not applied yet, in file-name order, under the migration lock; answers the names applied.
 * All of them commit together: a failing file leaves the database as it was before this run.
 */
export async function migrate(db: Db, files: MigrationFile[] = migrationFiles()): Promise<string[]> {
  return withMigrationLock(db, async (locked) => {
    await locked.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
      name text PRIMARY KEY,
      applied_at timestamptz NOT NULL DEFAULT now()
    )`);
    const { rows } = await locked.query<{ name: string }>('SELECT name FROM schema_migrations');
    const done = new Set(rows.map((r) => r.name));
    const applied: string[] = [];
    for (const file of files) {
      if (done.has(file.name)) continue;
      await locked.exec(readFileSync(file.path, 'utf8'));
      await locked.query('INSERT INTO schema_migrations (name) VALUES ($1)', [file.name]);
      applied.push(file.name);
    }
    return applied;
  });
}
