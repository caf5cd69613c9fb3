import type { Db } from '../../db/types.ts';
import { unprocessable } from '../../http/errors.ts';
import { trackingRepository as repo, type PageTime } from './tracking.repository.ts';

export type TrackingEventBody = {
  event: 'start' | 'heartbeat' | 'end';
  session_id: string;
  visit_id: string;
  user_id: number;
  page_key: string;
  path: string;
  referrer: string | null;
  started_at: string;
  ended_at: string;
  delta_active_ms: number;
  delta_idle_ms: number;
  meta: { ua: string; viewport: { width: number; height: number } };
};

const DAY_MS = 86_400_000;

type SearchFilters = Record<string, unknown> & { tuition_min?: number; tuition_max?: number };

/** Page tracking and search analytics: each write is one INSERT, outside any transaction, waiting on nothing else. */
export function makeTrackingService(db: Db) {
  return {
    async savePageEvent(userId: number, body: TrackingEventBody) {
      const startedAt = new Date(body.started_at);
      const endedAt = new Date(body.ended_at);
      if (endedAt.getTime() < startedAt.getTime()) {
        throw unprocessable('ended_at is before started_at', [{ field: 'body/ended_at', message: 'must not be before started_at' }]);
      }
      const recorded = await repo.insertPageEvent(db, {
        userId,
        event: body.event,
        sessionId: body.session_id,
        visitId: body.visit_id,
        pageKey: body.page_key,
        path: body.path,
        referrer: body.referrer,
        startedAt,
        endedAt,
        deltaActiveMs: body.delta_active_ms,
        deltaIdleMs: body.delta_idle_ms,
        ua: body.meta.ua,
        viewportWidth: body.meta.viewport.width,
        viewportHeight: body.meta.viewport.height,
      });
      return { recorded, duplicate: !recorded };
    },

    /**
     * Time per page for one user over [from, to): active and idle milliseconds summed per page_key, the number of page
     * views and of events counted.
     */
    async timePerPage(userId: number, from: Date, to: Date): Promise<PageTime[]> {
      return repo.timePerPage(db, userId, from, to);
    },

    /**
     * The report of getTimeSpentPerPage: calendar days in UTC, both ends included; by default the 30 days up to today.
     * 422 for a reversed range or one over 366 days.
     */
    async timePerPageReport(studentUserId: number, query: { from?: string; to?: string }, today = new Date()) {
      const day = (iso: string) => new Date(`${iso}T00:00:00.000Z`);
      const to = query.to ? day(query.to) : day(today.toISOString().slice(0, 10));
      const from = query.from ? day(query.from) : new Date(to.getTime() - 29 * DAY_MS);
      if (to.getTime() < from.getTime()) {
        throw unprocessable('the date range is reversed', [{ field: 'querystring/to', message: 'must not be before from' }]);
      }
      if ((to.getTime() - from.getTime()) / DAY_MS + 1 > 366) {
        throw unprocessable('the date range is too long', [{ field: 'querystring/from', message: 'the range must be at most 366 days' }]);
      }
      const pages = await repo.timePerPage(db, studentUserId, from, new Date(to.getTime() + DAY_MS));
      return {
        student_user_id: studentUserId,
        from: from.toISOString().slice(0, 10),
        to: to.toISOString().slice(0, 10),
        total_active_ms: pages.reduce((sum, page) => sum + page.active_ms, 0),
        pages,
      };
    },

    async saveSearchRecord(userId: number, body: { source: string; query: string; filters?: SearchFilters; results_count: number }) {
      const filters = body.filters ?? {};
      if (filters.tuition_min !== undefined && filters.tuition_max !== undefined && filters.tuition_min > filters.tuition_max) {
        throw unprocessable('the tuition range is reversed', [{ field: 'body/filters/tuition_max', message: 'must not be below tuition_min' }]);
      }
      const row = await repo.insertSearchRecord(db, {
        userId,
        source: body.source,
        query: body.query.trim(),
        filters,
        resultsCount: body.results_count,
      });
      return { log_id: row.log_id, created_at: row.created_at.toISOString() };
    },

    async logSearch(userId: number, body: { source: string; query: string; results_count?: number; page_key?: string }) {
      const row = await repo.insertSearchLog(db, {
        userId,
        source: body.source,
        query: body.query,
        resultsCount: body.results_count ?? null,
        pageKey: body.page_key ?? null,
      });
      return { log_id: row.log_id, created_at: row.created_at.toISOString() };
    },

    async logFilter(userId: number, body: { source: string; filter_name: string; filter_value?: string; action: string }) {
      const row = await repo.insertFilterLog(db, {
        userId,
        source: body.source,
        filterName: body.filter_name,
        filterValue: body.filter_value ?? null,
        action: body.action,
      });
      return { log_id: row.log_id, created_at: row.created_at.toISOString() };
    },
  };
}
