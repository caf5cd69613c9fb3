// The one adapter shape behind the database seam (types.ts). A driver says how it runs one statement and several
// (a Runner, for its connection and for an open transaction), how it runs a transaction and how it closes; the
// Queryable and the Db over them are written here once, the same for PGlite and node-postgres.
import type { Db, Queryable, QueryResult } from './types.ts';

/** One connection of a driver, or its open transaction. */
export type Runner = {
  /** One parameterised statement: its rows and how many rows it touched. */
  run(sql: string, params: unknown[]): Promise<{ rows: unknown[]; rowCount: number }>;
  /** Several statements without parameters. */
  exec(sql: string): Promise<unknown>;
};

export function queryable(runner: Runner): Queryable {
  return {
    async query<T>(sql: string, params: readonly unknown[] = []): Promise<QueryResult<T>> {
      const { rows, rowCount } = await runner.run(sql, [...params]);
      return { rows: rows as T[], rowCount };
    },
    async exec(sql: string) {
      await runner.exec(sql);
    },
  };
}

export type Driver = {
  kind: Db['kind'];
  /** Statements outside a transaction. */
  runner: Runner;
  /** Runs `work` on a Runner inside one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(work: (tx: Runner) => Promise<T>): Promise<T>;
  close(): Promise<unknown>;
};

export function dbOver(driver: Driver): Db {
  const base = queryable(driver.runner);
  return {
    kind: driver.kind,
    query: base.query,
    exec: base.exec,
    transaction: (work) => driver.transaction((tx) => work(queryable(tx))),
    async close() {
      await driver.close();
    },
  };
}
