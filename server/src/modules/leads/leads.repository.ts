// The SQL that writes the lead book: the lookup of an existing lead by contact, the insert that lets the database
// refuse a second lead for one person, the updates (fields, re-enquiries, score, field values, read marks, assignee,
// conversion). Reading leads is lead-row.repository.ts; the lists are list.repository.ts.
import type { LeadsSchemas } from '../../contract-types.ts';
import type { Queryable } from '../../db/types.ts';
import { leadReachSql } from '../../domain/access/index.ts';
import type { Caller } from '../../domain/caller.ts';
import type { LeadFields } from './lead-row.repository.ts';

type FieldValue = LeadsSchemas['LeadFieldValue'];

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
