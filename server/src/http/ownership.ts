import type { Queryable } from '../db/types.ts';
import type { OwnerKind, Role } from './contract.ts';

export type Caller = {
  userId: number;
  role: Role;
  sessionId: string;
  firstName: string;
  lastName: string;
  email: string;
  franchiseType: 'master' | 'area' | null;
  masterFranchiseId: number | null;
};

export type Reach = 'ok' | 'forbidden' | 'not_found';

/** Roles that reach every student (and so every application, document, invoice or payment of one). */
const ALL_STUDENTS: readonly Role[] = ['operations_manager', 'accounts'];
const STAFF: readonly Role[] = ['counselor', 'operations', 'visa', 'student_support'];

/**
 * The SQL condition "student row `s` is reachable by caller $1 with role $2", shared by the owner kinds and by
 * services that scope lists to the caller (`WHERE ${studentReachSql('s')}`).
 */
export function studentReachSql(alias: string, callerParam = '$1', roleParam = '$2'): string {
  return `(
    (${roleParam} = 'student' AND ${alias}.user_id = ${callerParam})
    OR ${roleParam} IN ('operations_manager', 'accounts')
    OR (${roleParam} IN ('counselor', 'operations', 'visa', 'student_support') AND EXISTS (
          SELECT 1 FROM staff_assignments sa WHERE sa.staff_user_id = ${callerParam} AND sa.student_user_id = ${alias}.user_id))
    OR (${roleParam} = 'agent' AND ${alias}.agent_user_id = ${callerParam})
    OR (${roleParam} = 'franchise' AND (${alias}.agent_user_id = ${callerParam} OR ${alias}.agent_user_id IN (
          SELECT f.user_id FROM users f WHERE f.master_franchise_id = ${callerParam})))
    OR (${roleParam} = 'school_counselor' AND ${alias}.sc_user_id = ${callerParam})
  )`;
}

async function reachStudent(db: Queryable, caller: Caller, studentId: number): Promise<Reach> {
  const { rows } = await db.query<{ reachable: boolean }>(
    `SELECT ${studentReachSql('s')} AS reachable
       FROM users s WHERE s.user_id = $3 AND s.user_type = 'student' AND s.deleted_at IS NULL`,
    [caller.userId, caller.role, studentId],
  );
  if (rows.length === 0) return 'not_found';
  return rows[0].reachable ? 'ok' : 'forbidden';
}

/** Looks up the owning student of a record, then applies the student rule (plus an optional direct owner). */
async function reachThroughStudent(
  db: Queryable,
  caller: Caller,
  sql: string,
  value: unknown,
): Promise<Reach> {
  const { rows } = await db.query<{ student_user_id: number | null; direct_owner: number | null }>(sql, [value]);
  if (rows.length === 0) return 'not_found';
  const { student_user_id: studentId, direct_owner: owner } = rows[0];
  if (owner !== null && owner === caller.userId) return 'ok';
  if (studentId === null) return ALL_STUDENTS.includes(caller.role) ? 'ok' : 'forbidden';
  return reachStudent(db, caller, studentId);
}

const asInt = (value: unknown): number | null => {
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isInteger(n) && n > 0 ? n : null;
};

/** Decides whether `value` (a path, query or body field) names a resource the caller may touch. */
export async function reach(db: Queryable, caller: Caller, kind: OwnerKind, value: unknown): Promise<Reach> {
  if (kind === 'payment') {
    return reachThroughStudent(
      db,
      caller,
      'SELECT student_user_id, created_by AS direct_owner FROM payments WHERE transaction_id = $1::text',
      String(value),
    );
  }
  const id = asInt(value);
  if (id === null) return 'not_found';
  switch (kind) {
    case 'student':
      return reachStudent(db, caller, id);
    case 'self': {
      const { rows } = await db.query('SELECT 1 FROM users WHERE user_id = $1 AND deleted_at IS NULL', [id]);
      if (rows.length === 0) return 'not_found';
      return id === caller.userId ? 'ok' : 'forbidden';
    }
    case 'team_member': {
      const { rows } = await db.query<{ user_type: Role; master_franchise_id: number | null }>(
        'SELECT user_type, master_franchise_id FROM users WHERE user_id = $1 AND deleted_at IS NULL',
        [id],
      );
      if (rows.length === 0) return 'not_found';
      if (id === caller.userId) return 'ok';
      const target = rows[0];
      if (caller.role === 'operations_manager' && target.user_type !== 'student') return 'ok';
      if (caller.role === 'franchise' && caller.franchiseType === 'master' && target.master_franchise_id === caller.userId) return 'ok';
      return 'forbidden';
    }
    case 'franchise': {
      const { rows } = await db.query<{ master_franchise_id: number | null }>(
        `SELECT master_franchise_id FROM users WHERE user_id = $1 AND user_type = 'franchise' AND deleted_at IS NULL`,
        [id],
      );
      if (rows.length === 0) return 'not_found';
      if (id === caller.userId || rows[0].master_franchise_id === caller.userId) return 'ok';
      return ALL_STUDENTS.includes(caller.role) ? 'ok' : 'forbidden';
    }
    case 'application':
      return reachThroughStudent(
        db, caller, 'SELECT student_user_id, NULL::int AS direct_owner FROM student_applications WHERE sa_mapper_id = $1', id);
    case 'document':
      return reachThroughStudent(
        db, caller, 'SELECT student_user_id, NULL::int AS direct_owner FROM student_documents WHERE map_id = $1 AND removed_at IS NULL', id);
    case 'invoice':
      return reachThroughStudent(
        db, caller, 'SELECT student_user_id, raised_by AS direct_owner FROM invoices WHERE inv_id = $1', id);
    case 'task': {
      const { rows } = await db.query<{ created_by: number; assigned_to: number }>(
        'SELECT created_by, assigned_to FROM tasks WHERE task_id = $1', [id]);
      if (rows.length === 0) return 'not_found';
      return rows[0].created_by === caller.userId || rows[0].assigned_to === caller.userId ? 'ok' : 'forbidden';
    }
    case 'lead': {
      const { rows } = await db.query<{ owner_user_id: number; assigned_to: number | null; owner_master: number | null }>(
        `SELECT l.owner_user_id, l.assigned_to, o.master_franchise_id AS owner_master
           FROM leads l JOIN users o ON o.user_id = l.owner_user_id WHERE l.lead_id = $1`, [id]);
      if (rows.length === 0) return 'not_found';
      const lead = rows[0];
      if (lead.owner_user_id === caller.userId || lead.assigned_to === caller.userId) return 'ok';
      if (caller.role === 'operations_manager') return 'ok';
      if (caller.role === 'franchise' && caller.franchiseType === 'master' && lead.owner_master === caller.userId) return 'ok';
      return 'forbidden';
    }
    case 'shop_order': {
      const { rows } = await db.query<{ user_id: number }>('SELECT user_id FROM shop_orders WHERE so_id = $1', [id]);
      if (rows.length === 0) return 'not_found';
      return rows[0].user_id === caller.userId || ALL_STUDENTS.includes(caller.role) ? 'ok' : 'forbidden';
    }
    default: {
      const unknown: never = kind;
      throw new Error(`no resolver for owner kind ${String(unknown)}`);
    }
  }
}

export { STAFF as STAFF_ROLES };
