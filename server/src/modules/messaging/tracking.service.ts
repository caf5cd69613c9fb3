// Page tracking and search analytics: each write is one INSERT, outside any transaction, waiting on nothing else.
import type { PortalBody, PortalQuery } from '../../contract-types.ts';
import { Unprocessable } from '../../domain/errors.ts';
import type { Deps } from '../../platform/deps.ts';
import * as repo from './tracking.repository.ts';
import type { PageTime } from './tracking.repository.ts';

const DAY_MS = 86_400_000;

export function makeTrackingService({ db, clock }: Pick<Deps, 'db' | 'clock'>) {
  return {
    async savePageEvent(userId: number, body: PortalBody<'saveTimeSpentOnPage'>) {
      const startedAt = new Date(body.started_at);
      const endedAt = new Date(body.ended_at);
      if (endedAt.getTime() < startedAt.getTime()) {
        throw new Unprocessable('ended_at is before started_at', [{ field: 'body/ended_at', message: 'must not be before started_at' }]);
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
    async timePerPageReport(studentUserId: number, query: PortalQuery<'getTimeSpentPerPage'> | undefined) {
      const day = (iso: string) => new Date(`${iso}T00:00:00.000Z`);
      const to = query?.to ? day(query.to) : day(clock.now().toISOString().slice(0, 10));
      const from = query?.from ? day(query.from) : new Date(to.getTime() - 29 * DAY_MS);
      if (to.getTime() < from.getTime()) {
        throw new Unprocessable('the date range is reversed', [{ field: 'querystring/to', message: 'must not be before from' }]);
      }
      if ((to.getTime() - from.getTime()) / DAY_MS + 1 > 366) {
        throw new Unprocessable('the date range is too long', [{ field: 'querystring/from', message: 'the range must be at most 366 days' }]);
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

    async saveSearchRecord(userId: number, body: PortalBody<'saveSearchRecord'>) {
      const filters = body.filters ?? {};
      if (filters.tuition_min !== undefined && filters.tuition_max !== undefined && filters.tuition_min > filters.tuition_max) {
        throw new Unprocessable('the tuition range is reversed', [{ field: 'body/filters/tuition_max', message: 'must not be below tuition_min' }]);
      }
      return repo.insertSearchRecord(db, userId, { ...body, query: body.query.trim(), filters });
    },

    logSearch(userId: number, body: PortalBody<'logSearch'>) {
      return repo.insertSearchLog(db, userId, body);
    },

    logFilter(userId: number, body: PortalBody<'logFilter'>) {
      return repo.insertFilterLog(db, userId, body);
    },
  };
}

export type TrackingService = ReturnType<typeof makeTrackingService>;
