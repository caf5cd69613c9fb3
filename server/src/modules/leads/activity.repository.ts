// The SQL of what happens to a lead: follow-ups (planned, logged, completed, reminded), the history, the assignee
// timeline, the assignment rules, and the masters a save checks its ids against.
import type { LeadsSchemas } from '../../contract-types.ts';
import type { Queryable } from '../../db/types.ts';
import type { Role } from '../../domain/caller.ts';
import { queryPage, Conditions, type Page, type PageWindow } from '../../domain/lists/index.ts';
import { personRef } from './leads.repository.ts';

type FollowUp = LeadsSchemas['FollowUp'];
type HistoryEntry = LeadsSchemas['LeadHistoryEntry'];
type HistoryAction = HistoryEntry['action'];
type Person = { id: number; first: string; last: string; type: Role };

const iso = (value: Date | string): string => new Date(value).toISOString();
const isoOrNull = (value: Date | string | null): string | null => (value === null ? null : iso(value));
const personJson = (alias: string) =>
  `CASE WHEN ${alias}.user_id IS NOT NULL THEN json_build_object('id', ${alias}.user_id, 'first', ${alias}.first_name, 'last', ${alias}.last_name, 'type', ${alias}.user_type) END`;

// ---------------------------------------------------------------------------------------------------- masters

export type StageRow = { stage_id: number; name: string; sort_order: number; requires_follow_up: boolean; is_counseled: boolean; is_closed: boolean; is_won: boolean };

export async function findStage(db: Queryable, stageId: number): Promise<StageRow | undefined> {
  const { rows } = await db.query<StageRow>(
    'SELECT stage_id, name, sort_order, requires_follow_up, is_counseled, is_closed, is_won FROM lead_stages WHERE stage_id = $1 AND is_active',
    [stageId],
  );
  return rows[0];
}

export async function firstStage(db: Queryable): Promise<StageRow> {
  const { rows } = await db.query<StageRow>(
    'SELECT stage_id, name, sort_order, requires_follow_up, is_counseled, is_closed, is_won FROM lead_stages WHERE is_active ORDER BY sort_order, stage_id LIMIT 1',
  );
  return rows[0];
}

/** Which of the referenced records exist (and hang together): null where nothing was named. */
export type RefCheck = {
  country: boolean; course_level: boolean; state: boolean; city: boolean; city_of_state: boolean; source: boolean;
  medium: boolean; medium_of_source: boolean; campaign: boolean; campaign_of_source: boolean; category: boolean;
  category_of_role: boolean; sub_stage: boolean; sub_stage_of_stage: boolean;
};

export async function checkRefs(
  db: Queryable,
  refs: {
    country_id: number | null; course_level_id: number | null; state_id: number | null; city_id: number | null;
    source_id: number | null; medium_id: number | null; campaign_id: number | null; category_id: number | null;
    stage_id: number; sub_stage_id: number | null; owner_role: Role;
  },
): Promise<RefCheck> {
  const { rows } = await db.query<RefCheck>(
    `SELECT
       $1::int IS NULL OR EXISTS (SELECT 1 FROM countries WHERE country_id = $1) AS country,
       $2::int IS NULL OR EXISTS (SELECT 1 FROM course_levels WHERE course_level_id = $2) AS course_level,
       $3::int IS NULL OR EXISTS (SELECT 1 FROM states WHERE state_id = $3) AS state,
       $4::int IS NULL OR EXISTS (SELECT 1 FROM cities WHERE city_id = $4) AS city,
       $4::int IS NULL OR $3::int IS NULL OR EXISTS (SELECT 1 FROM cities WHERE city_id = $4 AND state_id = $3) AS city_of_state,
       $5::int IS NULL OR EXISTS (SELECT 1 FROM lead_sources WHERE source_id = $5 AND is_active) AS source,
       $6::int IS NULL OR EXISTS (SELECT 1 FROM lead_mediums WHERE medium_id = $6 AND is_active) AS medium,
       $6::int IS NULL OR $5::int IS NULL OR EXISTS (
         SELECT 1 FROM lead_mediums WHERE medium_id = $6 AND (source_id IS NULL OR source_id = $5)) AS medium_of_source,
       $7::int IS NULL OR EXISTS (SELECT 1 FROM lead_campaigns WHERE campaign_id = $7) AS campaign,
       $7::int IS NULL OR $5::int IS NULL OR EXISTS (
         SELECT 1 FROM lead_campaigns WHERE campaign_id = $7 AND (source_id IS NULL OR source_id = $5)) AS campaign_of_source,
       $8::int IS NULL OR EXISTS (SELECT 1 FROM lead_categories WHERE category_id = $8 AND is_active) AS category,
       $8::int IS NULL OR EXISTS (SELECT 1 FROM lead_categories WHERE category_id = $8 AND $11::text = ANY(user_types)) AS category_of_role,
       $10::int IS NULL OR EXISTS (SELECT 1 FROM lead_sub_stages WHERE sub_stage_id = $10 AND is_active) AS sub_stage,
       $10::int IS NULL OR EXISTS (SELECT 1 FROM lead_sub_stages WHERE sub_stage_id = $10 AND stage_id = $9) AS sub_stage_of_stage`,
    [refs.country_id, refs.course_level_id, refs.state_id, refs.city_id, refs.source_id, refs.medium_id, refs.campaign_id,
      refs.category_id, refs.stage_id, refs.sub_stage_id, refs.owner_role],
  );
  return rows[0];
}

export type CategoryFieldDef = LeadsSchemas['CategoryField'];

export async function categoryFields(db: Queryable, categoryId: number): Promise<CategoryFieldDef[]> {
  const { rows } = await db.query<CategoryFieldDef>(
    `SELECT field_id, category_id, label, field_type, options, is_required, max_length, sort_order
       FROM lead_category_fields WHERE category_id = $1 AND is_active ORDER BY sort_order, field_id`,
    [categoryId],
  );
  return rows;
}

export async function findCategory(db: Queryable, categoryId: number): Promise<{ category_id: number; user_types: string[] } | undefined> {
  const { rows } = await db.query<{ category_id: number; user_types: string[] }>(
    'SELECT category_id, user_types FROM lead_categories WHERE category_id = $1',
    [categoryId],
  );
  return rows[0];
}

export async function userRole(db: Queryable, userId: number): Promise<Role | undefined> {
  const { rows } = await db.query<{ user_type: Role }>('SELECT user_type FROM users WHERE user_id = $1', [userId]);
  return rows[0]?.user_type;
}

export async function sourceIdByName(db: Queryable, name: string): Promise<number | undefined> {
  const { rows } = await db.query<{ source_id: number }>('SELECT source_id FROM lead_sources WHERE lower(name) = lower($1)', [name]);
  return rows[0]?.source_id;
}

/** Master ids by their names (case-insensitive), for an import's columns (not the won stage: that is converting). */
export async function masterNames(db: Queryable): Promise<{ kind: string; id: number; name: string; parent: number | null }[]> {
  const { rows } = await db.query<{ kind: string; id: number; name: string; parent: number | null }>(
    `SELECT 'source' AS kind, source_id AS id, name, NULL::int AS parent FROM lead_sources WHERE is_active
     UNION ALL SELECT 'medium', medium_id, name, source_id FROM lead_mediums WHERE is_active
     UNION ALL SELECT 'campaign', campaign_id, name, source_id FROM lead_campaigns
     UNION ALL SELECT 'stage', stage_id, name, NULL FROM lead_stages WHERE is_active AND NOT is_won
     UNION ALL SELECT 'state', s.state_id, s.name, s.country_id FROM states s JOIN countries c ON c.country_id = s.country_id AND c.iso2 = 'IN'
     UNION ALL SELECT 'city', ci.city_id, ci.name, ci.state_id FROM cities ci JOIN countries c ON c.country_id = ci.country_id AND c.iso2 = 'IN'`,
  );
  return rows;
}

// ---------------------------------------------------------------------------------------------------- history

export type Change = { field: string; old_value: string | null; new_value: string | null };

export async function addHistory(
  tx: Queryable,
  entry: { leadId: number; action: HistoryAction; changes?: Change[]; sourceId?: number | null; by: number | null; at: string },
): Promise<void> {
  await tx.query(
    'INSERT INTO lead_history (lead_id, action, changes, source_id, changed_by, created_at) VALUES ($1, $2, $3::jsonb, $4, $5, $6)',
    [entry.leadId, entry.action, JSON.stringify(entry.changes ?? []), entry.sourceId ?? null, entry.by, entry.at],
  );
}

type HistoryRow = Omit<HistoryEntry, 'changed_by' | 'created_at'> & { by: Person | null; created_at: Date | string };

export function listHistory(db: Queryable, leadId: number, window: PageWindow): Promise<Page<HistoryEntry>> {
  const where = new Conditions().eq('h.lead_id', leadId);
  return queryPage<HistoryRow, HistoryEntry>(
    db,
    window,
    where,
    {
      select: `SELECT h.history_id::int AS history_id, h.lead_id, h.action, h.changes, so.name AS source_name, h.created_at,
                      ${personJson('u')} AS by
                 FROM lead_history h LEFT JOIN users u ON u.user_id = h.changed_by
                 LEFT JOIN lead_sources so ON so.source_id = h.source_id
                 ${where.sql} ORDER BY h.created_at DESC, h.history_id DESC`,
      count: `SELECT count(*)::int AS total FROM lead_history h ${where.sql}`,
    },
    ({ by, ...row }) => ({ ...row, changed_by: by ? personRef(by) : null, created_at: iso(row.created_at) }),
  );
}

/** Names of stages, sub-stages and users for the history's display text. */
export async function displayNames(db: Queryable, kind: 'stage' | 'sub_stage' | 'user', id: number | null): Promise<string | null> {
  if (id === null) return null;
  const sql = {
    stage: 'SELECT name FROM lead_stages WHERE stage_id = $1',
    sub_stage: 'SELECT name FROM lead_sub_stages WHERE sub_stage_id = $1',
    user: "SELECT concat_ws(' ', first_name, last_name) AS name FROM users WHERE user_id = $1",
  }[kind];
  const { rows } = await db.query<{ name: string }>(sql, [id]);
  return rows[0]?.name ?? String(id);
}

// ---------------------------------------------------------------------------------------------------- follow-ups

type FollowUpRow = Omit<FollowUp, 'created_by' | 'completed_by' | 'created_at' | 'next_follow_up_at' | 'due_at' | 'completed_at'> & {
  cb: Person;
  db: Person | null;
  created_at: Date | string;
  next_follow_up_at: Date | string | null;
  due_at: Date | string | null;
  completed_at: Date | string | null;
};

const FOLLOW_UP_SELECT = `
  SELECT f.follow_up_id, f.lead_id, f.note, f.channel, f.from_stage_id, fs.name AS from_stage_name,
         f.to_stage_id, ts.name AS to_stage_name, f.from_sub_stage_id, fss.name AS from_sub_stage_name,
         f.to_sub_stage_id, tss.name AS to_sub_stage_name, f.next_follow_up_at, f.created_at, f.due_at, f.outcome,
         f.outcome_note, f.completed_at, ${personJson('c')} AS cb, ${personJson('d')} AS db
    FROM lead_follow_ups f
    JOIN users c ON c.user_id = f.created_by
    LEFT JOIN users d ON d.user_id = f.completed_by
    LEFT JOIN lead_stages fs ON fs.stage_id = f.from_stage_id
    LEFT JOIN lead_stages ts ON ts.stage_id = f.to_stage_id
    LEFT JOIN lead_sub_stages fss ON fss.sub_stage_id = f.from_sub_stage_id
    LEFT JOIN lead_sub_stages tss ON tss.sub_stage_id = f.to_sub_stage_id`;

function toFollowUp({ cb, db, ...row }: FollowUpRow): FollowUp {
  return {
    ...row,
    created_by: personRef(cb),
    completed_by: db ? personRef(db) : null,
    created_at: iso(row.created_at),
    next_follow_up_at: isoOrNull(row.next_follow_up_at),
    due_at: isoOrNull(row.due_at),
    completed_at: isoOrNull(row.completed_at),
  };
}

export function listFollowUps(db: Queryable, leadId: number, window: PageWindow): Promise<Page<FollowUp>> {
  const where = new Conditions().eq('f.lead_id', leadId);
  return queryPage<FollowUpRow, FollowUp>(
    db,
    window,
    where,
    {
      select: `${FOLLOW_UP_SELECT} ${where.sql} ORDER BY f.created_at DESC, f.follow_up_id DESC`,
      count: `SELECT count(*)::int AS total FROM lead_follow_ups f ${where.sql}`,
    },
    toFollowUp,
  );
}

export async function findFollowUp(db: Queryable, followUpId: number): Promise<FollowUp | undefined> {
  const { rows } = await db.query<FollowUpRow>(`${FOLLOW_UP_SELECT} WHERE f.follow_up_id = $1`, [followUpId]);
  return rows[0] ? toFollowUp(rows[0]) : undefined;
}

export async function latestFollowUp(db: Queryable, leadId: number): Promise<FollowUp | null> {
  const { rows } = await db.query<FollowUpRow>(
    `${FOLLOW_UP_SELECT} WHERE f.lead_id = $1 ORDER BY f.created_at DESC, f.follow_up_id DESC LIMIT 1`,
    [leadId],
  );
  return rows[0] ? toFollowUp(rows[0]) : null;
}

export async function lockFollowUp(tx: Queryable, followUpId: number): Promise<{ lead_id: number; completed_at: Date | null; due_at: Date | null } | undefined> {
  const { rows } = await tx.query<{ lead_id: number; completed_at: Date | null; due_at: Date | null }>(
    'SELECT lead_id, completed_at, due_at FROM lead_follow_ups WHERE follow_up_id = $1 FOR UPDATE',
    [followUpId],
  );
  return rows[0];
}

export type FollowUpWrite = {
  lead_id: number; channel: string; note: string; due_at: string | null; outcome: string | null; outcome_note: string | null;
  completed_at: string | null; completed_by: number | null; from_stage_id: number | null; to_stage_id: number | null;
  from_sub_stage_id: number | null; to_sub_stage_id: number | null; next_follow_up_at: string | null; created_by: number;
  created_at: string;
};

export async function insertFollowUp(tx: Queryable, f: FollowUpWrite): Promise<number> {
  const { rows } = await tx.query<{ follow_up_id: number }>(
    `INSERT INTO lead_follow_ups (lead_id, channel, note, due_at, outcome, outcome_note, completed_at, completed_by,
                                  from_stage_id, to_stage_id, from_sub_stage_id, to_sub_stage_id, next_follow_up_at,
                                  created_by, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15) RETURNING follow_up_id`,
    [f.lead_id, f.channel, f.note, f.due_at, f.outcome, f.outcome_note, f.completed_at, f.completed_by, f.from_stage_id,
      f.to_stage_id, f.from_sub_stage_id, f.to_sub_stage_id, f.next_follow_up_at, f.created_by, f.created_at],
  );
  return rows[0].follow_up_id;
}

export async function completeFollowUp(
  tx: Queryable,
  followUpId: number,
  f: Pick<FollowUpWrite, 'channel' | 'note' | 'outcome' | 'outcome_note' | 'completed_at' | 'completed_by' | 'from_stage_id' | 'to_stage_id' | 'from_sub_stage_id' | 'to_sub_stage_id' | 'next_follow_up_at'>,
): Promise<void> {
  await tx.query(
    `UPDATE lead_follow_ups SET channel = $2, note = $3, outcome = $4, outcome_note = $5, completed_at = $6, completed_by = $7,
            from_stage_id = $8, to_stage_id = $9, from_sub_stage_id = $10, to_sub_stage_id = $11, next_follow_up_at = $12
      WHERE follow_up_id = $1`,
    [followUpId, f.channel, f.note, f.outcome, f.outcome_note, f.completed_at, f.completed_by, f.from_stage_id, f.to_stage_id,
      f.from_sub_stage_id, f.to_sub_stage_id, f.next_follow_up_at],
  );
}

/** The earliest planned (open) follow-up of a lead, for its next_follow_up_at. */
export async function earliestOpenFollowUp(tx: Queryable, leadId: number): Promise<Date | null> {
  const { rows } = await tx.query<{ due: Date | null }>(
    'SELECT min(due_at) AS due FROM lead_follow_ups WHERE lead_id = $1 AND completed_at IS NULL',
    [leadId],
  );
  return rows[0]?.due ?? null;
}

/** Due reminders: open follow-ups past due and lead reminders past reminder_at, not notified yet, locked (skip locked). */
export type DueReminder = { kind: 'follow_up' | 'reminder'; id: number; lead_id: number; user_id: number; lead_name: string; note: string; due_at: Date };

export async function claimDueReminders(tx: Queryable, now: string, limit: number): Promise<DueReminder[]> {
  const { rows } = await tx.query<DueReminder>(
    `WITH f AS (
       SELECT f.follow_up_id FROM lead_follow_ups f
        WHERE f.completed_at IS NULL AND f.notified_at IS NULL AND f.due_at <= $1
        ORDER BY f.due_at LIMIT $2 FOR UPDATE SKIP LOCKED),
     fu AS (
       UPDATE lead_follow_ups x SET notified_at = $1 FROM f WHERE x.follow_up_id = f.follow_up_id
       RETURNING x.follow_up_id, x.lead_id, x.note, x.due_at),
     r AS (
       SELECT l.lead_id FROM leads l
        WHERE l.reminder_at <= $1 AND l.reminder_notified_at IS NULL
        ORDER BY l.reminder_at LIMIT $2 FOR UPDATE SKIP LOCKED),
     ru AS (
       UPDATE leads y SET reminder_notified_at = $1 FROM r WHERE y.lead_id = r.lead_id
       RETURNING y.lead_id, coalesce(y.reminder_note, '') AS note, y.reminder_at AS due_at)
     SELECT 'follow_up' AS kind, fu.follow_up_id AS id, fu.lead_id, coalesce(l.assigned_to, l.owner_user_id) AS user_id,
            concat_ws(' ', l.first_name, l.last_name) AS lead_name, fu.note, fu.due_at
       FROM fu JOIN leads l ON l.lead_id = fu.lead_id
     UNION ALL
     SELECT 'reminder', ru.lead_id, ru.lead_id, coalesce(l.assigned_to, l.owner_user_id),
            concat_ws(' ', l.first_name, l.last_name), ru.note, ru.due_at
       FROM ru JOIN leads l ON l.lead_id = ru.lead_id`,
    [now, limit],
  );
  return rows;
}

// ---------------------------------------------------------------------------------------------------- assignments

type TimelineRow = { lead_id: number; method: 'manual' | 'round_robin' | 'area'; assigned_at: Date | string; ended_at: Date | string | null; a: Person | null; b: Person | null };

export async function timeline(db: Queryable, leadId: number): Promise<LeadsSchemas['AssigneeTimelineEntry'][]> {
  const { rows } = await db.query<TimelineRow>(
    `SELECT x.lead_id, x.method, x.assigned_at, x.ended_at, ${personJson('a')} AS a, ${personJson('b')} AS b
       FROM lead_assignments x
       LEFT JOIN users a ON a.user_id = x.assignee_user_id
       LEFT JOIN users b ON b.user_id = x.assigned_by
      WHERE x.lead_id = $1 ORDER BY x.assigned_at, x.assignment_id LIMIT 500`,
    [leadId],
  );
  return rows.map((r) => ({
    lead_id: r.lead_id,
    assignee: r.a ? personRef(r.a) : null,
    assigned_by: r.b ? personRef(r.b) : null,
    method: r.method,
    assigned_at: iso(r.assigned_at),
    ended_at: isoOrNull(r.ended_at),
  }));
}

/** Closes the open assignment of a lead and opens the next one. */
export async function addAssignment(
  tx: Queryable,
  a: { leadId: number; from: number | null; to: number | null; by: number | null; method: 'manual' | 'round_robin' | 'area'; at: string },
): Promise<void> {
  await tx.query('UPDATE lead_assignments SET ended_at = $2 WHERE lead_id = $1 AND ended_at IS NULL', [a.leadId, a.at]);
  await tx.query(
    `INSERT INTO lead_assignments (lead_id, from_user_id, assignee_user_id, assigned_by, method, assigned_at)
     VALUES ($1, $2, $3, $4, $5, $6)`,
    [a.leadId, a.from, a.to, a.by, a.method, a.at],
  );
}

// ---------------------------------------------------------------------------------------------------- rules

export type RuleRow = {
  owner_user_id: number; mode: 'manual' | 'round_robin' | 'area'; daily_cap: number | null; speed_to_lead_minutes: number;
  last_assignee_id: number | null; updated_at: Date | string | null;
};
export type RuleMemberRow = { user: Person; sort_order: number; areas: { state_id: number; state_name: string; city_id: number | null; city_name: string | null }[]; assigned_today: number };

export async function findRule(db: Queryable, ownerId: number, lock = false): Promise<RuleRow | undefined> {
  const { rows } = await db.query<RuleRow>(
    `SELECT owner_user_id, mode, daily_cap, speed_to_lead_minutes, last_assignee_id, updated_at
       FROM lead_assignment_rules WHERE owner_user_id = $1 ${lock ? 'FOR UPDATE' : ''}`,
    [ownerId],
  );
  return rows[0];
}

export async function ruleMembers(db: Queryable, ownerId: number, dayStart: string): Promise<RuleMemberRow[]> {
  const { rows } = await db.query<RuleMemberRow>(
    `SELECT ${personJson('u')} AS user, m.sort_order,
            (SELECT coalesce(json_agg(json_build_object('state_id', ar.state_id, 'state_name', s.name, 'city_id', ar.city_id,
                                                        'city_name', c.name) ORDER BY s.name, c.name NULLS FIRST), '[]')
               FROM lead_assignment_rule_areas ar JOIN states s ON s.state_id = ar.state_id
               LEFT JOIN cities c ON c.city_id = ar.city_id
              WHERE ar.owner_user_id = m.owner_user_id AND ar.user_id = m.user_id) AS areas,
            (SELECT count(*)::int FROM lead_assignments x
              WHERE x.assignee_user_id = m.user_id AND x.assigned_at >= $2 AND x.method <> 'manual') AS assigned_today
       FROM lead_assignment_rule_members m JOIN users u ON u.user_id = m.user_id
      WHERE m.owner_user_id = $1 ORDER BY m.sort_order, m.user_id`,
    [ownerId, dayStart],
  );
  return rows;
}

export async function saveRule(
  tx: Queryable,
  rule: { owner: number; mode: string; daily_cap: number | null; speed: number; by: number; at: string },
  members: { user_id: number; areas: { state_id: number; city_id: number | null }[] }[],
): Promise<void> {
  await tx.query(
    `INSERT INTO lead_assignment_rules (owner_user_id, mode, daily_cap, speed_to_lead_minutes, updated_by, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6)
     ON CONFLICT (owner_user_id) DO UPDATE SET mode = $2, daily_cap = $3, speed_to_lead_minutes = $4, updated_by = $5, updated_at = $6`,
    [rule.owner, rule.mode, rule.daily_cap, rule.speed, rule.by, rule.at],
  );
  await tx.query('DELETE FROM lead_assignment_rule_members WHERE owner_user_id = $1', [rule.owner]);
  for (const [i, m] of members.entries()) {
    await tx.query('INSERT INTO lead_assignment_rule_members (owner_user_id, user_id, sort_order) VALUES ($1, $2, $3)', [rule.owner, m.user_id, i]);
    for (const a of m.areas) {
      await tx.query(
        'INSERT INTO lead_assignment_rule_areas (owner_user_id, user_id, state_id, city_id) VALUES ($1, $2, $3, $4)',
        [rule.owner, m.user_id, a.state_id, a.city_id],
      );
    }
  }
}

export async function citiesOfStates(db: Queryable, pairs: { state_id: number; city_id: number | null }[]): Promise<boolean[]> {
  if (pairs.length === 0) return [];
  const { rows } = await db.query<{ ok: boolean }>(
    `SELECT (CASE WHEN c IS NULL THEN EXISTS (SELECT 1 FROM states WHERE state_id = s)
                  ELSE EXISTS (SELECT 1 FROM cities WHERE city_id = c AND state_id = s) END) AS ok
       FROM unnest($1::int[], $2::int[]) WITH ORDINALITY AS x (s, c, n) ORDER BY n`,
    [pairs.map((p) => p.state_id), pairs.map((p) => p.city_id)],
  );
  return rows.map((r) => r.ok);
}

/**
 * The member the rule gives a new lead to: under mode area the members whose areas hold the lead's state or city
 * (when none does, every member), skipping those at the daily cap, in turn after the last one served. Null when none
 * is free. Records the choice as the rule's last assignee (the rule row is locked by the caller's transaction).
 */
export async function pickAssignee(
  tx: Queryable,
  rule: RuleRow,
  lead: { state_id: number | null; city_id: number | null },
  dayStart: string,
): Promise<{ userId: number; method: 'round_robin' | 'area' } | null> {
  const { rows } = await tx.query<{ user_id: number; sort_order: number; in_area: boolean; today: number }>(
    `SELECT m.user_id, m.sort_order,
            EXISTS (SELECT 1 FROM lead_assignment_rule_areas ar
                     WHERE ar.owner_user_id = m.owner_user_id AND ar.user_id = m.user_id AND ar.state_id = $2
                       AND (ar.city_id IS NULL OR ar.city_id = $3)) AS in_area,
            (SELECT count(*)::int FROM lead_assignments x
              WHERE x.assignee_user_id = m.user_id AND x.assigned_at >= $4 AND x.method <> 'manual') AS today
       FROM lead_assignment_rule_members m JOIN users u ON u.user_id = m.user_id AND u.active AND u.deleted_at IS NULL
      WHERE m.owner_user_id = $1 ORDER BY m.sort_order, m.user_id`,
    [rule.owner_user_id, lead.state_id, lead.city_id, dayStart],
  );
  const free = rows.filter((r) => rule.daily_cap === null || r.today < rule.daily_cap);
  const inArea = rule.mode === 'area' ? free.filter((r) => r.in_area) : [];
  const pool = inArea.length > 0 ? inArea : free;
  if (pool.length === 0) return null;
  const lastIndex = rows.findIndex((r) => r.user_id === rule.last_assignee_id);
  const next = pool.find((r) => rows.indexOf(r) > lastIndex) ?? pool[0];
  await tx.query('UPDATE lead_assignment_rules SET last_assignee_id = $2 WHERE owner_user_id = $1', [rule.owner_user_id, next.user_id]);
  return { userId: next.user_id, method: inArea.length > 0 ? 'area' : 'round_robin' };
}
