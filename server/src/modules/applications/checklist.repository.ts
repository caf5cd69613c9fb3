// The SQL of a student's pre-application checklist: its remarks, and the items saved so far with who saved them.
import type { Queryable } from '../../db/types.ts';
import type { Role } from '../../domain/caller.ts';
import type { Schemas } from './shared.ts';

type ChecklistKey = Schemas['ChecklistKey'];

export type ChecklistHead = { remarks: string | null; updated_at: Date };
export type SavedItem = { key: ChecklistKey; done: boolean; note: string | null; updated_at: Date; user_id: number; name: string; role: Role };

export async function findChecklistHead(db: Queryable, studentUserId: number): Promise<ChecklistHead | undefined> {
  const { rows } = await db.query<ChecklistHead>('SELECT remarks, updated_at FROM application_checklists WHERE student_user_id = $1', [
    studentUserId,
  ]);
  return rows[0];
}

export async function listSavedItems(db: Queryable, studentUserId: number): Promise<SavedItem[]> {
  const { rows } = await db.query<SavedItem>(
    `SELECT i.key, i.done, i.note, i.updated_at, b.user_id, b.first_name || ' ' || b.last_name AS name, b.user_type AS role
       FROM application_checklist_items i JOIN users b ON b.user_id = i.updated_by
      WHERE i.student_user_id = $1`,
    [studentUserId],
  );
  return rows;
}

/** Touches the checklist (who and when); its remarks change only when `remarks` is given (null clears them). */
export async function saveChecklistHead(tx: Queryable, studentUserId: number, by: number, remarks: string | null | undefined): Promise<void> {
  await tx.query(
    `INSERT INTO application_checklists (student_user_id, remarks, updated_by) VALUES ($1, $2, $3)
     ON CONFLICT (student_user_id) DO UPDATE
       SET remarks = CASE WHEN $4 THEN EXCLUDED.remarks ELSE application_checklists.remarks END,
           updated_at = now(), updated_by = EXCLUDED.updated_by`,
    [studentUserId, remarks ?? null, by, remarks !== undefined],
  );
}

/** Sets an item's state; its note changes only when `note` is given (null clears it). */
export async function saveChecklistItem(
  tx: Queryable,
  studentUserId: number,
  by: number,
  item: { key: ChecklistKey; done: boolean; note: string | null | undefined },
): Promise<void> {
  await tx.query(
    `INSERT INTO application_checklist_items (student_user_id, key, done, note, updated_by) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (student_user_id, key) DO UPDATE
       SET done = EXCLUDED.done, updated_at = now(), updated_by = EXCLUDED.updated_by,
           note = CASE WHEN $6 THEN EXCLUDED.note ELSE application_checklist_items.note END`,
    [studentUserId, item.key, item.done, item.note ?? null, by, item.note !== undefined],
  );
}
