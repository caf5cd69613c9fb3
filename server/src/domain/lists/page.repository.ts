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
