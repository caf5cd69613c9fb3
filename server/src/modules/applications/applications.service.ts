// Applications: creating one, moving it through the pipeline (with its timeline), and the lists and counts of the
// students a caller reaches.
import type { Db, Queryable } from '../../db/types.ts';
import { conflict, notFound, unprocessable } from '../../http/errors.ts';
import { studentReachSql, type Caller } from '../../http/ownership.ts';
import type { Role } from '../../http/contract.ts';
import { loadStatuses, transitionFacts } from './statuses.repository.ts';
import {
  APPLICATION_COLUMNS, APPLICATION_FROM, Conditions, DEPOSIT_STATUS, ENROLLED, FIRST_STATUS, MONTHS, OFFER_STATUSES,
  checkRange, iso, likePattern, paging, toApplication,
  type Application, type ApplicationRow, type ApplicationStatus, type IntakeMonth, type Schemas,
} from './shared.ts';
import type { Notifier } from './notifications.ts';

export type ApplicationFilters = {
  status?: ApplicationStatus;
  country_id?: number;
  university_id?: number;
  from?: string;
  to?: string;
  student_user_id?: number;
  intake?: IntakeMonth;
  intake_year?: number;
  q?: string;
};

type PageQuery = { page?: number; page_size?: number };

type Paged<T> = { items: T[]; page: number; page_size: number; total: number };

/** Conditions that keep only applications of live students the caller reaches ($1 caller, $2 role). */
function scoped(caller: Caller): Conditions {
  return new Conditions([caller.userId, caller.role]).raw('s.deleted_at IS NULL').raw(studentReachSql('s'));
}

function applyFilters(where: Conditions, f: ApplicationFilters): Conditions {
  checkRange(f.from, f.to);
  if (f.status) where.add('a.status = ?', f.status);
  if (f.country_id) where.add('u.country_id = ?', f.country_id);
  if (f.university_id) where.add('u.university_id = ?', f.university_id);
  if (f.from) where.add('a.created_at >= ?::date', f.from);
  if (f.to) where.add('a.created_at < ?::date + 1', f.to);
  if (f.student_user_id) where.add('a.student_user_id = ?', f.student_user_id);
  if (f.intake) where.add('a.intake = ?', f.intake);
  if (f.intake_year) where.add('a.intake_year = ?', f.intake_year);
  if (f.q) {
    where.add(
      `(s.first_name ILIKE ? OR s.last_name ILIKE ? OR (s.first_name || ' ' || s.last_name) ILIKE ?
        OR s.email ILIKE ? OR coalesce(s.mobile, '') ILIKE ?)`,
      likePattern(f.q.trim()),
    );
  }
  return where;
}

async function findApplication(db: Queryable, saMapperId: number): Promise<Application | undefined> {
  const { rows } = await db.query<ApplicationRow>(
    `SELECT ${APPLICATION_COLUMNS} ${APPLICATION_FROM} WHERE a.sa_mapper_id = $1`,
    [saMapperId],
  );
  return rows[0] ? toApplication(rows[0]) : undefined;
}

/** A page of applications with extra columns; `order` sorts, `extra` adds columns after the application's. */
async function pageOf<Row extends ApplicationRow>(
  db: Queryable,
  where: Conditions,
  p: ReturnType<typeof paging>,
  order: string,
  extra = '',
): Promise<{ rows: Row[]; total: number }> {
  const count = await db.query<{ n: number }>(`SELECT count(*)::int AS n ${APPLICATION_FROM} ${where.where}`, where.params);
  const params = [...where.params];
  const limit = `$${params.push(p.pageSize)}`;
  const offset = `$${params.push(p.offset)}`;
  const { rows } = await db.query<Row>(
    `SELECT ${APPLICATION_COLUMNS}${extra} ${APPLICATION_FROM} ${where.where} ORDER BY ${order} LIMIT ${limit} OFFSET ${offset}`,
    params,
  );
  return { rows, total: count.rows[0].n };
}

const wholeDays = (column: string) => `floor(extract(epoch FROM (now() - ${column})) / 86400)::int`;

export function makeApplicationsService(db: Db, notifier: Notifier) {
  return {
    listStatuses: () => loadStatuses(db),

    /** A student applies (or staff/partners apply for a student they reach); the first timeline entry says who. */
    async create(
      caller: Caller,
      body: { student_user_id: number; course_id: number; intake: IntakeMonth; intake_year: number },
      now = new Date(),
    ): Promise<Application> {
      const { rows: courses } = await db.query<{ intakes: string[]; name: string }>(
        'SELECT intakes, name FROM courses WHERE course_id = $1',
        [body.course_id],
      );
      const course = courses[0];
      if (!course) throw unprocessable('no such course', [{ field: 'body/course_id', message: `no course ${body.course_id}` }]);
      if (!course.intakes.includes(body.intake)) {
        throw unprocessable('the course does not offer this intake', [
          { field: 'body/intake', message: `the course starts only in ${course.intakes.join(', ')}` },
        ]);
      }
      const month = MONTHS.indexOf(body.intake);
      if (body.intake_year < now.getFullYear() || (body.intake_year === now.getFullYear() && month < now.getMonth())) {
        throw unprocessable('the intake is in the past', [
          { field: 'body/intake_year', message: `${body.intake} ${body.intake_year} has already started` },
        ]);
      }
      const { rows: students } = await db.query<{ active: boolean }>('SELECT active FROM users WHERE user_id = $1', [
        body.student_user_id,
      ]);
      if (!students[0]?.active) {
        throw unprocessable('the account is inactive', [{ field: 'body/student_user_id', message: 'the account is inactive' }]);
      }
      const saMapperId = await db.transaction(async (tx) => {
        const { rows } = await tx.query<{ sa_mapper_id: number }>(
          `INSERT INTO student_applications (student_user_id, course_id, intake, intake_year, status, created_by)
           VALUES ($1, $2, $3, $4, $5, $6)
           ON CONFLICT (student_user_id, course_id, intake, intake_year) WHERE is_open DO NOTHING
           RETURNING sa_mapper_id`,
          [body.student_user_id, body.course_id, body.intake, body.intake_year, FIRST_STATUS, caller.userId],
        );
        if (!rows[0]) {
          throw conflict('an open application for this course and intake exists already', [
            { field: 'body/course_id', message: `already applied for ${body.intake} ${body.intake_year}` },
          ]);
        }
        const id = rows[0].sa_mapper_id;
        await tx.query(
          'INSERT INTO application_timeline (sa_mapper_id, status, note, by_user_id) VALUES ($1, $2, $3, $4)',
          [id, FIRST_STATUS, 'Application created', caller.userId],
        );
        const workers = await notifier.studentWorkers(tx, body.student_user_id);
        const text = `${caller.firstName} ${caller.lastName} applied to ${course.name} for ${body.intake} ${body.intake_year}.`;
        if (caller.userId !== body.student_user_id) {
          await notifier.notify(tx, {
            userIds: [body.student_user_id], name: 'application_created', heading: 'New application', text,
            link: `/application?sa_mapper_id=${id}`,
          });
        }
        await notifier.notify(tx, {
          userIds: workers.filter((w) => w !== caller.userId),
          name: 'application_created',
          heading: 'New application',
          text,
          link: `/student_details/${body.student_user_id}?sa_mapper_id=${id}`,
        });
        return id;
      });
      return (await findApplication(db, saMapperId))!;
    },

    /**
     * Moves an application to an allowed next status (or to another sub-status of its status), with an optimistic
     * check on the status the caller saw; the timeline entry is written in the same transaction.
     */
    async changeStatus(
      caller: Caller,
      saMapperId: number,
      body: { expected_status: ApplicationStatus; status: ApplicationStatus; sub_status?: string | null; note?: string },
    ): Promise<Application> {
      const subStatus = body.sub_status ?? null;
      const note = body.note?.trim() ? body.note.trim() : null;
      await db.transaction(async (tx) => {
        const { rows } = await tx.query<{ status: ApplicationStatus; sub_status: string | null; student_user_id: number }>(
          'SELECT status, sub_status, student_user_id FROM student_applications WHERE sa_mapper_id = $1 FOR UPDATE',
          [saMapperId],
        );
        const current = rows[0];
        if (!current) throw notFound(`no application ${saMapperId}`);
        if (current.status !== body.expected_status) {
          throw conflict(`the application changed meanwhile: it is now ${current.status}`, [
            { field: 'body/expected_status', message: `the application is now ${current.status}` },
          ]);
        }
        const facts = await transitionFacts(tx, current.status, body.status, subStatus);
        if (body.status === current.status) {
          if (subStatus === null || subStatus === current.sub_status) {
            throw unprocessable(`the application is already ${current.status}`, [
              { field: 'body/status', message: `is the current status; give a different sub_status or another status` },
            ]);
          }
        } else if (!facts.allowed) {
          const next = (await loadStatuses(tx)).find((s) => s.status === current.status)?.next_statuses ?? [];
          throw unprocessable(`an application cannot move from ${current.status} to ${body.status}`, [
            { field: 'body/status', message: next.length ? `must be one of: ${next.join(', ')}` : `${current.status} is final` },
          ]);
        }
        if (!facts.subStatusKnown) {
          throw unprocessable(`${subStatus} is not a sub-status of ${body.status}`, [
            { field: 'body/sub_status', message: `is not a sub-status of ${body.status}` },
          ]);
        }
        await tx.query(
          `UPDATE student_applications
              SET status = $2, sub_status = $3, is_open = $4, updated_at = now(),
                  status_changed_at = CASE WHEN status = $2 THEN status_changed_at ELSE now() END
            WHERE sa_mapper_id = $1`,
          [saMapperId, body.status, subStatus, !facts.closed],
        );
        await tx.query(
          'INSERT INTO application_timeline (sa_mapper_id, status, sub_status, note, by_user_id) VALUES ($1, $2, $3, $4, $5)',
          [saMapperId, body.status, subStatus, note, caller.userId],
        );
        const labels = await tx.query<{ label: string }>('SELECT label FROM application_statuses WHERE status = $1', [body.status]);
        await notifier.notify(tx, {
          userIds: [current.student_user_id],
          name: 'application_status_changed',
          heading: 'Your application moved on',
          text: `Your application is now: ${labels.rows[0].label}${note ? ` (${note})` : ''}.`,
          link: `/application?sa_mapper_id=${saMapperId}`,
        });
      });
      return (await findApplication(db, saMapperId))!;
    },

    /** The timeline of one application of one student, oldest first; 404 when it is not that student's. */
    async timeline(studentUserId: number, saMapperId: number): Promise<Schemas['TimelineEntry'][]> {
      await requireStudentApplication(db, studentUserId, saMapperId);
      const { rows } = await db.query<{
        entry_id: number; status: string; sub_status: string | null; note: string | null; at: Date;
        user_id: number; name: string; role: Role;
      }>(
        `SELECT t.entry_id, t.status, t.sub_status, t.note, t.at, b.user_id, b.first_name || ' ' || b.last_name AS name,
                b.user_type AS role
           FROM application_timeline t JOIN users b ON b.user_id = t.by_user_id
          WHERE t.sa_mapper_id = $1 ORDER BY t.at, t.entry_id`,
        [saMapperId],
      );
      return rows.map((r) => ({
        entry_id: r.entry_id,
        status: r.status,
        sub_status: r.sub_status,
        note: r.note,
        by: { user_id: r.user_id, name: r.name, role: r.role },
        at: iso(r.at),
      }));
    },

    async listForStudent(studentUserId: number): Promise<Application[]> {
      const { rows } = await db.query<ApplicationRow>(
        `SELECT ${APPLICATION_COLUMNS} ${APPLICATION_FROM} WHERE a.student_user_id = $1
          ORDER BY a.created_at DESC, a.sa_mapper_id DESC`,
        [studentUserId],
      );
      return rows.map(toApplication);
    },

    async list(caller: Caller, query: ApplicationFilters & PageQuery): Promise<Paged<Application>> {
      const p = paging(query);
      const where = applyFilters(scoped(caller), query);
      const { rows, total } = await pageOf(db, where, p, 'a.updated_at DESC, a.sa_mapper_id DESC');
      return { items: rows.map(toApplication), page: p.page, page_size: p.pageSize, total };
    },

    async stale(
      caller: Caller,
      query: PageQuery & { days?: number; status?: ApplicationStatus },
    ): Promise<Paged<Schemas['ApplicationStale']>> {
      const p = paging(query);
      const where = scoped(caller).raw('a.is_open').add('a.status <> ?', ENROLLED)
        .add('a.status_changed_at <= now() - make_interval(days => ?::int)', query.days ?? 30);
      if (query.status) where.add('a.status = ?', query.status);
      const { rows, total } = await pageOf<ApplicationRow & { days_in_status: number }>(
        db, where, p, 'a.status_changed_at, a.sa_mapper_id', `, ${wholeDays('a.status_changed_at')} AS days_in_status`);
      return {
        items: rows.map((r) => ({ ...toApplication(r), days_in_status: r.days_in_status })),
        page: p.page,
        page_size: p.pageSize,
        total,
      };
    },

    async offersPending(
      caller: Caller,
      query: PageQuery & { university_id?: number },
    ): Promise<Paged<Schemas['ApplicationOfferPending']>> {
      const p = paging(query);
      const where = scoped(caller).add('a.status = ANY(?::text[])', OFFER_STATUSES);
      if (query.university_id) where.add('u.university_id = ?', query.university_id);
      const { rows, total } = await pageOf<ApplicationRow & { days_waiting: number }>(
        db, where, p, 'a.status_changed_at, a.sa_mapper_id', `, ${wholeDays('a.status_changed_at')} AS days_waiting`);
      return {
        items: rows.map((r) => ({
          ...toApplication(r),
          offer_received_at: iso(r.status_changed_at),
          days_waiting: r.days_waiting,
        })),
        page: p.page,
        page_size: p.pageSize,
        total,
      };
    },

    async depositPayable(
      caller: Caller,
      query: PageQuery & { university_id?: number },
    ): Promise<Paged<Schemas['ApplicationDepositPayable']>> {
      const p = paging(query);
      const where = scoped(caller).add('a.status = ?', DEPOSIT_STATUS);
      if (query.university_id) where.add('u.university_id = ?', query.university_id);
      const { rows, total } = await pageOf<
        ApplicationRow & { deposit_amount: number | null; deposit_currency: string | null; deposit_due_date: string | null }
      >(
        db, where, p, 'a.deposit_due_date NULLS LAST, a.status_changed_at, a.sa_mapper_id',
        ', a.deposit_amount, a.deposit_currency, a.deposit_due_date',
      );
      return {
        items: rows.map((r) => ({
          ...toApplication(r),
          deposit_amount: r.deposit_amount,
          currency: r.deposit_currency,
          deposit_due_date: r.deposit_due_date,
          offer_accepted_at: iso(r.status_changed_at),
        })),
        page: p.page,
        page_size: p.pageSize,
        total,
      };
    },

    /** Every status in pipeline order with the number of reachable applications now in it (zeros included). */
    async countByStatus(
      caller: Caller,
      query: { from?: string; to?: string; country_id?: number; university_id?: number },
    ): Promise<Schemas['ApplicationCountByStatusResult']['data']> {
      const where = applyFilters(scoped(caller), query);
      const { rows } = await db.query<{ status: ApplicationStatus; count: number }>(
        `SELECT st.status, coalesce(n.count, 0)::int AS count
           FROM application_statuses st
           LEFT JOIN (SELECT a.status, count(*) AS count ${APPLICATION_FROM} ${where.where} GROUP BY a.status) n
             ON n.status = st.status
          ORDER BY st.sort_order`,
        where.params,
      );
      return { items: rows, total: rows.reduce((sum, r) => sum + r.count, 0) };
    },

    /** Per university: reachable applications in total and per status (non-zero, pipeline order), most first. */
    async countByUniversity(
      caller: Caller,
      query: PageQuery & { from?: string; to?: string; country_id?: number },
    ): Promise<Paged<Schemas['ApplicationUniversityCount']>> {
      const p = paging(query);
      const where = applyFilters(scoped(caller), query);
      const count = await db.query<{ n: number }>(
        `SELECT count(DISTINCT u.university_id)::int AS n ${APPLICATION_FROM} ${where.where}`,
        where.params,
      );
      const params = [...where.params];
      const limit = `$${params.push(p.pageSize)}`;
      const offset = `$${params.push(p.offset)}`;
      const { rows } = await db.query<Schemas['ApplicationUniversityCount']>(
        `SELECT g.university_id, g.university_name, g.country, sum(g.n)::int AS total,
                json_agg(json_build_object('status', g.status, 'count', g.n) ORDER BY g.sort_order) AS by_status
           FROM (SELECT u.university_id, u.name AS university_name, co.name AS country, a.status, st.sort_order,
                        count(*)::int AS n
                   ${APPLICATION_FROM} JOIN application_statuses st ON st.status = a.status
                   ${where.where}
                  GROUP BY u.university_id, u.name, co.name, a.status, st.sort_order) g
          GROUP BY g.university_id, g.university_name, g.country
          ORDER BY total DESC, g.university_name, g.university_id
          LIMIT ${limit} OFFSET ${offset}`,
        params,
      );
      return { items: rows, page: p.page, page_size: p.pageSize, total: count.rows[0].n };
    },

    /** Reachable applications created per calendar month over the last `months` months (current included). */
    async countByTime(
      caller: Caller,
      query: { months?: number; status?: ApplicationStatus },
    ): Promise<Schemas['ApplicationCountByTimeResult']['data']> {
      const where = scoped(caller);
      const months = where.next(query.months ?? 12);
      where.raw(`a.created_at >= date_trunc('month', now()) - make_interval(months => ${months}::int - 1)`);
      if (query.status) where.add('a.status = ?', query.status);
      const { rows } = await db.query<{ month: string; count: number }>(
        `WITH months AS (
           SELECT generate_series(date_trunc('month', now()) - make_interval(months => ${months}::int - 1),
                                  date_trunc('month', now()), interval '1 month') AS m
         ), counts AS (
           SELECT date_trunc('month', a.created_at) AS m, count(*)::int AS n ${APPLICATION_FROM} ${where.where} GROUP BY 1
         )
         SELECT to_char(months.m, 'YYYY-MM') AS month, coalesce(counts.n, 0)::int AS count
           FROM months LEFT JOIN counts ON counts.m = months.m
          ORDER BY months.m`,
        where.params,
      );
      return { months: rows, total: rows.reduce((sum, r) => sum + r.count, 0) };
    },
  };
}

/** 404 unless the application exists and is this student's (the path names both). */
export async function requireStudentApplication(db: Queryable, studentUserId: number, saMapperId: number): Promise<void> {
  const { rows } = await db.query('SELECT 1 FROM student_applications WHERE sa_mapper_id = $1 AND student_user_id = $2', [
    saMapperId,
    studentUserId,
  ]);
  if (rows.length === 0) throw notFound(`application ${saMapperId} is not an application of user ${studentUserId}`);
}

export type ApplicationsService = ReturnType<typeof makeApplicationsService>;
