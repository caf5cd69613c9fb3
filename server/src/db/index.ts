import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Db } from './types.ts';
import { CLUSTER_FOLDER, startEmbeddedPostgres } from './embedded-postgres.ts';
import type { DbLog } from './log.ts';

export type DbConfig = {
  databaseUrl?: string;
  dataDir?: string;
  inMemory?: boolean;
  /** The database kept in `dataDir`: a real PostgreSQL (durable; the default) or PGlite (not power-cut safe). */
  embedded?: 'postgres' | 'pglite';
  /** The OS user the embedded PostgreSQL runs as when the server runs as root. */
  embeddedOsUser?: string;
  log?: DbLog;
};

/**
 * With a DATABASE_URL: node-postgres. Without: the embedded PostgreSQL in `dataDir`/postgres (started here, stopped
 * by `close()`), PGlite in `dataDir` when `embedded` is 'pglite', or an in-memory PGlite (tests).
 */
export async function openDb(config: DbConfig): Promise<Db> {
  if (config.databaseUrl) {
    const { openPostgres } = await import('./postgres.ts');
    return openPostgres(config.databaseUrl, config.log);
  }
  const { openPglite } = await import('./pglite.ts');
  if (config.inMemory || !config.dataDir) return openPglite();
  mkdirSync(config.dataDir, { recursive: true });
  if (config.embedded === 'pglite') {
    if (existsSync(join(config.dataDir, CLUSTER_FOLDER, 'PG_VERSION'))) {
      config.log?.('warn', `EMBEDDED_DB=pglite: the embedded PostgreSQL's data in ${join(config.dataDir, CLUSTER_FOLDER)} is not used`);
    }
    return openPglite(config.dataDir);
  }
  return openEmbeddedPostgres(config.dataDir, config);
}

/** The embedded PostgreSQL, importing an earlier version's PGlite files from `dataDir` on its first start. */
async function openEmbeddedPostgres(dataDir: string, config: DbConfig): Promise<Db> {
  const { legacyPgliteEntries, importPglite, setLegacyAside } = await import('./pglite-import.ts');
  const log: DbLog = config.log ?? (() => undefined);
  const legacy = legacyPgliteEntries(dataDir);
  const server = await startEmbeddedPostgres({
    dataDir,
    osUser: config.embeddedOsUser,
    log,
    // Only a brand-new cluster imports; one that exists already holds the import of these files (see below).
    prepare: legacy.length ? async (url) => void (await importPglite(dataDir, url, log)) : undefined,
  });
  if (legacy.length) {
    const aside = setLegacyAside(dataDir, legacy);
    log('warn', `the earlier PGlite files are kept in ${aside} (no longer used; delete that folder when you no longer need it)`);
  }
  const { openPostgres } = await import('./postgres.ts');
  let db: Db;
  try {
    db = await openPostgres(server.connectionString, log);
  } catch (error) {
    await server.stop();
    throw error;
  }
  return {
    ...db,
    async close() {
      try {
        await db.close();
      } finally {
        await server.stop();
      }
    },
  };
}

export type { Db, Queryable, QueryResult } from './types.ts';
export type { DbLog } from './log.ts';
export { createDbLog } from './log.ts';
export { migrate } from './migrate.ts';
