import pg from 'pg';
import { parseDate, parseInt8, parseNumeric } from './parsers.ts';
import type { Db, Queryable, QueryResult } from './types.ts';
import { createDbLog, type DbLog } from './embedded-postgres.ts';

// The same JavaScript types as the PGlite adapter (db/parsers.ts): bigint and numeric as numbers while a number holds
// them exactly, date as its 'YYYY-MM-DD' text (not a Date at local midnight).
pg.types.setTypeParser(20, parseInt8);
pg.types.setTypeParser(1700, parseNumeric);
pg.types.setTypeParser(1082, parseDate);

/** node-postgres against a real server (DATABASE_URL). */
export async function openPostgres(connectionString: string, log: DbLog = createDbLog('info')): Promise<Db> {
  const pool = new pg.Pool({ connectionString, max: Number(process.env.DATABASE_POOL_SIZE ?? 10) });
  // An idle connection that the database drops (a restart, a failover) is reported here; without a listener the
  // pool's 'error' event would end the process. The pool replaces the connection; the next query reconnects.
  pool.on('error', (error) => log('error', 'an idle database connection failed', { err: error.message }));
  const asQueryable = (client: pg.Pool | pg.PoolClient): Queryable => ({
    async query<T>(sql: string, params: readonly unknown[] = []): Promise<QueryResult<T>> {
      const result = await client.query(sql, params as unknown[]);
      return { rows: result.rows as T[], rowCount: result.rowCount ?? 0 };
    },
    async exec(sql: string) {
      await client.query(sql);
    },
  });
  const base = asQueryable(pool);
  return {
    kind: 'postgres',
    query: base.query,
    async transaction(work) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const value = await work(asQueryable(client));
        await client.query('COMMIT');
        return value;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    exec: base.exec,
    async close() {
      await pool.end();
    },
  };
}
