import pg from 'pg';
import type { Db, Queryable, QueryResult } from './types.ts';

// The same JavaScript types as the PGlite adapter: bigint and numeric as numbers (ids, counts and money here fit),
// date as its 'YYYY-MM-DD' text (not a Date at local midnight).
pg.types.setTypeParser(20, (value) => Number(value));
pg.types.setTypeParser(1700, (value) => Number(value));
pg.types.setTypeParser(1082, (value) => value);

/** node-postgres against a real server (DATABASE_URL). */
export async function openPostgres(connectionString: string): Promise<Db> {
  const pool = new pg.Pool({ connectionString, max: Number(process.env.DATABASE_POOL_SIZE ?? 10) });
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
