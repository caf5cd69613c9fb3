// The SQL of the lead book: one lead with its names resolved, the paged and exported lists over the caller's reach,
// the insert that lets the database refuse a second lead for one person, the updates, and the masters a save checks.
import type { LeadsOperations, LeadsSchemas, QueryOf } from '../../contract-types.ts';
import type { Queryable } from '../../db/types.ts';
import { leadReachSql } from '../../domain/access/index.ts';
import type { Caller, Role } from '../../domain/caller.ts';
import { Conditions, queryPage, type Page, type PageWindow } from '../../domain/lists/index.ts';

export type Lead = LeadsSchemas['Lead'];
export type LeadListQuery = QueryOf<LeadsOperations['listLeads']>;
type FieldValue = LeadsSchemas['LeadFieldValue'];

/** The business's calendar (the `from`/`to` dates of a list are days in India). */
const ZONE = 'Asia/Kolkata';

type Person = { id: number; first: string; last: string; type: Role };

export type LeadRow = {
  lead_id: number;
  first_name: string;
  last_name: string | null;
  email: string | null;
  mobile: string | null;
  alternate_mobiles: string[];
  country_id: number | null;
  country_name: string | null;
  course_level_id: number | null;
  course_level_name: string | null;
  intake: string | null;
  state_id: number | null;
  state_name: string | null;
  city_id: number | null;
  city_name: string | null;
  source_id: number | null;
  source_name: string | null;
  medium_id: number | null;
  medium_name: string | null;
  campaign_id: number | null;
  campaign_name: string | null;
  category_id: number | null;
  category_name: string | null;
  stage_id: number;
  stage_name: string;
  sub_stage_id: number | null;
  sub_stage_name: string | null;
  is_counseled: boolean;
  owner: Person;
  assignee: Person | null;
  next_follow_up_at: Date | string | null;
  reminder_at: Date | string | null;
  reminder_note: string | null;
  notes: string | null;
  is_read: boolean;
  created_at: Date | string;
  updated_at: Date | string;
  score: number;
  score_reason: string;
  re_enquiry_count: number;
  last_enquiry_at: Date | string | null;
  last_activity_at: Date | string | null;
  first_contacted_at: Date | string | null;
  student_user_id: number | null;
  target_minutes: number;
  field_values: { field_id: number; value: FieldValue }[];
};

export const LEAD_SELECT = `
  SELECT l.lead_id, l.first_name, l.last_name, l.email, l.mobile, l.alternate_mobiles,
         l.country_id, co.name AS country_name, l.course_level_id, cl.name AS course_level_name, l.intake,
         l.state_id, st.name AS state_name, l.city_id, ci.name AS city_name,
         l.source_id, so.name AS source_name, l.medium_id, me.name AS medium_name, l.campaign_id, ca.name AS campaign_name,
         l.category_id, cat.name AS category_name, l.stage_id, sg.name AS stage_name, l.sub_stage_id, ss.name AS sub_stage_name,
         l.is_counseled, l.next_follow_up_at, l.reminder_at, l.reminder_note, l.notes, l.is_read, l.created_at, l.updated_at,
         l.score, l.score_reason, l.re_enquiry_count, l.last_enquiry_at, l.last_activity_at, l.first_contacted_at,
         l.student_user_id,
         coalesce(r.speed_to_lead_minutes, rm.speed_to_lead_minutes, 60) AS target_minutes,
         json_build_object('id', o.user_id, 'first', o.first_name, 'last', o.last_name, 'type', o.user_type) AS owner,
         CASE WHEN a.user_id IS NOT NULL
              THEN json_build_object('id', a.user_id, 'first', a.first_name, 'last', a.last_name, 'type', a.user_type) END AS assignee,
         (SELECT coalesce(json_agg(json_build_object('field_id', v.field_id, 'value', v.value) ORDER BY v.field_id), '[]')
            FROM lead_field_values v WHERE v.lead_id = l.lead_id) AS field_values
    FROM leads l
    JOIN users o ON o.user_id = l.owner_user_id
    LEFT JOIN users a ON a.user_id = l.assigned_to
    JOIN lead_stages sg ON sg.stage_id = l.stage_id
    LEFT JOIN lead_sub_stages ss ON ss.sub_stage_id = l.sub_stage_id
    LEFT JOIN countries co ON co.country_id = l.country_id
    LEFT JOIN course_levels cl ON cl.course_level_id = l.course_level_id
    LEFT JOIN states st ON st.state_id = l.state_id
    LEFT JOIN cities ci ON ci.city_id = l.city_id
    LEFT JOIN lead_sources so ON so.source_id = l.source_id
    LEFT JOIN lead_mediums me ON me.medium_id = l.medium_id
    LEFT JOIN lead_campaigns ca ON ca.campaign_id = l.campaign_id
    LEFT JOIN lead_categories cat ON cat.category_id = l.category_id
    LEFT JOIN lead_assignment_rules r ON r.owner_user_id = l.owner_user_id
    LEFT JOIN lead_assignment_rules rm ON rm.owner_user_id = o.master_franchise_id`;

const iso = (value: Date | string): string => new Date(value).toISOString();
const isoOrNull = (value: Date | string | null): string | null => (value === null ? null : iso(value));
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

const SORTS: Record<NonNullable<LeadListQuery['sort']>, string> = {
  created_at: 'l.created_at',
  updated_at: 'l.updated_at',
  next_follow_up_at: 'l.next_follow_up_at',
  first_name: 'lower(l.first_name)',
  score: 'l.score',
};

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
    const parts = [`concat_ws(' ', l.first_name, l.last_name) ILIKE ${like}`, `l.email_key LIKE lower(${like})`];
    if (digits.length >= 3) parts.push(`l.mobile_key LIKE ${where.param(`%${digits}%`)}`);
    where.push(`(${parts.join(' OR ')})`);
  }
  const dateColumn = `l.${query.date_field ?? 'created_at'}`;
  if (query.from) where.push(`${dateColumn} >= (${where.param(query.from)}::date)::timestamp AT TIME ZONE '${ZONE}'`);
  if (query.to) where.push(`${dateColumn} < (${where.param(query.to)}::date + 1)::timestamp AT TIME ZONE '${ZONE}'`);
  if (query.reminded !== undefined) {
    const at = where.param(now.toISOString());
    const due = `(NOT sg_f.is_closed AND (l.reminder_at <= ${at}::timestamptz OR l.next_follow_up_at <= ${at}::timestamptz))`;
    where.push(query.reminded ? due : `NOT ${due}`);
  }
  if (query.unread !== undefined) where.push(query.unread ? 'NOT l.is_read' : 'l.is_read');
  return where;
}

/** The stage join the `reminded` filter needs (the closed flag), for statements that filter by it. */
const FILTER_JOIN = 'JOIN lead_stages sg_f ON sg_f.stage_id = l.stage_id';

function orderBy(query: LeadListQuery): string {
  const dir = query.order === 'asc' ? 'ASC' : 'DESC';
  const column = SORTS[query.sort ?? 'created_at'];
  return `ORDER BY ${column} ${dir} NULLS LAST, l.lead_id ${dir}`;
}

export function listLeads(db: Queryable, caller: Caller, query: LeadListQuery, window: PageWindow, now: Date): Promise<Page<Lead>> {
  const where = leadConditions(caller, query, now);
  return queryPage<LeadRow, Lead>(
    db,
    window,
    where,
    {
      select: `${LEAD_SELECT} ${FILTER_JOIN} ${where.sql} ${orderBy(query)}`,
      count: `SELECT count(*)::int AS total FROM leads l ${FILTER_JOIN} ${where.sql}`,
    },
    (row) => toLead(row, now),
  );
}

/** Every lead of the list for an export (same filters and order), at most `limit`. */
export async function exportLeads(db: Queryable, caller: Caller, query: LeadListQuery, limit: number, now: Date): Promise<Lead[]> {
  const where = leadConditions(caller, query, now);
  const { rows } = await db.query<LeadRow>(
    `${LEAD_SELECT} ${FILTER_JOIN} ${where.sql} ${orderBy(query)} LIMIT ${where.param(limit)}`,
    where.params,
  );
  return rows.map((row) => toLead(row, now));
}

/** The existing lead holding this mobile key or email key, and whether the caller reaches it. */
export type ExistingLead = {
  lead_id: number;
  matched_mobile: boolean;
  matched_email: boolean;
  reachable: boolean;
  owner_user_id: number;
};

/**
 * The leads whose mobile or email key equals the one a value would get (computed by the same expressions as the
 * table's generated columns), the mobile match first. `exclude` leaves one lead out (the lead being edited).
 */
export async function findByContact(
  db: Queryable,
  caller: Caller,
  contact: { email?: string | null; mobile?: string | null },
  exclude?: number,
): Promise<ExistingLead[]> {
  const { rows } = await db.query<ExistingLead>(
    `WITH k AS (
       SELECT lower(btrim($3::text)) AS email_key,
              regexp_replace(regexp_replace($4::text, '[^0-9]', '', 'g'), '^91([0-9]{10})$', '\\1') AS mobile_key)
     SELECT l.lead_id, l.owner_user_id, (l.mobile_key = k.mobile_key) AS matched_mobile,
            (l.email_key = k.email_key) AS matched_email, ${leadReachSql('l')} AS reachable
       FROM leads l, k
      WHERE (l.mobile_key = k.mobile_key OR l.email_key = k.email_key) AND l.lead_id IS DISTINCT FROM $5::int
      ORDER BY (l.mobile_key = k.mobile_key) DESC NULLS LAST, l.lead_id`,
    [caller.userId, caller.role, contact.email ?? null, contact.mobile ?? null, exclude ?? null],
  );
  return rows;
}

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

export type LeadState = LeadFields & {
  lead_id: number;
  owner_user_id: number;
  created_at: Date;
  first_contacted_at: Date | null;
  re_enquiry_count: number;
  student_user_id: number | null;
  converted_at: Date | null;
};

const FIELD_COLUMNS = [
  'first_name', 'last_name', 'email', 'mobile', 'alternate_mobiles', 'country_id', 'course_level_id', 'intake',
  'state_id', 'city_id', 'source_id', 'medium_id', 'campaign_id', 'category_id', 'stage_id', 'sub_stage_id',
  'assigned_to', 'next_follow_up_at', 'reminder_at', 'reminder_note', 'notes',
] as const satisfies readonly (keyof LeadFields)[];

/** The stored state of a lead, locked for the caller's transaction. */
export async function lockLead(tx: Queryable, leadId: number): Promise<LeadState | undefined> {
  const { rows } = await tx.query<LeadState>(
    `SELECT lead_id, owner_user_id, created_at, first_contacted_at, re_enquiry_count, student_user_id, converted_at,
            ${FIELD_COLUMNS.join(', ')}
       FROM leads WHERE lead_id = $1 FOR UPDATE`,
    [leadId],
  );
  return rows[0];
}

/**
 * Inserts a lead unless its mobile or email is already a lead (any unique key: ON CONFLICT DO NOTHING waits for a
 * concurrent insert of the same person to commit, then inserts nothing). Answers the new id, or undefined.
 */
export async function insertLead(
  tx: Queryable,
  owner: number,
  createdBy: number | null,
  fields: LeadFields,
  extra: { is_counseled: boolean; first_contacted_at: string | null; now: string },
): Promise<number | undefined> {
  const values = FIELD_COLUMNS.map((c) => fields[c]);
  const n = values.length;
  const { rows } = await tx.query<{ lead_id: number }>(
    `INSERT INTO leads (${FIELD_COLUMNS.join(', ')}, owner_user_id, created_by, is_counseled, first_contacted_at,
                        created_at, updated_at, last_activity_at)
     VALUES (${values.map((_, i) => `$${i + 1}`).join(', ')}, $${n + 1}, $${n + 2}, $${n + 3}, $${n + 4}, $${n + 5}, $${n + 5}, NULL)
     ON CONFLICT DO NOTHING
     RETURNING lead_id`,
    [...values, owner, createdBy, extra.is_counseled, extra.first_contacted_at, extra.now],
  );
  return rows[0]?.lead_id;
}

/** Writes the changed fields of a lead; false when a unique key (mobile or email) is another lead's. */
export async function updateLead(
  tx: Queryable,
  leadId: number,
  changed: Partial<LeadFields>,
  extra: { is_counseled?: boolean; first_contacted_at?: string; last_activity_at?: string; is_read?: boolean; now: string },
): Promise<boolean> {
  const sets: string[] = [];
  const params: unknown[] = [leadId];
  const set = (column: string, value: unknown) => {
    params.push(value);
    sets.push(`${column} = $${params.length}`);
  };
  for (const [column, value] of Object.entries(changed)) set(column, value);
  if (changed.reminder_at !== undefined) sets.push('reminder_notified_at = NULL');
  if (extra.is_counseled !== undefined) set('is_counseled', extra.is_counseled);
  if (extra.first_contacted_at !== undefined) set('first_contacted_at', extra.first_contacted_at);
  if (extra.last_activity_at !== undefined) set('last_activity_at', extra.last_activity_at);
  if (extra.is_read !== undefined) set('is_read', extra.is_read);
  set('updated_at', extra.now);
  try {
    await tx.query(`UPDATE leads SET ${sets.join(', ')} WHERE lead_id = $1`, params);
    return true;
  } catch (error) {
    if ((error as { code?: string }).code === '23505') return false;
    throw error;
  }
}

/** Counts a re-enquiry of a lead: the count, its time, the activity, and the lead becomes unread again. */
export async function recordReEnquiry(tx: Queryable, leadId: number, now: string): Promise<void> {
  await tx.query(
    `UPDATE leads SET re_enquiry_count = re_enquiry_count + 1, last_enquiry_at = $2, last_activity_at = $2,
                      is_read = false, updated_at = $2
      WHERE lead_id = $1`,
    [leadId, now],
  );
}

/**
 * The score: the stage's part plus the activity part (re-enquiries +1 each up to +3; the outcome of the latest
 * completed follow-up +2 when it went well, −2 when it did not), clamped to −10..+10, with the reason in words.
 */
export async function refreshScore(tx: Queryable, leadId: number): Promise<void> {
  await tx.query(
    `WITH f AS (
       SELECT l.lead_id, sg.name AS stage, sg.score AS stage_score, least(l.re_enquiry_count, 3) AS enquiry_part,
              (SELECT fu.outcome FROM lead_follow_ups fu
                WHERE fu.lead_id = l.lead_id AND fu.completed_at IS NOT NULL AND fu.outcome IS NOT NULL
                ORDER BY fu.completed_at DESC, fu.follow_up_id DESC LIMIT 1) AS outcome
         FROM leads l JOIN lead_stages sg ON sg.stage_id = l.stage_id WHERE l.lead_id = $1),
     g AS (
       SELECT f.*, CASE WHEN outcome IN ('connected', 'interested', 'call_back', 'converted') THEN 2
                        WHEN outcome IN ('no_answer', 'busy', 'wrong_number', 'not_interested') THEN -2
                        ELSE 0 END AS outcome_part
         FROM f)
     UPDATE leads l
        SET score = greatest(-10, least(10, g.stage_score + g.enquiry_part + g.outcome_part)),
            score_reason = concat_ws(', ',
              format('%s (%s)', g.stage, (CASE WHEN g.stage_score >= 0 THEN '+' ELSE '' END || g.stage_score::text)),
              CASE WHEN g.enquiry_part > 0 THEN format('enquired again (%s)', (CASE WHEN g.enquiry_part >= 0 THEN '+' ELSE '' END || g.enquiry_part::text)) END,
              CASE WHEN g.outcome_part <> 0
                   THEN format('last follow-up: %s (%s)', replace(g.outcome, '_', ' '), (CASE WHEN g.outcome_part >= 0 THEN '+' ELSE '' END || g.outcome_part::text)) END)
       FROM g WHERE l.lead_id = g.lead_id`,
    [leadId],
  );
}

export async function replaceFieldValues(tx: Queryable, leadId: number, values: { field_id: number; value: FieldValue }[]): Promise<void> {
  await tx.query('DELETE FROM lead_field_values WHERE lead_id = $1', [leadId]);
  const kept = values.filter((v) => v.value !== null && !(Array.isArray(v.value) && v.value.length === 0) && v.value !== '');
  if (kept.length === 0) return;
  await tx.query(
    `INSERT INTO lead_field_values (lead_id, field_id, value)
     SELECT $1, f, v::jsonb FROM unnest($2::int[], $3::text[]) AS x (f, v)`,
    [leadId, kept.map((v) => v.field_id), kept.map((v) => JSON.stringify(v.value))],
  );
}

/** Sets the read mark of the leads; answers how many changed. */
export async function setRead(tx: Queryable, leadIds: readonly number[], isRead: boolean): Promise<number[]> {
  const { rows } = await tx.query<{ lead_id: number }>(
    'UPDATE leads SET is_read = $2 WHERE lead_id = ANY($1::int[]) AND is_read <> $2 RETURNING lead_id',
    [leadIds, isRead],
  );
  return rows.map((r) => r.lead_id);
}

/** Links a lead to the student it became and moves it to the won stage. */
export async function markConverted(tx: Queryable, leadId: number, studentId: number, now: string): Promise<void> {
  await tx.query(
    `UPDATE leads SET student_user_id = $2, converted_at = $3, updated_at = $3, last_activity_at = $3,
                      stage_id = coalesce((SELECT stage_id FROM lead_stages WHERE is_won), stage_id), sub_stage_id = NULL,
                      is_counseled = coalesce((SELECT is_counseled FROM lead_stages WHERE is_won), is_counseled),
                      first_contacted_at = coalesce(first_contacted_at, $3)
      WHERE lead_id = $1`,
    [leadId, studentId, now],
  );
}

/** The caller's own lead rows by id (a page of a bulk action), locked. */
export async function lockLeads(tx: Queryable, leadIds: readonly number[]): Promise<{ lead_id: number; assigned_to: number | null; owner_user_id: number }[]> {
  const { rows } = await tx.query<{ lead_id: number; assigned_to: number | null; owner_user_id: number }>(
    'SELECT lead_id, assigned_to, owner_user_id FROM leads WHERE lead_id = ANY($1::int[]) ORDER BY lead_id FOR UPDATE',
    [leadIds],
  );
  return rows;
}

export async function setAssignee(tx: Queryable, leadId: number, assignee: number | null, now: string): Promise<void> {
  await tx.query('UPDATE leads SET assigned_to = $2, is_read = false, updated_at = $3 WHERE lead_id = $1', [leadId, assignee, now]);
}

/** Whether a student account holds this email (lowercased) or mobile. */
export async function studentWithContact(db: Queryable, email: string | null, mobile: string | null): Promise<boolean> {
  const { rows } = await db.query<{ found: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM users WHERE user_type = 'student' AND deleted_at IS NULL
                      AND (lower(email) = lower($1::text) OR mobile = $2::text)) AS found`,
    [email, mobile],
  );
  return rows[0].found;
}

/**
 * Claims a lead for a conversion: converted_at marks it under way (a claim older than 10 minutes is taken again).
 * False when it is converted or another conversion holds it.
 */
export async function claimConversion(tx: Queryable, leadId: number, now: string): Promise<boolean> {
  const { rowCount } = await tx.query(
    `UPDATE leads SET converted_at = $2
      WHERE lead_id = $1 AND student_user_id IS NULL
        AND (converted_at IS NULL OR converted_at < $2::timestamptz - interval '10 minutes')`,
    [leadId, now],
  );
  return rowCount === 1;
}

export async function releaseConversion(db: Queryable, leadId: number): Promise<void> {
  await db.query('UPDATE leads SET converted_at = NULL WHERE lead_id = $1 AND student_user_id IS NULL', [leadId]);
}
