import type { Queryable } from '../../db/types.ts';
import type { Conditions } from './conditions.ts';
import { toPage, type Page, type PageWindow } from './paging.ts';

/**
 * One page of a list and the number of all its rows, in two statements that share the conditions: `select` is the
 * statement up to its ORDER BY (LIMIT/OFFSET are added), `count` answers one row `{ total }`. Run one after the
 * other, so it works inside a transaction (one connection) as well.
 */
export async function queryPage<R, T = R>(
  db: Queryable,
  window: PageWindow,
  where: Conditions,
  sql: { select: string; count: string },
  map: (row: R) => T = (row) => row as unknown as T,
): Promise<Page<T>> {
  const page = where.limitOffset(window);
  const { rows } = await db.query<R>(`${sql.select} ${page.sql}`, page.params);
  const counted = await db.query<{ total: number }>(sql.count, where.params);
  return toPage(window, rows.map(map), counted.rows[0].total);
}

/**
 * One page from a statement whose rows carry the number of all matches in a `total` column (`count(*) OVER ()`), so
 * one statement answers both. A page past the end has no row to carry it: then `count()` gives the statement that
 * counts (answering one row `{ total }`).
 */
export async function queryCountedPage<R extends { total: number }, T>(
  db: Queryable,
  window: PageWindow,
  statement: { sql: string; params: unknown[] },
  count: () => { sql: string; params: unknown[] },
  map: (row: R) => T,
): Promise<Page<T>> {
  const { rows } = await db.query<R>(statement.sql, statement.params);
  if (rows.length > 0 || window.offset === 0) return toPage(window, rows.map(map), rows[0]?.total ?? 0);
  const counting = count();
  const counted = await db.query<{ total: number }>(counting.sql, counting.params);
  return toPage(window, [], counted.rows[0].total);
}

/** The number a counting statement answers: `sql` selects one row with the count as `n` (`SELECT count(*)::int AS n …`). */
export async function queryCount(db: Queryable, sql: string, params: unknown[]): Promise<number> {
  const { rows } = await db.query<{ n: number }>(sql, params);
  return rows[0].n;
}
