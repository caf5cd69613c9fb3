import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { parseDate, parseInt8, parseNumeric } from './parsers.ts';
import { dbOver, type Runner } from './adapter.ts';
import type { Db } from './types.ts';

/**
 * The same JavaScript types as the node-postgres adapter (db/parsers.ts): bigint (20) and numeric (1700) as numbers
 * while a number holds them exactly, date (1082) as its 'YYYY-MM-DD' text.
 */
export const PARSERS = { 20: parseInt8, 1700: parseNumeric, 1082: parseDate };

/**
 * PGlite, PostgreSQL compiled to WebAssembly: in a data folder, or in memory when `dataDir` is omitted. `image` (a
 * data folder dumped by `imagePglite`) starts the database as a copy of it: the tests load one migrated and seeded
 * image per file instead of migrating and seeding every time.
 */
export async function openPglite(dataDir?: string, image?: Blob): Promise<Db> {
  const pg = await createPglite(dataDir, image);
  return dbOverPglite(pg, () => pg.close());
}

/** An in-memory PGlite made ready by `prepare` (migrated, seeded …), dumped as a data-folder image (tar). */
export async function imagePglite(prepare: (db: Db) => Promise<void>): Promise<Blob> {
  const pg = await createPglite();
  try {
    // The image is dumped from this instance: `prepare` cannot close it.
    await prepare(dbOverPglite(pg, async () => undefined));
    return await pg.dumpDataDir('none');
  } finally {
    await pg.close();
  }
}

// pg_trgm for the catalog search's trigram indexes (migration 0023_catalog_search).
const createPglite = (dataDir?: string, image?: Blob) =>
  PGlite.create({
    ...(dataDir ? { dataDir } : {}),
    ...(image ? { loadDataDir: image } : {}),
    parsers: PARSERS,
    extensions: { pg_trgm },
  });

function dbOverPglite(pg: PGlite, close: () => Promise<void>): Db {
  const runner = (on: { query: PGlite['query']; exec: PGlite['exec'] }): Runner => ({
    async run(sql, params) {
      const result = await on.query(sql, params);
      return { rows: result.rows, rowCount: result.affectedRows ?? result.rows.length };
    },
    exec: (sql) => on.exec(sql),
  });
  return dbOver({
    kind: 'pglite',
    runner: runner(pg),
    transaction: (work) => pg.transaction((tx) => work(runner(tx))),
    close,
  });
}
