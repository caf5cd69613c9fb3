// The SQL of what happens to a lead besides its follow-ups: the history, the assignee timeline, and the assignment
// rules (who takes the next lead). Follow-ups are followups.repository.ts; the masters a save checks, refs.repository.ts.
import type { LeadsSchemas } from '../../contract-types.ts';
import type { Queryable } from '../../db/types.ts';
import type { Page, PageWindow } from '../../domain/lists/index.ts';
import { iso, isoOrNull, leadEntries, personJson, personRef, type Person } from './lead-row.repository.ts';

type HistoryEntry = LeadsSchemas['LeadHistoryEntry'];
type HistoryAction = HistoryEntry['action'];

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
  return leadEntries<HistoryRow, HistoryEntry>(
    db, leadId, window, { table: 'lead_history', alias: 'h' },
    (where) => `SELECT h.history_id::int AS history_id, h.lead_id, h.action, h.changes, so.name AS source_name, h.created_at,
                       ${personJson('u')} AS by
                  FROM lead_history h LEFT JOIN users u ON u.user_id = h.changed_by
                  LEFT JOIN lead_sources so ON so.source_id = h.source_id
                  ${where} ORDER BY h.created_at DESC, h.history_id DESC`,
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
