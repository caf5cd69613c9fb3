// The SQL of page tracking (page_events) and search analytics (search_records, search_logs, filter_logs): each write
// is one INSERT.
import type { PortalBody } from '../../contract-types.ts';
import type { Queryable } from '../../db/types.ts';

export type PageEvent = {
  userId: number;
  event: 'start' | 'heartbeat' | 'end';
  sessionId: string;
  visitId: string;
  pageKey: string;
  path: string;
  referrer: string | null;
  startedAt: Date;
  endedAt: Date;
  deltaActiveMs: number;
  deltaIdleMs: number;
  ua: string;
  viewportWidth: number;
  viewportHeight: number;
};

export type PageTime = { page_key: string; active_ms: number; idle_ms: number; views: number; events: number };

/** A stored log line, as the analytics operations answer it. */
export type Logged = { log_id: number; created_at: string };

type LoggedRow = { log_id: number; created_at: Date };
const toLogged = (row: LoggedRow): Logged => ({ log_id: row.log_id, created_at: row.created_at.toISOString() });

/** One statement: a repeated event (same natural key, or a second end of a view) inserts nothing; false then. */
export async function insertPageEvent(db: Queryable, e: PageEvent): Promise<boolean> {
  const { rowCount } = await db.query(
    `INSERT INTO page_events (user_id, event, session_id, visit_id, page_key, path, referrer, started_at, ended_at,
                              delta_active_ms, delta_idle_ms, ua, viewport_width, viewport_height)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14)
     ON CONFLICT DO NOTHING`,
    [
      e.userId, e.event, e.sessionId, e.visitId, e.pageKey, e.path, e.referrer, e.startedAt, e.endedAt, e.deltaActiveMs,
      e.deltaIdleMs, e.ua, e.viewportWidth, e.viewportHeight,
    ],
  );
  return rowCount === 1;
}

/** Active and idle time per page of one user for the events emitted in [from, to), the most active page first. */
export async function timePerPage(db: Queryable, userId: number, from: Date, to: Date): Promise<PageTime[]> {
  const { rows } = await db.query<PageTime>(
    `SELECT page_key,
            sum(delta_active_ms)::bigint AS active_ms,
            sum(delta_idle_ms)::bigint AS idle_ms,
            count(DISTINCT (session_id, visit_id, started_at))::int AS views,
            count(*)::int AS events
       FROM page_events
      WHERE user_id = $1 AND ended_at >= $2 AND ended_at < $3
      GROUP BY page_key
      ORDER BY active_ms DESC, page_key`,
    [userId, from, to],
  );
  return rows;
}

type LogTable = 'search_records' | 'search_logs' | 'filter_logs';

/** One row of an analytics table (`values` by column; the columns are this file's own names). */
async function insertLog(db: Queryable, table: LogTable, values: Record<string, unknown>): Promise<Logged> {
  const columns = Object.keys(values);
  const placeholders = columns.map((column, i) => `$${i + 1}${column === 'filters' ? '::jsonb' : ''}`);
  const { rows } = await db.query<LoggedRow>(
    `INSERT INTO ${table} (${columns.join(', ')}) VALUES (${placeholders.join(', ')}) RETURNING log_id, created_at`,
    Object.values(values),
  );
  return toLogged(rows[0]);
}

/** A completed search, with its filters (the history counselors read). */
export function insertSearchRecord(db: Queryable, userId: number, r: PortalBody<'saveSearchRecord'> & { filters: object }): Promise<Logged> {
  const values = { user_id: userId, source: r.source, query: r.query, filters: JSON.stringify(r.filters), results_count: r.results_count };
  return insertLog(db, 'search_records', values);
}

/** A search text typed. */
export function insertSearchLog(db: Queryable, userId: number, r: PortalBody<'logSearch'>): Promise<Logged> {
  const values = { user_id: userId, source: r.source, query: r.query, results_count: r.results_count ?? null, page_key: r.page_key ?? null };
  return insertLog(db, 'search_logs', values);
}

/** A filter applied, removed or cleared. */
export function insertFilterLog(db: Queryable, userId: number, r: PortalBody<'logFilter'>): Promise<Logged> {
  const values = { user_id: userId, source: r.source, filter_name: r.filter_name, filter_value: r.filter_value ?? null, action: r.action };
  return insertLog(db, 'filter_logs', values);
}
