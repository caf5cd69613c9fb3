// A lead as the API shows it: the one statement that reads leads with the names of what they refer to (LEAD_SELECT),
// the row's shape and its conversion to the contract's Lead (speed to lead judged at a given moment), and the reads of
// one lead or of a page's leads by id. The fields a save writes (LeadFields) are declared here, beside the row.
import type { LeadsSchemas } from '../../contract-types.ts';
import type { Queryable } from '../../db/types.ts';
import type { Role } from '../../domain/caller.ts';
import { Conditions, queryPage, type Page, type PageWindow } from '../../domain/lists/index.ts';

export type Lead = LeadsSchemas['Lead'];
type FieldValue = LeadsSchemas['LeadFieldValue'];
export type Person = { id: number; first: string; last: string; type: Role };

/** The stored fields of a lead a save writes (ids, not names). */
export type LeadFields = {
  first_name: string;
  last_name: string | null;
  email: string | null;
  mobile: string | null;
  alternate_mobiles: string[];
  country_id: number | null;
  course_level_id: number | null;
  intake: string | null;
  state_id: number | null;
  city_id: number | null;
  source_id: number | null;
  medium_id: number | null;
  campaign_id: number | null;
  category_id: number | null;
  stage_id: number;
  sub_stage_id: number | null;
  assigned_to: number | null;
  next_follow_up_at: string | null;
  reminder_at: string | null;
  reminder_note: string | null;
  notes: string | null;
};

/** The columns LEAD_SELECT reads as the contract's Lead answers them: the names of what a lead refers to, its marks. */
type AsInLead = Pick<Lead,
  | 'lead_id' | 'country_name' | 'course_level_name' | 'state_name' | 'city_name' | 'source_name' | 'medium_name'
  | 'campaign_name' | 'category_name' | 'stage_name' | 'sub_stage_name' | 'is_counseled' | 'is_read' | 'score'
  | 'score_reason' | 're_enquiry_count' | 'student_user_id'>;

/** A timestamp column as the driver reads it (toLead makes it the contract's ISO string). */
type Stamp = Date | string;

/** A lead as read with the names of what it refers to (LEAD_SELECT). */
export type LeadRow = Omit<LeadFields, 'assigned_to' | 'next_follow_up_at' | 'reminder_at'> & AsInLead & {
  owner: Person;
  assignee: Person | null;
  created_at: Stamp;
  updated_at: Stamp;
  next_follow_up_at: Stamp | null;
  reminder_at: Stamp | null;
  last_enquiry_at: Stamp | null;
  last_activity_at: Stamp | null;
  first_contacted_at: Stamp | null;
  /** The owner's speed-to-lead target (their rule, else their master franchise's, else 60). */
  target_minutes: number;
  field_values: { field_id: number; value: FieldValue }[];
};

/** A user as a JSON object { id, first, last, type } (a Person), or null when the joined user `alias` is missing. */
export const personJson = (alias: string) =>
  `CASE WHEN ${alias}.user_id IS NOT NULL THEN json_build_object('id', ${alias}.user_id, 'first', ${alias}.first_name, 'last', ${alias}.last_name, 'type', ${alias}.user_type) END`;

/** The name of the row of `table` whose `key` is the lead's column of the same name. */
const nameOf = (table: string, key: string, name = 'name') => `(SELECT x.${name} FROM ${table} x WHERE x.${key} = l.${key})`;

/**
 * Leads with the names of what they refer to, as scalar subqueries on primary keys rather than fifteen joins: the
 * planner then plans `leads l` alone (a join of fifteen tables took it longer to plan than a page takes to read).
 */
export const LEAD_SELECT = `
  SELECT l.lead_id, l.first_name, l.last_name, l.email, l.mobile, l.alternate_mobiles,
         l.country_id, ${nameOf('countries', 'country_id')} AS country_name,
         l.course_level_id, ${nameOf('course_levels', 'course_level_id')} AS course_level_name, l.intake,
         l.state_id, ${nameOf('states', 'state_id')} AS state_name, l.city_id, ${nameOf('cities', 'city_id')} AS city_name,
         l.source_id, ${nameOf('lead_sources', 'source_id')} AS source_name,
         l.medium_id, ${nameOf('lead_mediums', 'medium_id')} AS medium_name,
         l.campaign_id, ${nameOf('lead_campaigns', 'campaign_id')} AS campaign_name,
         l.category_id, ${nameOf('lead_categories', 'category_id')} AS category_name,
         l.stage_id, ${nameOf('lead_stages', 'stage_id')} AS stage_name,
         l.sub_stage_id, ${nameOf('lead_sub_stages', 'sub_stage_id')} AS sub_stage_name,
         l.is_counseled, l.next_follow_up_at, l.reminder_at, l.reminder_note, l.notes, l.is_read, l.created_at, l.updated_at,
         l.score, l.score_reason, l.re_enquiry_count, l.last_enquiry_at, l.last_activity_at, l.first_contacted_at,
         l.student_user_id,
         coalesce((SELECT r.speed_to_lead_minutes FROM lead_assignment_rules r WHERE r.owner_user_id = l.owner_user_id),
                  (SELECT rm.speed_to_lead_minutes FROM users o JOIN lead_assignment_rules rm ON rm.owner_user_id = o.master_franchise_id
                    WHERE o.user_id = l.owner_user_id),
                  60) AS target_minutes,
         (SELECT json_build_object('id', o.user_id, 'first', o.first_name, 'last', o.last_name, 'type', o.user_type)
            FROM users o WHERE o.user_id = l.owner_user_id) AS owner,
         (SELECT ${personJson('a')} FROM users a WHERE a.user_id = l.assigned_to) AS assignee,
         (SELECT coalesce(json_agg(json_build_object('field_id', v.field_id, 'value', v.value) ORDER BY v.field_id), '[]')
            FROM lead_field_values v WHERE v.lead_id = l.lead_id) AS field_values
    FROM leads l`;

export const iso = (value: Date | string): string => new Date(value).toISOString();
export const isoOrNull = (value: Date | string | null): string | null => (value === null ? null : iso(value));


export const personRef = (p: Person): LeadsSchemas['LeadUserRef'] => ({
  user_id: p.id,
  first_name: p.first,
  last_name: p.last,
  user_type: p.type,
});

/** A row as the contract's Lead; speed to lead and its overdue mark are judged at `now`. */
export function toLead(row: LeadRow, now: Date): Lead {
  const created = new Date(row.created_at).getTime();
  const contacted = row.first_contacted_at === null ? null : new Date(row.first_contacted_at).getTime();
  const targetMs = row.target_minutes * 60_000;
  const speed = contacted === null ? null : Math.max(0, Math.floor((contacted - created) / 60_000));
  return {
    lead_id: row.lead_id,
    first_name: row.first_name,
    last_name: row.last_name,
    email: row.email,
    mobile: row.mobile,
    alternate_mobiles: row.alternate_mobiles,
    country_id: row.country_id,
    country_name: row.country_name,
    course_level_id: row.course_level_id,
    course_level_name: row.course_level_name,
    intake: row.intake,
    state_id: row.state_id,
    state_name: row.state_name,
    city_id: row.city_id,
    city_name: row.city_name,
    source_id: row.source_id,
    source_name: row.source_name,
    medium_id: row.medium_id,
    medium_name: row.medium_name,
    campaign_id: row.campaign_id,
    campaign_name: row.campaign_name,
    category_id: row.category_id,
    category_name: row.category_name,
    category_field_values: row.field_values,
    stage_id: row.stage_id,
    stage_name: row.stage_name,
    sub_stage_id: row.sub_stage_id,
    sub_stage_name: row.sub_stage_name,
    is_counseled: row.is_counseled,
    owner: personRef(row.owner),
    assigned_to: row.assignee ? personRef(row.assignee) : null,
    next_follow_up_at: isoOrNull(row.next_follow_up_at),
    reminder_at: isoOrNull(row.reminder_at),
    reminder_note: row.reminder_note,
    notes: row.notes,
    is_read: row.is_read,
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
    score: row.score,
    score_reason: row.score_reason,
    re_enquiry_count: row.re_enquiry_count,
    last_enquiry_at: isoOrNull(row.last_enquiry_at),
    last_activity_at: isoOrNull(row.last_activity_at),
    first_contacted_at: isoOrNull(row.first_contacted_at),
    speed_to_lead_minutes: speed,
    contact_overdue: contacted === null ? now.getTime() - created > targetMs : contacted - created > targetMs,
    student_user_id: row.student_user_id,
  };
}

export async function findLeadRow(db: Queryable, leadId: number): Promise<LeadRow | undefined> {
  const { rows } = await db.query<LeadRow>(`${LEAD_SELECT} WHERE l.lead_id = $1`, [leadId]);
  return rows[0];
}

/** The rows of the leads of these ids with their names, in the order of `ids` (a page whose ids were chosen first). */
export async function readLeadRows(db: Queryable, ids: readonly number[]): Promise<LeadRow[]> {
  if (ids.length === 0) return [];
  const { rows } = await db.query<LeadRow>(`${LEAD_SELECT} WHERE l.lead_id = ANY($1::int[])`, [ids]);
  const byId = new Map(rows.map((row) => [row.lead_id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** A page of one lead's entries in `table` (`from`: the table and its alias), as `select` reads them after its WHERE. */
export function leadEntries<R, T>(
  db: Queryable,
  leadId: number,
  window: PageWindow,
  from: { table: string; alias: string },
  select: (where: string) => string,
  map: (row: R) => T,
): Promise<Page<T>> {
  const where = new Conditions().eq(`${from.alias}.lead_id`, leadId);
  const count = `SELECT count(*)::int AS total FROM ${from.table} ${from.alias} ${where.sql}`;
  return queryPage<R, T>(db, window, where, { select: select(where.sql), count }, map);
}
