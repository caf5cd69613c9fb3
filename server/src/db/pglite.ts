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

/** PGlite, PostgreSQL compiled to WebAssembly: in a data folder, or in memory when `dataDir` is omitted. */
export async function openPglite(dataDir?: string): Promise<Db> {
  // pg_trgm for the catalog search's trigram indexes (migration 0023_catalog_search).
  const pg = await PGlite.create({ ...(dataDir ? { dataDir } : {}), parsers: PARSERS, extensions: { pg_trgm } });
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
    close: () => pg.close(),
  });
}
