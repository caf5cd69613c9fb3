// The SQL of the tasks area: one task with its people, the paged lists by scope and state, the writes, and the two
// pickers (assignable users, reachable students).
import type { components } from '../../../../src/shared/api/portal.schema.d.ts';
import type { Queryable } from '../../db/types.ts';
import type { Role } from '../../http/contract.ts';
import { studentReachSql } from '../../http/ownership.ts';

type Schemas = components['schemas'];
export type Task = Schemas['Task'];
export type TaskUser = Schemas['TaskUser'];
export type TaskStudent = Schemas['TaskStudent'];
export type TaskPriority = Schemas['TaskPriority'];
export type TaskFilter = Schemas['TaskFilter'];
export type TaskStatus = Schemas['TaskStatus'];

/** Whose tasks a list shows: those assigned to the user, or those the user assigned to someone else. */
export type TaskScope = { kind: 'assigned_to' | 'assigned_by'; userId: number };
export type TaskListQuery = { filter?: TaskFilter; tag?: TaskPriority; limit: number; offset: number };

/** The stored fields of a task, as the service reads them before a change. */
export type TaskState = {
  task_id: number;
  created_by: number;
  assigned_to: number;
  student_user_id: number | null;
  due_date: string | null;
  status: TaskStatus;
  completed_at: Date | null;
};

/** The fields a create or an update writes. */
export type TaskFields = {
  title: string;
  description: string | null;
  due_date: string | null;
  priority: TaskPriority;
  important: boolean;
  status: 'open' | 'completed';
  assigned_to: number;
  student_user_id: number | null;
};

type TaskRow = {
  task_id: number;
  title: string;
  description: string | null;
  due_date: string | null;
  priority: TaskPriority;
  important: boolean;
  status: TaskStatus;
  student_user_id: number | null;
  created_at: Date | string;
  updated_at: Date | string;
  completed_at: Date | string | null;
  deleted_at: Date | string | null;
  a_id: number; a_first: string; a_last: string; a_type: Role;
  c_id: number; c_first: string; c_last: string; c_type: Role;
  s_first: string | null; s_last: string | null; s_email: string | null;
};

// Dates leave the database as text (`YYYY-MM-DD`) so no driver turns them into a local-midnight timestamp.
const TASK_SELECT = `
  SELECT t.task_id, t.title, t.description, to_char(t.due_date, 'YYYY-MM-DD') AS due_date, t.priority, t.important,
         t.status, t.student_user_id, t.created_at, t.updated_at, t.completed_at, t.deleted_at,
         a.user_id AS a_id, a.first_name AS a_first, a.last_name AS a_last, a.user_type AS a_type,
         c.user_id AS c_id, c.first_name AS c_first, c.last_name AS c_last, c.user_type AS c_type,
         s.first_name AS s_first, s.last_name AS s_last, s.email AS s_email
    FROM tasks t
    JOIN users a ON a.user_id = t.assigned_to
    JOIN users c ON c.user_id = t.created_by
    LEFT JOIN users s ON s.user_id = t.student_user_id`;

/** Soonest due first (no date last), then high before medium before low, then the oldest. */
const TASK_ORDER = `
  ORDER BY t.due_date ASC NULLS LAST,
           CASE t.priority WHEN 'high' THEN 0 WHEN 'medium' THEN 1 ELSE 2 END,
           t.created_at, t.task_id`;

const iso = (value: Date | string): string => new Date(value).toISOString();
const isoOrNull = (value: Date | string | null): string | null => (value === null ? null : iso(value));

function toTask(row: TaskRow): Task {
  return {
    task_id: row.task_id,
    title: row.title,
    description: row.description,
    due_date: row.due_date,
    priority: row.priority,
    important: row.important,
    status: row.status,
    assigned_to: { user_id: row.a_id, first_name: row.a_first, last_name: row.a_last, user_type: row.a_type },
    created_by: { user_id: row.c_id, first_name: row.c_first, last_name: row.c_last, user_type: row.c_type },
    student_user_id: row.student_user_id,
    student:
      row.student_user_id === null
        ? null
        : { user_id: row.student_user_id, first_name: row.s_first ?? '', last_name: row.s_last ?? '', email: row.s_email ?? '' },
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
    completed_at: isoOrNull(row.completed_at),
    deleted_at: isoOrNull(row.deleted_at),
  };
}

/** The condition of a view: no filter = the open tasks; important = open and important; else that state. */
function stateCondition(filter: TaskFilter | undefined): string {
  switch (filter) {
    case undefined:
      return `t.status = 'open'`;
    case 'important':
      return `t.status = 'open' AND t.important`;
    case 'completed':
      return `t.status = 'completed'`;
    case 'deleted':
      return `t.status = 'deleted'`;
    default: {
      const unknown: never = filter;
      throw new Error(`unknown task filter ${String(unknown)}`);
    }
  }
}

/** Escapes LIKE wildcards so a search for `a_b` finds the text `a_b`. */
const likePattern = (text: string): string => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Who a caller may pick as assignee besides students: see GET /common/tasks-users in the contract. */
export type AssigneeCircle = { callerId: number; staffWide: boolean; masterFranchise: boolean };

/** Users of the circle (alias u; parameters $1 caller, $2 staff-wide, $3 master franchise). */
const CIRCLE_SQL = `
  u.deleted_at IS NULL AND u.active AND (
    u.user_id = $1
    OR ($2 AND u.user_type IN ('counselor', 'operations', 'visa', 'student_support', 'operations_manager', 'accounts'))
    OR ($3 AND u.user_type = 'franchise' AND u.master_franchise_id = $1))`;

export function makeTasksRepository(db: Queryable) {
  return {
    async find(id: number, tx: Queryable = db): Promise<Task | null> {
      const { rows } = await tx.query<TaskRow>(`${TASK_SELECT} WHERE t.task_id = $1`, [id]);
      return rows[0] ? toTask(rows[0]) : null;
    },

    /** The task as stored, locked for the rest of the transaction. */
    async lockState(tx: Queryable, id: number): Promise<TaskState | null> {
      const { rows } = await tx.query<TaskState>(
        `SELECT task_id, created_by, assigned_to, student_user_id, to_char(due_date, 'YYYY-MM-DD') AS due_date, status,
                completed_at
           FROM tasks WHERE task_id = $1 FOR UPDATE`,
        [id],
      );
      return rows[0] ?? null;
    },

    async list(scope: TaskScope, query: TaskListQuery, tx: Queryable = db): Promise<{ items: Task[]; total: number }> {
      const who = scope.kind === 'assigned_to' ? 't.assigned_to = $1' : 't.created_by = $1 AND t.assigned_to <> $1';
      const where = `WHERE ${who} AND ${stateCondition(query.filter)} AND ($2::text IS NULL OR t.priority = $2::text)`;
      const params = [scope.userId, query.tag ?? null];
      // One after the other: inside a transaction there is one connection.
      const { rows } = await tx.query<TaskRow>(`${TASK_SELECT} ${where} ${TASK_ORDER} LIMIT $3 OFFSET $4`, [...params, query.limit, query.offset]);
      const count = await tx.query<{ total: number }>(`SELECT count(*)::int AS total FROM tasks t ${where}`, params);
      return { items: rows.map(toTask), total: count.rows[0].total };
    },

    async insert(tx: Queryable, createdBy: number, fields: TaskFields): Promise<number> {
      const { rows } = await tx.query<{ task_id: number }>(
        `INSERT INTO tasks (created_by, assigned_to, title, description, due_date, priority, important, status,
                            student_user_id, completed_at)
         VALUES ($1, $2, $3, $4, $5::date, $6, $7, $8, $9, CASE WHEN $8 = 'completed' THEN now() END)
         RETURNING task_id`,
        [createdBy, fields.assigned_to, fields.title, fields.description, fields.due_date, fields.priority,
          fields.important, fields.status, fields.student_user_id],
      );
      return rows[0].task_id;
    },

    /** Replaces the fields; completed_at is kept while the task stays completed, set when it becomes so. */
    async update(tx: Queryable, id: number, fields: TaskFields): Promise<void> {
      await tx.query(
        `UPDATE tasks
            SET assigned_to = $2, title = $3, description = $4, due_date = $5::date, priority = $6, important = $7,
                status = $8, student_user_id = $9, updated_at = now(),
                completed_at = CASE WHEN $8 = 'completed' THEN coalesce(completed_at, now()) END
          WHERE task_id = $1`,
        [id, fields.assigned_to, fields.title, fields.description, fields.due_date, fields.priority, fields.important,
          fields.status, fields.student_user_id],
      );
    },

    /** Moves a task to the deleted list; answers false when it was there already. */
    async softDelete(tx: Queryable, id: number, by: number): Promise<boolean> {
      const { rowCount } = await tx.query(
        `UPDATE tasks SET status = 'deleted', deleted_at = now(), deleted_by = $2, updated_at = now()
          WHERE task_id = $1 AND status <> 'deleted'`,
        [id, by],
      );
      return rowCount > 0;
    },

    async isInCircle(circle: AssigneeCircle, userId: number, tx: Queryable = db): Promise<boolean> {
      const { rows } = await tx.query(`SELECT 1 FROM users u WHERE u.user_id = $4 AND ${CIRCLE_SQL}`, [
        circle.callerId, circle.staffWide, circle.masterFranchise, userId,
      ]);
      return rows.length > 0;
    },

    /** The circle, the caller first, then by name. */
    async circle(circle: AssigneeCircle, q: string | undefined, limit: number, offset: number): Promise<{ items: TaskUser[]; total: number }> {
      const where = `WHERE ${CIRCLE_SQL} AND ($4::text IS NULL OR concat_ws(' ', u.first_name, u.last_name, u.email, u.mobile) ILIKE $4)`;
      const params = [circle.callerId, circle.staffWide, circle.masterFranchise, q ? likePattern(q) : null];
      const [{ rows }, count] = await Promise.all([
        db.query<TaskUser>(
          `SELECT u.user_id, u.first_name, u.last_name, u.user_type FROM users u ${where}
            ORDER BY (u.user_id = $1) DESC, lower(u.first_name), lower(u.last_name), u.user_id
            LIMIT $5 OFFSET $6`,
          [...params, limit, offset],
        ),
        db.query<{ total: number }>(`SELECT count(*)::int AS total FROM users u ${where}`, params),
      ]);
      return { items: rows, total: count.rows[0].total };
    },

    /** The students the caller reaches (as for the `student` owner kind), by name. */
    async reachableStudents(callerId: number, role: Role, q: string | undefined, limit: number, offset: number): Promise<{ items: TaskStudent[]; total: number }> {
      const where = `WHERE s.user_type = 'student' AND s.deleted_at IS NULL AND ${studentReachSql('s')}
                       AND ($3::text IS NULL OR concat_ws(' ', s.first_name, s.last_name, s.email, s.mobile) ILIKE $3)`;
      const params = [callerId, role, q ? likePattern(q) : null];
      const [{ rows }, count] = await Promise.all([
        db.query<TaskStudent>(
          `SELECT s.user_id, s.first_name, s.last_name, s.email FROM users s ${where}
            ORDER BY lower(s.first_name), lower(s.last_name), s.user_id LIMIT $4 OFFSET $5`,
          [...params, limit, offset],
        ),
        db.query<{ total: number }>(`SELECT count(*)::int AS total FROM users s ${where}`, params),
      ]);
      return { items: rows, total: count.rows[0].total };
    },
  };
}

export type TasksRepository = ReturnType<typeof makeTasksRepository>;
