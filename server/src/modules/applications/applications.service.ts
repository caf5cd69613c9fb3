// Applications: creating one, moving it through the pipeline (with its timeline), and the lists and counts of the
// students a caller reaches. Access to a named student or application is checked by the contract's x-access first.
import type { PortalBody, PortalQuery } from '../../contract-types.ts';
import type { Queryable } from '../../db/types.ts';
import type { Caller } from '../../domain/caller.ts';
import { Conflict, NotFound, Unprocessable } from '../../domain/errors.ts';
import { pageWindow, type Page } from '../../domain/lists/index.ts';
import type { Deps } from '../../platform/deps.ts';
import { notify } from '../messaging/index.ts';
import { findUserById } from '../users/index.ts';
import * as lists from './application-lists.repository.ts';
import * as repo from './applications.repository.ts';
import { loadStatuses, statusLabel, transitionFacts } from './statuses.repository.ts';
import { FIRST_STATUS, MONTHS, type Application, type Schemas } from './shared.ts';

/** 422 naming `query/from` when the range is upside down (both are 'YYYY-MM-DD', so text order is date order). */
function checkRange(from: string | undefined, to: string | undefined): void {
  if (from && to && from > to) {
    throw new Unprocessable('from is after to', [{ field: 'query/from', message: 'must be on or before to' }]);
  }
}

/** 404 unless the application exists and is this student's (the path names both). */
export async function requireStudentApplication(db: Queryable, studentUserId: number, saMapperId: number): Promise<void> {
  if (!(await repo.isStudentApplication(db, studentUserId, saMapperId))) {
    throw new NotFound(`application ${saMapperId} is not an application of user ${studentUserId}`);
  }
}

/** Tells the student (unless they did it) and everyone else working on them, each with their own link. */
export async function tellStudentAndWorkers(
  tx: Queryable,
  caller: Caller,
  studentUserId: number,
  saMapperId: number,
  message: { name: string; heading: string; text: string },
): Promise<void> {
  const workers = await repo.findStudentWorkers(tx, studentUserId);
  if (caller.userId !== studentUserId) {
    await notify(tx, { userIds: [studentUserId], ...message, link: `/application?sa_mapper_id=${saMapperId}` });
  }
  await notify(tx, {
    userIds: workers.filter((w) => w !== caller.userId),
    ...message,
    link: `/student_details/${studentUserId}?sa_mapper_id=${saMapperId}`,
  });
}

export function makeApplicationsService({ db, clock }: Pick<Deps, 'db' | 'clock'>) {
  /** The course's intakes allow the one asked for, and it has not started yet. */
  async function checkIntake(body: PortalBody<'createApplication'>): Promise<{ name: string }> {
    const course = await repo.findCourseIntakes(db, body.course_id);
    if (!course) throw new Unprocessable('no such course', [{ field: 'body/course_id', message: `no course ${body.course_id}` }]);
    if (!course.intakes.includes(body.intake)) {
      throw new Unprocessable('the course does not offer this intake', [
        { field: 'body/intake', message: `the course starts only in ${course.intakes.join(', ')}` },
      ]);
    }
    const now = clock.now();
    const month = MONTHS.indexOf(body.intake);
    if (body.intake_year < now.getFullYear() || (body.intake_year === now.getFullYear() && month < now.getMonth())) {
      throw new Unprocessable('the intake is in the past', [
        { field: 'body/intake_year', message: `${body.intake} ${body.intake_year} has already started` },
      ]);
    }
    return course;
  }

  return {
    listStatuses: () => loadStatuses(db),

    /** A student applies (or staff/partners apply for a student they reach); the first timeline entry says who. */
    async create(caller: Caller, body: PortalBody<'createApplication'>): Promise<Application> {
      const course = await checkIntake(body);
      if (!(await findUserById(db, body.student_user_id))?.active) {
        throw new Unprocessable('the account is inactive', [{ field: 'body/student_user_id', message: 'the account is inactive' }]);
      }
      const saMapperId = await db.transaction(async (tx) => {
        const id = await repo.insertApplication(tx, { ...body, status: FIRST_STATUS, created_by: caller.userId });
        if (id === null) {
          throw new Conflict('an open application for this course and intake exists already', [
            { field: 'body/course_id', message: `already applied for ${body.intake} ${body.intake_year}` },
          ]);
        }
        await repo.insertTimelineEntry(tx, { sa_mapper_id: id, status: FIRST_STATUS, sub_status: null, note: 'Application created', by: caller.userId });
        await tellStudentAndWorkers(tx, caller, body.student_user_id, id, {
          name: 'application_created',
          heading: 'New application',
          text: `${caller.firstName} ${caller.lastName} applied to ${course.name} for ${body.intake} ${body.intake_year}.`,
        });
        return id;
      });
      return (await repo.findApplication(db, saMapperId))!;
    },

    /**
     * Moves an application to an allowed next status (or to another sub-status of its status), with an optimistic
     * check on the status the caller saw; the timeline entry is written in the same transaction.
     */
    async changeStatus(caller: Caller, saMapperId: number, body: PortalBody<'changeApplicationStatus'>): Promise<Application> {
      const subStatus = body.sub_status ?? null;
      const note = body.note?.trim() ? body.note.trim() : null;
      await db.transaction(async (tx) => {
        const current = await repo.lockApplicationState(tx, saMapperId);
        if (!current) throw new NotFound(`no application ${saMapperId}`);
        if (current.status !== body.expected_status) {
          throw new Conflict(`the application changed meanwhile: it is now ${current.status}`, [
            { field: 'body/expected_status', message: `the application is now ${current.status}` },
          ]);
        }
        const facts = await transitionFacts(tx, current.status, body.status, subStatus);
        if (body.status === current.status) {
          if (subStatus === null || subStatus === current.sub_status) {
            throw new Unprocessable(`the application is already ${current.status}`, [
              { field: 'body/status', message: `is the current status; give a different sub_status or another status` },
            ]);
          }
        } else if (!facts.allowed) {
          const next = (await loadStatuses(tx)).find((s) => s.status === current.status)?.next_statuses ?? [];
          throw new Unprocessable(`an application cannot move from ${current.status} to ${body.status}`, [
            { field: 'body/status', message: next.length ? `must be one of: ${next.join(', ')}` : `${current.status} is final` },
          ]);
        }
        if (!facts.subStatusKnown) {
          throw new Unprocessable(`${subStatus} is not a sub-status of ${body.status}`, [
            { field: 'body/sub_status', message: `is not a sub-status of ${body.status}` },
          ]);
        }
        await repo.updateApplicationStatus(tx, saMapperId, { status: body.status, sub_status: subStatus, open: !facts.closed });
        await repo.insertTimelineEntry(tx, { sa_mapper_id: saMapperId, status: body.status, sub_status: subStatus, note, by: caller.userId });
        await notify(tx, {
          userIds: [current.student_user_id],
          name: 'application_status_changed',
          heading: 'Your application moved on',
          text: `Your application is now: ${await statusLabel(tx, body.status)}${note ? ` (${note})` : ''}.`,
          link: `/application?sa_mapper_id=${saMapperId}`,
        });
      });
      return (await repo.findApplication(db, saMapperId))!;
    },

    /** The timeline of one application of one student, oldest first; 404 when it is not that student's. */
    async timeline(studentUserId: number, saMapperId: number): Promise<Schemas['TimelineEntry'][]> {
      await requireStudentApplication(db, studentUserId, saMapperId);
      return repo.listTimeline(db, saMapperId);
    },

    listForStudent: (studentUserId: number): Promise<Application[]> => repo.listStudentApplications(db, studentUserId),

    list(caller: Caller, query: PortalQuery<'listApplications'>): Promise<Page<Application>> {
      checkRange(query.from, query.to);
      return lists.listApplications(db, caller, query, pageWindow(query));
    },

    stale(caller: Caller, query: PortalQuery<'listStaleApplications'>): Promise<Page<Schemas['ApplicationStale']>> {
      return lists.listStaleApplications(db, caller, { days: query.days ?? 30, status: query.status }, pageWindow(query));
    },

    offersPending(caller: Caller, query: PortalQuery<'listOfferLetterNotAccepted'>): Promise<Page<Schemas['ApplicationOfferPending']>> {
      return lists.listOffersPending(db, caller, query.university_id, pageWindow(query));
    },

    depositPayable(caller: Caller, query: PortalQuery<'listDepositPayable'>): Promise<Page<Schemas['ApplicationDepositPayable']>> {
      return lists.listDepositsPayable(db, caller, query.university_id, pageWindow(query));
    },

    /** Every status in pipeline order with the number of reachable applications now in it (zeros included). */
    async countByStatus(caller: Caller, query: PortalQuery<'countApplicationsByStatus'>): Promise<Schemas['ApplicationCountByStatusResult']['data']> {
      checkRange(query.from, query.to);
      const items = await lists.countByStatus(db, caller, query);
      return { items, total: items.reduce((sum, r) => sum + r.count, 0) };
    },

    /** Per university: reachable applications in total and per status (non-zero, pipeline order), most first. */
    countByUniversity(caller: Caller, query: PortalQuery<'countApplicationStatusesByUniversity'>): Promise<Page<Schemas['ApplicationUniversityCount']>> {
      checkRange(query.from, query.to);
      const { page: _p, page_size: _s, ...filter } = query;
      return lists.countByUniversity(db, caller, filter, pageWindow(query));
    },

    /** Reachable applications created per calendar month over the last `months` months (current included). */
    async countByTime(caller: Caller, query: PortalQuery<'countApplicationsByTime'>): Promise<Schemas['ApplicationCountByTimeResult']['data']> {
      const months = await lists.countByMonth(db, caller, { months: query.months ?? 12, status: query.status });
      return { months, total: months.reduce((sum, r) => sum + r.count, 0) };
    },
  };
}

export type ApplicationsService = ReturnType<typeof makeApplicationsService>;
