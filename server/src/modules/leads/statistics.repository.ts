// The SQL of the lead statistics. Every statistic counts the leads the caller reaches (leadReachSql, the same condition
// as the lead list) within its filters, grouped by one key and the stage in one pass over the leads; the service turns
// the groups into the contract's shapes. Days are the business's calendar (India), as in the lead list.
import type { LeadsSchemas } from '../../contract-types.ts';
import type { Queryable } from '../../db/types.ts';
import { leadReachSql } from '../../domain/access/index.ts';
import type { Caller, Role } from '../../domain/caller.ts';
import { Conditions, toPage, type Page, type PageWindow } from '../../domain/lists/index.ts';
import type { Lead } from './lead-row.repository.ts';
import type { LeadsCache, Timed } from './leads-cache.ts';
import { DUE, leadPage, OPEN_STAGE, pageRows, ZONE } from './list.repository.ts';

export type Dimension = LeadsSchemas['LeadDistributionDimension'];
export type AcpCampaign = LeadsSchemas['AcpCampaign'];

/** Which leads a statistic counts: the caller's reach, then the filters given (undefined ones add nothing). */
export type Scope = {
  caller: Caller;
  /** Days (YYYY-MM-DD) of the creation date, inclusive. */
  from?: string;
  to?: string;
  assignedTo?: number;
  categoryId?: number;
  sourceId?: number;
  stateId?: number;
  /** Only leads owned by these users. */
  owners?: readonly number[];
  /** Only leads created at or after this instant (the month chart's window). */
  createdSince?: Date;
};

/** One group of a statistic: the leads of one key value in one stage. */
export type Group = {
  key: number | string | null;
  stage_id: number;
  total: number;
  unread: number;
  counseled: number;
  /** Leads whose reminder or next follow-up is past (the service keeps the open stages only). */
  due_past: number;
  /** Leads whose reminder or next follow-up falls today. */
  due_today: number;
  /** Speed to lead: first contact later than the owner's target, or none yet with the target passed. */
  contact_overdue: number;
  last_at: Date | string | null;
  /** The earliest reminder or follow-up at or after the moment judged (due_past changes then). */
  next_due: Date | string | null;
  /** The earliest speed-to-lead deadline at or after that moment of a lead not contacted yet (contact_overdue). */
  next_overdue: Date | string | null;
};

export type StageInfo = { stage_id: number; name: string; is_closed: boolean; is_active: boolean };

/** The speed-to-lead target of owners with a rule of their own or of their master franchise (else 60 minutes). */
const TARGETS = `
  LEFT JOIN (SELECT u.user_id, coalesce(r.speed_to_lead_minutes, rm.speed_to_lead_minutes) AS minutes
               FROM users u
               LEFT JOIN lead_assignment_rules r ON r.owner_user_id = u.user_id
               LEFT JOIN lead_assignment_rules rm ON rm.owner_user_id = u.master_franchise_id
              WHERE r.owner_user_id IS NOT NULL OR rm.owner_user_id IS NOT NULL) tg ON tg.user_id = l.owner_user_id`;

export function scopeConditions(scope: Scope): Conditions {
  const where = new Conditions();
  where.raw(leadReachSql('l'), scope.caller.userId, scope.caller.role);
  where
    .eq('l.assigned_to', scope.assignedTo)
    .eq('l.category_id', scope.categoryId)
    .eq('l.source_id', scope.sourceId)
    .eq('l.state_id', scope.stateId)
    .in('l.owner_user_id', scope.owners);
  if (scope.from) where.push(`l.created_at >= (${where.param(scope.from)}::date)::timestamp AT TIME ZONE '${ZONE}'`);
  if (scope.to) where.push(`l.created_at < (${where.param(scope.to)}::date + 1)::timestamp AT TIME ZONE '${ZONE}'`);
  if (scope.createdSince) where.push(`l.created_at >= ${where.param(scope.createdSince.toISOString())}::timestamptz`);
  return where;
}

/** The start of the day that holds `at`, in the business's calendar (India: UTC+05:30, no daylight saving). */
export function dayStart(at: Date): Date {
  const shift = 330 * 60_000;
  const local = new Date(at.getTime() + shift);
  local.setUTCHours(0, 0, 0, 0);
  return new Date(local.getTime() - shift);
}

/** The key a statistic groups by, as SQL over the lead `l`. */
export const KEYS = {
  none: 'NULL::int',
  source: 'l.source_id',
  medium: 'l.medium_id',
  campaign: 'l.campaign_id',
  category: 'l.category_id',
  stage: 'l.stage_id',
  assignee: 'l.assigned_to',
  country: 'l.country_id',
  course_level: 'l.course_level_id',
  state: 'l.state_id',
  city: 'l.city_id',
  sub_stage: 'l.sub_stage_id',
  owner: 'l.owner_user_id',
  /** The member who works the lead: its assignee, or its owner while unassigned. */
  worker: 'coalesce(l.assigned_to, l.owner_user_id)',
  month: `to_char(l.created_at AT TIME ZONE '${ZONE}', 'YYYY-MM')`,
} as const;
export type Key = keyof typeof KEYS;

/** The groups (key × stage) of the leads in `scope`, judged at `now`. */
export async function groups(db: Queryable, scope: Scope, key: Key, now: Date): Promise<Timed<Group[]>> {
  const where = scopeConditions(scope);
  const at = where.param(now.toISOString());
  const today = dayStart(now);
  const start = where.param(today.toISOString());
  const tomorrow = today.getTime() + 86_400_000;
  const end = where.param(new Date(tomorrow).toISOString());
  const deadline = 'l.created_at + make_interval(mins => coalesce(tg.minutes, 60))';
  const { rows } = await db.query<Group>(
    `SELECT ${KEYS[key]} AS key, l.stage_id,
            count(*)::int AS total,
            count(*) FILTER (WHERE NOT l.is_read)::int AS unread,
            count(*) FILTER (WHERE l.is_counseled)::int AS counseled,
            count(*) FILTER (WHERE ${DUE} < ${at}::timestamptz)::int AS due_past,
            count(*) FILTER (WHERE ${DUE} >= ${start}::timestamptz AND ${DUE} < ${end}::timestamptz)::int AS due_today,
            count(*) FILTER (WHERE coalesce(l.first_contacted_at, ${at}::timestamptz)
                                   > l.created_at + make_interval(mins => coalesce(tg.minutes, 60)))::int AS contact_overdue,
            max(l.created_at) AS last_at,
            min(${DUE}) FILTER (WHERE ${DUE} >= ${at}::timestamptz) AS next_due,
            min(${deadline}) FILTER (WHERE l.first_contacted_at IS NULL AND ${deadline} >= ${at}::timestamptz) AS next_overdue
       FROM leads l ${TARGETS}
       ${where.sql}
      GROUP BY 1, 2`,
    where.params,
  );
  // The groups hold until a lead's reminder comes due, a lead passes its target uncontacted, or the day ends.
  const moments = rows.flatMap((g) => [g.next_due, g.next_overdue]).filter((at) => at !== null).map((at) => new Date(at).getTime());
  return { value: rows, validUntil: Math.min(tomorrow, ...moments) };
}

export async function listStageInfo(db: Queryable): Promise<StageInfo[]> {
  const { rows } = await db.query<StageInfo>(
    'SELECT stage_id, name, is_closed, is_active FROM lead_stages ORDER BY sort_order, stage_id',
  );
  return rows;
}

export async function listSubStageNames(db: Queryable): Promise<{ sub_stage_id: number; stage_id: number; name: string; is_active: boolean }[]> {
  const { rows } = await db.query<{ sub_stage_id: number; stage_id: number; name: string; is_active: boolean }>(
    'SELECT sub_stage_id, stage_id, name, is_active FROM lead_sub_stages ORDER BY stage_id, sort_order, sub_stage_id',
  );
  return rows;
}

const LABELS: Record<Dimension, string> = {
  source: 'SELECT source_id AS id, name AS label FROM lead_sources WHERE source_id = ANY($1)',
  medium: 'SELECT medium_id AS id, name AS label FROM lead_mediums WHERE medium_id = ANY($1)',
  campaign: 'SELECT campaign_id AS id, name AS label FROM lead_campaigns WHERE campaign_id = ANY($1)',
  category: 'SELECT category_id AS id, name AS label FROM lead_categories WHERE category_id = ANY($1)',
  stage: 'SELECT stage_id AS id, name AS label FROM lead_stages WHERE stage_id = ANY($1)',
  assignee: "SELECT user_id AS id, concat_ws(' ', first_name, last_name) AS label FROM users WHERE user_id = ANY($1)",
  country: 'SELECT country_id AS id, name AS label FROM countries WHERE country_id = ANY($1)',
  course_level: 'SELECT course_level_id AS id, name AS label FROM course_levels WHERE course_level_id = ANY($1)',
};

/** The names of the values of a dimension, by id. */
export async function labels(db: Queryable, dimension: Dimension, ids: readonly number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const { rows } = await db.query<{ id: number; label: string }>(LABELS[dimension], [ids]);
  return new Map(rows.map((r) => [r.id, r.label]));
}

export type Place = { state_id: number | null; state_name: string | null; city_id: number | null; city_name: string | null };

export async function states(db: Queryable, ids: readonly number[]): Promise<Map<number, Place>> {
  const { rows } = await db.query<Place>(
    'SELECT state_id, name AS state_name, NULL::int AS city_id, NULL::text AS city_name FROM states WHERE state_id = ANY($1)',
    [ids],
  );
  return new Map(rows.map((r) => [r.state_id!, r]));
}

export async function cities(db: Queryable, ids: readonly number[]): Promise<Map<number, Place>> {
  const { rows } = await db.query<Place>(
    `SELECT s.state_id, s.name AS state_name, c.city_id, c.name AS city_name
       FROM cities c LEFT JOIN states s ON s.state_id = c.state_id WHERE c.city_id = ANY($1)`,
    [ids],
  );
  return new Map(rows.map((r) => [r.city_id!, r]));
}

export type Person = {
  user_id: number;
  first_name: string;
  last_name: string;
  email: string;
  user_type: Role;
  franchise_type: 'master' | 'area' | null;
  master_franchise_id: number | null;
  organisation: string | null;
  city_name: string | null;
};

const PERSON = `
  SELECT u.user_id, u.first_name, u.last_name, u.email, u.user_type, u.franchise_type, u.master_franchise_id,
         u.organisation, ci.name AS city_name
    FROM users u LEFT JOIN cities ci ON ci.city_id = u.city_id`;

export async function findPerson(db: Queryable, userId: number): Promise<Person | undefined> {
  const { rows } = await db.query<Person>(`${PERSON} WHERE u.user_id = $1`, [userId]);
  return rows[0];
}

/** The live area franchises of a master franchise, by name. */
export async function areaFranchises(db: Queryable, masterId: number, q?: string): Promise<Person[]> {
  const where = new Conditions().eq('u.master_franchise_id', masterId)
    .ilike("concat_ws(' ', u.first_name, u.last_name, u.organisation, u.email)", q);
  where.push(`u.user_type = 'franchise' AND u.deleted_at IS NULL`);
  const { rows } = await db.query<Person>(`${PERSON} ${where.sql} ORDER BY u.first_name, u.last_name, u.user_id`, where.params);
  return rows;
}

/**
 * A page of the leads matching `where` in `order`: its total and rows kept by the cache (under the caller's version,
 * until `validUntil`), its speed-to-lead marks judged now.
 */
async function cachedPage(
  db: Queryable, cache: LeadsCache, scope: Scope, page: { where: Conditions; order: string; validUntil: number; name: string },
  window: PageWindow, now: Date,
): Promise<Page<Lead>> {
  const { caller, ...filters } = scope;
  const key = JSON.stringify([page.name, filters, page.where.sql, window.offset, window.limit]);
  const rows = await cache.get(caller, key, now, async () => ({
    value: await pageRows(db, page.where, page.order, window),
    validUntil: page.validUntil,
  }));
  return leadPage(window, rows, now);
}

/** A page of leads in `scope` that are counseled now, the latest stage change first. */
export function counseledLeads(db: Queryable, cache: LeadsCache, scope: Scope, window: PageWindow, now: Date): Promise<Page<Lead>> {
  const { from, to, ...rest } = scope;
  const where = scopeConditions(rest);
  where.push('l.is_counseled');
  // The period is of the last stage change (kept on the lead from its history; its creation before any move).
  const changed = 'l.stage_changed_at';
  if (from) where.push(`${changed} >= (${where.param(from)}::date)::timestamp AT TIME ZONE '${ZONE}'`);
  if (to) where.push(`${changed} < (${where.param(to)}::date + 1)::timestamp AT TIME ZONE '${ZONE}'`);
  const order = `ORDER BY ${changed} DESC, l.lead_id DESC`;
  return cachedPage(db, cache, scope, { where, order, validUntil: Number.POSITIVE_INFINITY, name: 'counseled' }, window, now);
}

export type When = 'overdue' | 'today' | 'upcoming' | 'all';

/** A page of open leads in `scope` whose reminder or next follow-up falls in `when`, soonest first. */
export function remindedLeads(db: Queryable, cache: LeadsCache, scope: Scope, when: When, window: PageWindow, now: Date): Promise<Page<Lead>> {
  const where = scopeConditions(scope);
  const today = dayStart(now);
  where.push(`${DUE} IS NOT NULL`);
  where.push(OPEN_STAGE);
  if (when === 'overdue') where.push(`${DUE} < ${where.param(today.toISOString())}::timestamptz`);
  if (when === 'today' || when === 'upcoming') {
    const end = where.param(new Date(today.getTime() + 86_400_000).toISOString());
    if (when === 'today') where.push(`${DUE} >= ${where.param(today.toISOString())}::timestamptz AND ${DUE} < ${end}::timestamptz`);
    else where.push(`${DUE} >= ${end}::timestamptz`);
  }
  // The days are fixed parameters: the page holds until the day ends (or the caller's leads change).
  const order = `ORDER BY ${DUE} ASC, l.lead_id ASC`;
  return cachedPage(db, cache, scope, { where, order, validUntil: today.getTime() + 86_400_000, name: `reminded-${when}` }, window, now);
}

type AcpRow = Omit<AcpCampaign, 'partner' | 'created_at' | 'leads_count' | 'counseled_count'> & {
  created_at: Date | string;
  p: { id: number; first: string; last: string; type: Role };
};

/** The leads of each campaign and how many of them are counseled, by campaign id. */
export type AcpCounts = Record<number, { leads: number; counseled: number }>;

/**
 * A page of ACP campaigns of the partners in `partners` (every partner when null), newest first, with their leads
 * (created within the period when given) and how many of those are counseled. The campaigns are read as they are; their
 * counts come from `counts` (the service keeps them in the leads cache: they are counts over the partners' leads).
 */
export async function acpCampaigns(
  db: Queryable,
  filter: { partners: readonly number[] | null; status?: AcpCampaign['status'] },
  window: PageWindow,
  counts: (campaignIds: number[]) => Promise<AcpCounts>,
): Promise<Page<AcpCampaign>> {
  const where = new Conditions().in('c.partner_user_id', filter.partners ?? undefined).eq('c.status', filter.status);
  const counted = await db.query<{ total: number }>(`SELECT count(*)::int AS total FROM acp_campaigns c ${where.sql}`, where.params);
  const page = where.limitOffset(window);
  const { rows } = await db.query<AcpRow>(
    `SELECT c.acp_campaign_id, c.name, c.source_id, so.name AS source_name, c.medium_id, me.name AS medium_name,
            c.tracking_url, to_char(c.starts_on, 'YYYY-MM-DD') AS starts_on, to_char(c.ends_on, 'YYYY-MM-DD') AS ends_on,
            c.status, c.created_at,
            json_build_object('id', p.user_id, 'first', p.first_name, 'last', p.last_name, 'type', p.user_type) AS p
       FROM acp_campaigns c
       JOIN users p ON p.user_id = c.partner_user_id
       LEFT JOIN lead_sources so ON so.source_id = c.source_id
       LEFT JOIN lead_mediums me ON me.medium_id = c.medium_id
       ${where.sql}
      ORDER BY c.created_at DESC, c.acp_campaign_id DESC ${page.sql}`,
    page.params,
  );
  const byCampaign = rows.length === 0 ? {} : await counts(rows.map((row) => row.acp_campaign_id));
  const items = rows.map(({ p, created_at, ...row }) => ({
    ...row,
    leads_count: byCampaign[row.acp_campaign_id]?.leads ?? 0,
    counseled_count: byCampaign[row.acp_campaign_id]?.counseled ?? 0,
    partner: { user_id: p.id, first_name: p.first, last_name: p.last, user_type: p.type },
    created_at: new Date(created_at).toISOString(),
  }));
  return toPage(window, items, counted.rows[0].total);
}

/**
 * The leads of these campaigns (created within the period when given) and their counseled ones. A campaign's leads
 * are its partner's (the tracking link captures them for that partner), so only those are counted: the counts are
 * then over leads in the reach of whoever may see the campaign, and the leads cache may keep them.
 */
export async function acpCounts(db: Queryable, campaignIds: readonly number[], period: { from?: string; to?: string }): Promise<AcpCounts> {
  const where = new Conditions();
  where.push(`l.acp_campaign_id = ANY(${where.param(campaignIds)}::int[])`);
  where.push('l.owner_user_id = c.partner_user_id');
  if (period.from) where.push(`l.created_at >= (${where.param(period.from)}::date)::timestamp AT TIME ZONE '${ZONE}'`);
  if (period.to) where.push(`l.created_at < (${where.param(period.to)}::date + 1)::timestamp AT TIME ZONE '${ZONE}'`);
  const { rows } = await db.query<{ acp_campaign_id: number; leads: number; counseled: number }>(
    `SELECT l.acp_campaign_id, count(*)::int AS leads, count(*) FILTER (WHERE l.is_counseled)::int AS counseled
       FROM leads l JOIN acp_campaigns c ON c.acp_campaign_id = l.acp_campaign_id
       ${where.sql} GROUP BY l.acp_campaign_id`,
    where.params,
  );
  return Object.fromEntries(rows.map((row) => [row.acp_campaign_id, { leads: row.leads, counseled: row.counseled }]));
}

/** The partners whose ACP campaigns a franchise sees: itself and, for a master, its area franchises. */
export async function franchisePartners(db: Queryable, franchiseId: number): Promise<number[]> {
  const { rows } = await db.query<{ user_id: number }>(
    `SELECT user_id FROM users WHERE user_id = $1 OR (master_franchise_id = $1 AND user_type = 'franchise')`,
    [franchiseId],
  );
  return rows.map((r) => r.user_id);
}
