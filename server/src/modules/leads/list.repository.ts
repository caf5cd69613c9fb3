// The SQL of the lead lists: the conditions of a list (the caller's reach and the filters), and a page chosen in two
// steps: the page's ids over `leads` alone (a walk of the index of the list's order, or the few rows the filters'
// indexes give), then those rows with their names (lead-row.repository.ts). The total counts over `leads` alone too.
// A page (total and rows) is kept by the leads cache under the version of the caller's reach: a change of a lead of
// the page raises it, and so does a change of a name the rows show (migration 0034); the marks that depend on the
// clock (speed to lead) are judged when the page is served. The same page reading serves the statistics' counseled
// and reminded pages. scripts/bench-leads.ts measures it.
import type { LeadsOperations, QueryOf } from '../../contract-types.ts';
import type { Queryable } from '../../db/types.ts';
import { leadReachSql } from '../../domain/access/index.ts';
import type { Caller } from '../../domain/caller.ts';
import { Conditions, toPage, type Page, type PageWindow } from '../../domain/lists/index.ts';
import { LEAD_SELECT, readLeadRows, toLead, type Lead, type LeadRow } from './lead-row.repository.ts';
import type { LeadsCache } from './leads-cache.ts';

export type LeadListQuery = QueryOf<LeadsOperations['listLeads']>;

/** The business's calendar (the `from`/`to` dates of a list are days in India). */
export const ZONE = 'Asia/Kolkata';

/** The soonest of a lead's reminder and next follow-up (leads_due_idx). */
export const DUE = 'least(l.reminder_at, l.next_follow_up_at)';

/**
 * The sort keys. NULLS LAST only where the column may be null: on a NOT NULL column it changes nothing but keeps the
 * index of the order (leads_created_idx, leads_updated_idx, …: DESC means NULLS FIRST) from serving.
 */
const SORTS: Record<NonNullable<LeadListQuery['sort']>, { column: string; nullable: boolean }> = {
  created_at: { column: 'l.created_at', nullable: false },
  updated_at: { column: 'l.updated_at', nullable: false },
  next_follow_up_at: { column: 'l.next_follow_up_at', nullable: true },
  first_name: { column: 'lower(l.first_name)', nullable: false },
  score: { column: 'l.score', nullable: false },
};

/**
 * A lead's name as the free-text filter reads it: the first and last name with a space between. The same matches as
 * concat_ws(' ', first, last) for a trimmed text, and immutable, so a trigram index can hold it (migration 0026).
 */
const NAME = "(l.first_name || ' ' || coalesce(l.last_name, ''))";

/** Open stages: the `reminded` filter and the reminded page count follow-ups of leads still being worked only. */
export const OPEN_STAGE = 'l.stage_id IN (SELECT stage_id FROM lead_stages WHERE NOT is_closed)';

/** The list's conditions: the caller's reach, then every filter of the query (undefined ones add nothing). */
export function leadConditions(caller: Caller, query: LeadListQuery, now: Date): Conditions {
  const where = new Conditions();
  where.raw(leadReachSql('l'), caller.userId, caller.role);
  where
    .eq('l.stage_id', query.stage_id)
    .eq('l.sub_stage_id', query.sub_stage_id)
    .eq('l.category_id', query.category_id)
    .eq('l.source_id', query.source_id)
    .eq('l.medium_id', query.medium_id)
    .eq('l.campaign_id', query.campaign_id)
    .eq('l.assigned_to', query.assigned_to)
    .eq('l.owner_user_id', query.owner_user_id)
    .eq('l.country_id', query.country_id)
    .eq('l.state_id', query.state_id)
    .eq('l.city_id', query.city_id);
  if (query.q) {
    const text = query.q.trim();
    const digits = text.replace(/[^0-9]/g, '');
    const like = where.param(`%${text.replace(/[\\%_]/g, '\\$&')}%`);
    const parts = [`${NAME} ILIKE ${like}`, `l.email_key LIKE lower(${like})`];
    if (digits.length >= 3) parts.push(`l.mobile_key LIKE ${where.param(`%${digits}%`)}`);
    where.push(`(${parts.join(' OR ')})`);
  }
  const dateColumn = `l.${query.date_field ?? 'created_at'}`;
  if (query.from) where.push(`${dateColumn} >= (${where.param(query.from)}::date)::timestamp AT TIME ZONE '${ZONE}'`);
  if (query.to) where.push(`${dateColumn} < (${where.param(query.to)}::date + 1)::timestamp AT TIME ZONE '${ZONE}'`);
  if (query.reminded !== undefined) {
    const at = where.param(now.toISOString());
    const due = `(${OPEN_STAGE} AND (l.reminder_at <= ${at}::timestamptz OR l.next_follow_up_at <= ${at}::timestamptz))`;
    where.push(query.reminded ? due : `NOT ${due}`);
  }
  if (query.unread !== undefined) where.push(query.unread ? 'NOT l.is_read' : 'l.is_read');
  return where;
}

function orderBy(query: LeadListQuery): string {
  const dir = query.order === 'asc' ? 'ASC' : 'DESC';
  const { column, nullable } = SORTS[query.sort ?? 'created_at'];
  return `ORDER BY ${column} ${dir}${nullable ? ' NULLS LAST' : ''}, l.lead_id ${dir}`;
}

/** A page of a list as the cache keeps it: the number of all matches and the page's rows, in order. */
export type RowPage = { total: number; rows: LeadRow[] };

/**
 * The window's page of the leads matching `where` in `order` (`ORDER BY …`), and how many match: the ids and the
 * count over `leads l` alone, then the rows of those ids. A first page shorter than the window is all there is, so it
 * needs no count.
 */
export async function pageRows(db: Queryable, where: Conditions, order: string, window: PageWindow): Promise<RowPage> {
  const page = where.limitOffset(window);
  const { rows } = await db.query<{ lead_id: number }>(`SELECT l.lead_id FROM leads l ${where.sql} ${order} ${page.sql}`, page.params);
  const ids = rows.map((r) => r.lead_id);
  const leads = await readLeadRows(db, ids);
  if (window.offset === 0 && ids.length < window.limit) return { total: ids.length, rows: leads };
  const counted = await db.query<{ total: number }>(`SELECT count(*)::int AS total FROM leads l ${where.sql}`, where.params);
  return { total: counted.rows[0].total, rows: leads };
}

/** The page as the contract answers it, its speed-to-lead marks judged at `now`. */
export function leadPage(window: PageWindow, page: RowPage, now: Date): Page<Lead> {
  return toPage(window, page.rows.map((row) => toLead(row, now)), page.total);
}

/**
 * The earliest reminder or follow-up after `now` among the leads of the query without its `reminded` filter: until
 * then no lead of the list changes side of that filter.
 */
async function nextDue(db: Queryable, caller: Caller, query: LeadListQuery, now: Date): Promise<number> {
  const where = leadConditions(caller, { ...query, reminded: undefined }, now);
  where.push(`${DUE} > ${where.param(now.toISOString())}::timestamptz`);
  const { rows } = await db.query<{ next: Date | string | null }>(`SELECT min(${DUE}) AS next FROM leads l ${where.sql}`, where.params);
  return rows[0].next === null ? Number.POSITIVE_INFINITY : new Date(rows[0].next).getTime();
}

export async function listLeads(
  db: Queryable,
  cache: LeadsCache,
  caller: Caller,
  query: LeadListQuery,
  window: PageWindow,
  now: Date,
): Promise<Page<Lead>> {
  const key = JSON.stringify(['list', Object.entries(query).filter(([, v]) => v !== undefined).sort(), window.offset, window.limit]);
  const page = await cache.get(caller, key, now, async () => {
    const where = leadConditions(caller, query, now);
    const value = await pageRows(db, where, orderBy(query), window);
    return { value, validUntil: query.reminded === undefined ? Number.POSITIVE_INFINITY : await nextDue(db, caller, query, now) };
  });
  return leadPage(window, page, now);
}

/** Every lead of the list for an export (same filters and order), at most `limit`. */
export async function exportLeads(db: Queryable, caller: Caller, query: LeadListQuery, limit: number, now: Date): Promise<Lead[]> {
  const where = leadConditions(caller, query, now);
  const { rows } = await db.query<LeadRow>(`${LEAD_SELECT} ${where.sql} ${orderBy(query)} LIMIT ${where.param(limit)}`, where.params);
  return rows.map((row) => toLead(row, now));
}
