// The SQL of a lead's follow-ups: planned, logged and completed ones, the earliest open one, and the due follow-ups
// and reminders the scheduled job claims to notify.
import type { LeadsSchemas } from '../../contract-types.ts';
import type { Queryable } from '../../db/types.ts';
import type { Page, PageWindow } from '../../domain/lists/index.ts';
import { iso, isoOrNull, leadEntries, personJson, personRef, type Person } from './lead-row.repository.ts';

type FollowUp = LeadsSchemas['FollowUp'];

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
  return leadEntries<FollowUpRow, FollowUp>(
    db, leadId, window, { table: 'lead_follow_ups', alias: 'f' },
    (where) => `${FOLLOW_UP_SELECT} ${where} ORDER BY f.created_at DESC, f.follow_up_id DESC`,
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
