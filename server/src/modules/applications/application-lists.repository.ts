// The SQL of the lists and counts of applications over the students a caller reaches: the filtered list, the
// dashboards' lists (stale, offers waiting, deposits due) and the counts by status, university and month.
import type { PortalQuery } from '../../contract-types.ts';
import type { Queryable } from '../../db/types.ts';
import { studentReachSql } from '../../domain/access/index.ts';
import type { Caller } from '../../domain/caller.ts';
import { Conditions, queryPage, type Page, type PageWindow } from '../../domain/lists/index.ts';
import { APPLICATION_COLUMNS, APPLICATION_FROM, toApplication, type ApplicationRow } from './applications.repository.ts';
import { matchStudent } from './students.repository.ts';
import { DEPOSIT_STATUS, ENROLLED, OFFER_STATUSES, iso, type Application, type ApplicationStatus, type Schemas } from './shared.ts';

/** The filters of the application list; the counts take a part of them. */
export type ApplicationFilter = Omit<PortalQuery<'listApplications'>, 'page' | 'page_size'>;

/** Only applications of live students the caller reaches. */
function scoped(caller: Caller): Conditions {
  return new Conditions().push('s.deleted_at IS NULL').raw(studentReachSql('s'), caller.userId, caller.role);
}

function filtered(caller: Caller, f: ApplicationFilter): Conditions {
  const where = scoped(caller).eq('a.status', f.status).eq('u.country_id', f.country_id).eq('u.university_id', f.university_id);
  if (f.from !== undefined) where.push(`a.created_at >= ${where.param(f.from)}::date`);
  if (f.to !== undefined) where.push(`a.created_at < ${where.param(f.to)}::date + 1`);
  where.eq('a.student_user_id', f.student_user_id).eq('a.intake', f.intake).eq('a.intake_year', f.intake_year);
  return matchStudent(where, f.q);
}

/** A page of applications in `order`, with `extra` columns after the application's. */
function applicationPage<R extends ApplicationRow, T>(
  db: Queryable,
  where: Conditions,
  window: PageWindow,
  view: { order: string; extra?: string },
  map: (row: R) => T,
): Promise<Page<T>> {
  return queryPage(db, window, where, {
    select: `SELECT ${APPLICATION_COLUMNS}${view.extra ?? ''} ${APPLICATION_FROM} ${where.sql} ORDER BY ${view.order}`,
    count: `SELECT count(*)::int AS total ${APPLICATION_FROM} ${where.sql}`,
  }, map);
}

const wholeDays = (column: string) => `floor(extract(epoch FROM (now() - ${column})) / 86400)::int`;
const WAITING_ORDER = 'a.status_changed_at, a.sa_mapper_id';

export function listApplications(db: Queryable, caller: Caller, filter: ApplicationFilter, window: PageWindow): Promise<Page<Application>> {
  return applicationPage(db, filtered(caller, filter), window, { order: 'a.updated_at DESC, a.sa_mapper_id DESC' }, toApplication);
}

/** Open applications (but enrolled ones) whose status has not changed for `days` days, the longest waiting first. */
export function listStaleApplications(
  db: Queryable,
  caller: Caller,
  filter: { days: number; status?: ApplicationStatus },
  window: PageWindow,
): Promise<Page<Schemas['ApplicationStale']>> {
  const where = scoped(caller)
    .push('a.is_open')
    .raw('a.status <> $1', ENROLLED)
    .raw('a.status_changed_at <= now() - make_interval(days => $1::int)', filter.days)
    .eq('a.status', filter.status);
  return applicationPage(
    db, where, window, { order: WAITING_ORDER, extra: `, ${wholeDays('a.status_changed_at')} AS days_in_status` },
    (r: ApplicationRow & { days_in_status: number }) => ({ ...toApplication(r), days_in_status: r.days_in_status }),
  );
}

/** Offers waiting for the student's answer, the longest waiting first. */
export function listOffersPending(db: Queryable, caller: Caller, universityId: number | undefined, window: PageWindow): Promise<Page<Schemas['ApplicationOfferPending']>> {
  const where = scoped(caller).raw('a.status = ANY($1::text[])', OFFER_STATUSES).eq('u.university_id', universityId);
  return applicationPage(
    db, where, window, { order: WAITING_ORDER, extra: `, ${wholeDays('a.status_changed_at')} AS days_waiting` },
    (r: ApplicationRow & { days_waiting: number }) => ({
      ...toApplication(r),
      offer_received_at: iso(r.status_changed_at),
      days_waiting: r.days_waiting,
    }),
  );
}

type DepositRow = ApplicationRow & { deposit_amount: number | null; deposit_currency: string | null; deposit_due_date: string | null };

/** Accepted offers whose tuition deposit is due, the soonest due first. */
export function listDepositsPayable(db: Queryable, caller: Caller, universityId: number | undefined, window: PageWindow): Promise<Page<Schemas['ApplicationDepositPayable']>> {
  const where = scoped(caller).eq('a.status', DEPOSIT_STATUS).eq('u.university_id', universityId);
  return applicationPage(
    db, where, window,
    { order: `a.deposit_due_date NULLS LAST, ${WAITING_ORDER}`, extra: ', a.deposit_amount, a.deposit_currency, a.deposit_due_date' },
    (r: DepositRow) => ({
      ...toApplication(r),
      deposit_amount: r.deposit_amount,
      currency: r.deposit_currency,
      deposit_due_date: r.deposit_due_date,
      offer_accepted_at: iso(r.status_changed_at),
    }),
  );
}

/** Every status in pipeline order with the number of matching applications now in it (zeros included). */
export async function countByStatus(db: Queryable, caller: Caller, filter: ApplicationFilter): Promise<{ status: ApplicationStatus; count: number }[]> {
  const where = filtered(caller, filter);
  const { rows } = await db.query<{ status: ApplicationStatus; count: number }>(
    `SELECT st.status, coalesce(n.count, 0)::int AS count
       FROM application_statuses st
       LEFT JOIN (SELECT a.status, count(*) AS count ${APPLICATION_FROM} ${where.sql} GROUP BY a.status) n
         ON n.status = st.status
      ORDER BY st.sort_order`,
    where.params,
  );
  return rows;
}

/** Per university: matching applications in total and per status (non-zero, pipeline order), most first. */
export function countByUniversity(
  db: Queryable,
  caller: Caller,
  filter: ApplicationFilter,
  window: PageWindow,
): Promise<Page<Schemas['ApplicationUniversityCount']>> {
  const where = filtered(caller, filter);
  return queryPage(db, window, where, {
    select: `SELECT g.university_id, g.university_name, g.country, sum(g.n)::int AS total,
                    json_agg(json_build_object('status', g.status, 'count', g.n) ORDER BY g.sort_order) AS by_status
               FROM (SELECT u.university_id, u.name AS university_name, co.name AS country, a.status, st.sort_order,
                            count(*)::int AS n
                       ${APPLICATION_FROM} JOIN application_statuses st ON st.status = a.status
                       ${where.sql}
                      GROUP BY u.university_id, u.name, co.name, a.status, st.sort_order) g
              GROUP BY g.university_id, g.university_name, g.country
              ORDER BY total DESC, g.university_name, g.university_id`,
    count: `SELECT count(DISTINCT u.university_id)::int AS total ${APPLICATION_FROM} ${where.sql}`,
  });
}

/** Applications created per calendar month over the last `months` months (current included), oldest first. */
export async function countByMonth(
  db: Queryable,
  caller: Caller,
  filter: { months: number; status?: ApplicationStatus },
): Promise<{ month: string; count: number }[]> {
  const where = scoped(caller);
  const months = where.param(filter.months);
  where.push(`a.created_at >= date_trunc('month', now()) - make_interval(months => ${months}::int - 1)`).eq('a.status', filter.status);
  const { rows } = await db.query<{ month: string; count: number }>(
    `WITH months AS (
       SELECT generate_series(date_trunc('month', now()) - make_interval(months => ${months}::int - 1),
                              date_trunc('month', now()), interval '1 month') AS m
     ), counts AS (
       SELECT date_trunc('month', a.created_at) AS m, count(*)::int AS n ${APPLICATION_FROM} ${where.sql} GROUP BY 1
     )
     SELECT to_char(months.m, 'YYYY-MM') AS month, coalesce(counts.n, 0)::int AS count
       FROM months LEFT JOIN counts ON counts.m = months.m
      ORDER BY months.m`,
    where.params,
  );
  return rows;
}
