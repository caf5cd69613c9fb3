// The SQL of the reach rules: "which students may this caller reach", the owners of the records the contract's
// `x-access.owns` names, and the caller behind a session.
import type { Queryable } from '../../db/types.ts';
import type { Caller, Role } from '../caller.ts';

/**
 * The SQL condition "student row `alias` is reachable by the caller in parameter `callerParam` with the role in
 * `roleParam`", shared by the owner kinds and by every repository that scopes a list to the caller
 * (`WHERE ${studentReachSql('s')}` with the caller's id as $1 and role as $2).
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

/** Whether the student exists (and is a live student) and whether the caller reaches them; undefined: no such student. */
export async function studentReachable(db: Queryable, caller: Caller, studentId: number): Promise<boolean | undefined> {
  const { rows } = await db.query<{ reachable: boolean }>(
    `SELECT ${studentReachSql('s')} AS reachable
       FROM users s WHERE s.user_id = $3 AND s.user_type = 'student' AND s.deleted_at IS NULL`,
    [caller.userId, caller.role, studentId],
  );
  return rows[0]?.reachable;
}

/** A record that belongs to a student, and perhaps directly to the user who made it. */
export type StudentRecord = { student_user_id: number | null; direct_owner: number | null; owner_master?: number | null };

const STUDENT_RECORDS = {
  application: 'SELECT student_user_id, NULL::int AS direct_owner FROM student_applications WHERE sa_mapper_id = $1',
  document: 'SELECT student_user_id, NULL::int AS direct_owner FROM student_documents WHERE map_id = $1 AND removed_at IS NULL',
  // A credit note is reached as the invoice it credits: a partner billed on its clubbed invoice reads the notes that
  // accounts raise against it (the note names no student and was not raised by the partner).
  // The raiser's master franchise reads it too (a master franchise reads its area franchises' invoices).
  invoice: `SELECT coalesce(o.student_user_id, i.student_user_id) AS student_user_id, coalesce(o.raised_by, i.raised_by) AS direct_owner,
                   r.master_franchise_id AS owner_master
            FROM invoices i LEFT JOIN invoices o ON o.inv_id = i.credit_of
            LEFT JOIN users r ON r.user_id = coalesce(o.raised_by, i.raised_by)
            WHERE i.inv_id = $1`,
  payment: 'SELECT student_user_id, created_by AS direct_owner FROM payments WHERE transaction_id = $1::text',
} as const;

export type StudentRecordKind = keyof typeof STUDENT_RECORDS;

export async function findStudentRecord(db: Queryable, kind: StudentRecordKind, id: number | string): Promise<StudentRecord | undefined> {
  const { rows } = await db.query<StudentRecord>(STUDENT_RECORDS[kind], [id]);
  return rows[0];
}

export type UserFacts = { user_type: Role; master_franchise_id: number | null };

/** A live user's role and master franchise. */
export async function findUserFacts(db: Queryable, userId: number): Promise<UserFacts | undefined> {
  const { rows } = await db.query<UserFacts>(
    'SELECT user_type, master_franchise_id FROM users WHERE user_id = $1 AND deleted_at IS NULL',
    [userId],
  );
  return rows[0];
}

export async function findTaskPeople(db: Queryable, taskId: number): Promise<{ created_by: number; assigned_to: number } | undefined> {
  const { rows } = await db.query<{ created_by: number; assigned_to: number }>(
    'SELECT created_by, assigned_to FROM tasks WHERE task_id = $1',
    [taskId],
  );
  return rows[0];
}

/**
 * The SQL condition "lead row `alias` is reachable by the caller in parameter `callerParam` with the role in
 * `roleParam`": its owner and its assignee (whatever their role), every lead for an
 * operations manager, and a master franchise also the leads of its area franchises. Every list and statistic of
 * leads scopes with it (`WHERE ${leadReachSql('l')}` with the caller's id as $1 and role as $2); the per-record rule
 * (`reach(…, 'lead', id)`) says the same.
 */
export function leadReachSql(alias: string, callerParam = '$1', roleParam = '$2'): string {
  return `(
    ${roleParam} = 'operations_manager'
    OR ${alias}.owner_user_id = ${callerParam} OR ${alias}.assigned_to = ${callerParam}
    OR (${roleParam} = 'franchise' AND ${alias}.owner_user_id IN (
          SELECT f.user_id FROM users f WHERE f.master_franchise_id = ${callerParam}))
  )`;
}

export type LeadPeople = { owner_user_id: number; assigned_to: number | null; owner_master: number | null };

export async function findLeadPeople(db: Queryable, leadId: number): Promise<LeadPeople | undefined> {
  const { rows } = await db.query<LeadPeople>(
    `SELECT l.owner_user_id, l.assigned_to, o.master_franchise_id AS owner_master
       FROM leads l JOIN users o ON o.user_id = l.owner_user_id WHERE l.lead_id = $1`,
    [leadId],
  );
  return rows[0];
}

export async function findShopOrderBuyer(db: Queryable, orderId: number): Promise<number | undefined> {
  const { rows } = await db.query<{ user_id: number }>('SELECT user_id FROM shop_orders WHERE so_id = $1', [orderId]);
  return rows[0]?.user_id;
}

type CallerRow = {
  user_id: number;
  user_type: Role;
  first_name: string;
  last_name: string;
  email: string;
  franchise_type: Caller['franchiseType'];
  master_franchise_id: number | null;
  session_live: boolean;
};

/** The caller of a session: undefined when the user is gone or inactive or the session has ended. */
export async function findSessionCaller(db: Queryable, userId: number, sessionId: string): Promise<Caller | undefined> {
  const { rows } = await db.query<CallerRow>(
    `SELECT u.user_id, u.user_type, u.first_name, u.last_name, u.email, u.franchise_type, u.master_franchise_id,
            (s.revoked_at IS NULL AND s.expires_at > now()) AS session_live
       FROM users u JOIN auth_sessions s ON s.session_id = $2::uuid AND s.user_id = u.user_id
      WHERE u.user_id = $1 AND u.deleted_at IS NULL AND u.active`,
    [userId, sessionId],
  );
  const row = rows[0];
  if (!row || !row.session_live) return undefined;
  return {
    userId: row.user_id,
    role: row.user_type,
    sessionId,
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    franchiseType: row.franchise_type,
    masterFranchiseId: row.master_franchise_id,
  };
}
