import { PGlite } from '@electric-sql/pglite';
import { parseDate, parseInt8, parseNumeric } from './parsers.ts';
import type { Db, Queryable, QueryResult } from './types.ts';

/**
 * The same JavaScript types as the node-postgres adapter (db/parsers.ts): bigint (20) and numeric (1700) as numbers
 * while a number holds them exactly, date (1082) as its 'YYYY-MM-DD' text.
 */
export const PARSERS = { 20: parseInt8, 1700: parseNumeric, 1082: parseDate };

/** PGlite, PostgreSQL compiled to WebAssembly: in a data folder, or in memory when `dataDir` is omitted. */
export async function openPglite(dataDir?: string): Promise<Db> {
  const pg = await PGlite.create({ ...(dataDir ? { dataDir } : {}), parsers: PARSERS });
  const asQueryable = (runner: { query: PGlite['query']; exec: PGlite['exec'] }): Queryable => ({
    async query<T>(sql: string, params: readonly unknown[] = []): Promise<QueryResult<T>> {
      const result = await runner.query<T>(sql, params as unknown[]);
      return { rows: result.rows, rowCount: result.affectedRows ?? result.rows.length };
    },
    async exec(sql: string) {
      await runner.exec(sql);
    },
  });
  const base = asQueryable(pg);
  return {
    kind: 'pglite',
    query: base.query,
    async transaction(work) {
      return pg.transaction((tx) => work(asQueryable(tx)));
    },
    exec: base.exec,
    async close() {
      await pg.close();
    },
  };
}
