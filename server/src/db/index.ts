import { mkdirSync } from 'node:fs';
import type { Db } from './types.ts';

export type DbConfig = { databaseUrl?: string; dataDir?: string; inMemory?: boolean };

/** With a DATABASE_URL: node-postgres. Without: PGlite in `dataDir` (or in memory for tests). */
export async function openDb(config: DbConfig): Promise<Db> {
  if (config.databaseUrl) {
    const { openPostgres } = await import('./postgres.ts');
    return openPostgres(config.databaseUrl);
  }
  const { openPglite } = await import('./pglite.ts');
  if (config.inMemory || !config.dataDir) return openPglite();
  mkdirSync(config.dataDir, { recursive: true });
  return openPglite(config.dataDir);
}

export type { Db, Queryable, QueryResult } from './types.ts';
export { migrate } from './migrate.ts';
