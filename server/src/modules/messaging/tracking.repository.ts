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

export const trackingRepository = {
  /** One statement: a repeated event (same natural key, or a second end of a view) inserts nothing. */
  async insertPageEvent(db: Queryable, e: PageEvent): Promise<boolean> {
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
  },

  /** Active and idle time per page of one user for the events emitted in [from, to), the most active page first. */
  async timePerPage(db: Queryable, userId: number, from: Date, to: Date): Promise<PageTime[]> {
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
  },

  async insertSearchRecord(db: Queryable, r: { userId: number; source: string; query: string; filters: object; resultsCount: number }) {
    const { rows } = await db.query<{ log_id: number; created_at: Date }>(
      `INSERT INTO search_records (user_id, source, query, filters, results_count) VALUES ($1, $2, $3, $4::jsonb, $5)
       RETURNING log_id, created_at`,
      [r.userId, r.source, r.query, JSON.stringify(r.filters), r.resultsCount],
    );
    return rows[0];
  },

  async insertSearchLog(
    db: Queryable,
    r: { userId: number; source: string; query: string; resultsCount: number | null; pageKey: string | null },
  ) {
    const { rows } = await db.query<{ log_id: number; created_at: Date }>(
      `INSERT INTO search_logs (user_id, source, query, results_count, page_key) VALUES ($1, $2, $3, $4, $5)
       RETURNING log_id, created_at`,
      [r.userId, r.source, r.query, r.resultsCount, r.pageKey],
    );
    return rows[0];
  },

  async insertFilterLog(
    db: Queryable,
    r: { userId: number; source: string; filterName: string; filterValue: string | null; action: string },
  ) {
    const { rows } = await db.query<{ log_id: number; created_at: Date }>(
      `INSERT INTO filter_logs (user_id, source, filter_name, filter_value, action) VALUES ($1, $2, $3, $4, $5)
       RETURNING log_id, created_at`,
      [r.userId, r.source, r.filterName, r.filterValue, r.action],
    );
    return rows[0];
  },
};
