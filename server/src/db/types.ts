// The one database seam: PGlite (embedded) and node-postgres both sit behind it, with the same SQL.
export type QueryResult<T> = { rows: T[]; rowCount: number };

export type Queryable = {
  /** One parameterised statement ($1, $2, …). */
  query<T = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<QueryResult<T>>;
  /** Several statements without parameters (migrations, seeds). */
  exec(sql: string): Promise<void>;
};

export type Db = Queryable & {
  /** Runs `work` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  readonly kind: 'pglite' | 'postgres';
};
