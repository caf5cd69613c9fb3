import pg from 'pg';
import { parseDate, parseInt8, parseNumeric } from './parsers.ts';
import { dbOver, type Runner } from './adapter.ts';
import type { Db } from './types.ts';
import { createDbLog, type DbLog } from './log.ts';

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
  const runner = (client: pg.Pool | pg.PoolClient): Runner => ({
    async run(sql, params) {
      const result = await client.query(sql, params);
      return { rows: result.rows, rowCount: result.rowCount ?? 0 };
    },
    exec: (sql) => client.query(sql),
  });
  return dbOver({
    kind: 'postgres',
    runner: runner(pool),
    async transaction(work) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const value = await work(runner(client));
        await client.query('COMMIT');
        return value;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  });
}
