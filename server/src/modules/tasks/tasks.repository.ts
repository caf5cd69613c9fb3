// The SQL of the tasks area: one task with its people, the paged lists by scope and state, the writes, and the two
// pickers (assignable users, reachable students).
import type { PortalQuery, PortalSchemas } from '../../contract-types.ts';
import type { Queryable } from '../../db/types.ts';
import { studentReachSql } from '../../domain/access/index.ts';
import type { Caller, Role } from '../../domain/caller.ts';
import { Conditions, queryPage, type Page, type PageWindow } from '../../domain/lists/index.ts';

export type Task = PortalSchemas['Task'];
type TaskPriority = PortalSchemas['TaskPriority'];
type TaskFilter = PortalSchemas['TaskFilter'];

/** Whose tasks a list shows: those assigned to the user, or those the user assigned to someone else. */
export type TaskScope = { kind: 'assigned_to' | 'assigned_by'; userId: number };
/** The view and tag of a task list (the query of listTasks and its siblings). */
export type TaskView = Pick<PortalQuery<'listTasks'>, 'filter' | 'tag'>;

/** The stored fields of a task, as the service reads them before a change. */
export type TaskState = {
  task_id: number;
  created_by: number;
  assigned_to: number;
  student_user_id: number | null;
  due_date: string | null;
  status: PortalSchemas['TaskStatus'];
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

type Person = { id: number; first: string; last: string; type: Role };
type TaskRow = Omit<Task, 'assigned_to' | 'created_by' | 'student' | 'created_at' | 'updated_at' | 'completed_at' | 'deleted_at'> & {
  created_at: Date | string;
  updated_at: Date | string;
  completed_at: Date | string | null;
  deleted_at: Date | string | null;
  a: Person;
  c: Person;
  s: { first: string; last: string; email: string } | null;
};

// Dates leave the database as text (`YYYY-MM-DD`) so no driver turns them into a local-midnight timestamp; the
// people come as JSON objects.
const TASK_SELECT = `
  SELECT t.task_id, t.title, t.description, to_char(t.due_date, 'YYYY-MM-DD') AS due_date, t.priority, t.important,
         t.status, t.student_user_id, t.created_at, t.updated_at, t.completed_at, t.deleted_at,
         json_build_object('id', a.user_id, 'first', a.first_name, 'last', a.last_name, 'type', a.user_type) AS a,
         json_build_object('id', c.user_id, 'first', c.first_name, 'last', c.last_name, 'type', c.user_type) AS c,
         CASE WHEN s.user_id IS NOT NULL
              THEN json_build_object('first', s.first_name, 'last', s.last_name, 'email', s.email) END AS s
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
const person = (p: Person) => ({ user_id: p.id, first_name: p.first, last_name: p.last, user_type: p.type });

function toTask({ a, c, s, ...row }: TaskRow): Task {
  return {
    ...row,
    assigned_to: person(a),
    created_by: person(c),
    student:
      row.student_user_id === null
        ? null
        : { user_id: row.student_user_id, first_name: s?.first ?? '', last_name: s?.last ?? '', email: s?.email ?? '' },
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

/** Who a caller may pick as assignee besides students: see GET /common/tasks-users in the contract. */
export type AssigneeCircle = { callerId: number; staffWide: boolean; masterFranchise: boolean };

/** Users of the circle (alias u): active, and the caller, or staff and accounts, or the master's area franchises. */
function circleConditions(circle: AssigneeCircle): { where: Conditions; caller: string } {
  const where = new Conditions();
  const caller = where.param(circle.callerId);
  where.push('u.deleted_at IS NULL AND u.active').push(`(
    u.user_id = ${caller}
    OR (${where.param(circle.staffWide)} AND u.user_type IN ('counselor', 'operations', 'visa', 'student_support', 'operations_manager', 'accounts'))
    OR (${where.param(circle.masterFranchise)} AND u.user_type = 'franchise' AND u.master_franchise_id = ${caller}))`);
  return { where, caller };
}

export async function findTask(db: Queryable, id: number): Promise<Task | null> {
  const { rows } = await db.query<TaskRow>(`${TASK_SELECT} WHERE t.task_id = $1`, [id]);
  return rows[0] ? toTask(rows[0]) : null;
}

/** The task as stored, locked for the rest of the transaction. */
export async function lockTaskState(tx: Queryable, id: number): Promise<TaskState | null> {
  const { rows } = await tx.query<TaskState>(
    `SELECT task_id, created_by, assigned_to, student_user_id, to_char(due_date, 'YYYY-MM-DD') AS due_date, status,
            completed_at
       FROM tasks WHERE task_id = $1 FOR UPDATE`,
    [id],
  );
  return rows[0] ?? null;
}

export async function listTasks(db: Queryable, scope: TaskScope, view: TaskView, window: PageWindow): Promise<Page<Task>> {
  const where = new Conditions();
  if (scope.kind === 'assigned_to') where.eq('t.assigned_to', scope.userId);
  else where.raw('t.created_by = $1 AND t.assigned_to <> $1', scope.userId);
  where.push(stateCondition(view.filter)).eq('t.priority', view.tag);
  return queryPage(
    db, window, where,
    { select: `${TASK_SELECT} ${where.sql} ${TASK_ORDER}`, count: `SELECT count(*)::int AS total FROM tasks t ${where.sql}` },
    toTask,
  );
}

export async function insertTask(tx: Queryable, createdBy: number, fields: TaskFields): Promise<number> {
  const { rows } = await tx.query<{ task_id: number }>(
    `INSERT INTO tasks (created_by, assigned_to, title, description, due_date, priority, important, status,
                        student_user_id, completed_at)
     VALUES ($1, $2, $3, $4, $5::date, $6, $7, $8, $9, CASE WHEN $8 = 'completed' THEN now() END)
     RETURNING task_id`,
    [createdBy, fields.assigned_to, fields.title, fields.description, fields.due_date, fields.priority,
      fields.important, fields.status, fields.student_user_id],
  );
  return rows[0].task_id;
}

/** Replaces the fields; completed_at is kept while the task stays completed, set when it becomes so. */
export async function updateTask(tx: Queryable, id: number, fields: TaskFields): Promise<void> {
  await tx.query(
    `UPDATE tasks
        SET assigned_to = $2, title = $3, description = $4, due_date = $5::date, priority = $6, important = $7,
            status = $8, student_user_id = $9, updated_at = now(),
            completed_at = CASE WHEN $8 = 'completed' THEN coalesce(completed_at, now()) END
      WHERE task_id = $1`,
    [id, fields.assigned_to, fields.title, fields.description, fields.due_date, fields.priority, fields.important,
      fields.status, fields.student_user_id],
  );
}

/** Moves a task to the deleted list; answers false when it was there already. */
export async function softDeleteTask(tx: Queryable, id: number, by: number): Promise<boolean> {
  const { rowCount } = await tx.query(
    `UPDATE tasks SET status = 'deleted', deleted_at = now(), deleted_by = $2, updated_at = now()
      WHERE task_id = $1 AND status <> 'deleted'`,
    [id, by],
  );
  return rowCount > 0;
}

export async function isInCircle(db: Queryable, circle: AssigneeCircle, userId: number): Promise<boolean> {
  const { where } = circleConditions(circle);
  where.eq('u.user_id', userId);
  const { rows } = await db.query(`SELECT 1 FROM users u ${where.sql}`, where.params);
  return rows.length > 0;
}

/** The circle, the caller first, then by name. */
export async function listCircle(db: Queryable, circle: AssigneeCircle, q: string | undefined, window: PageWindow): Promise<Page<PortalSchemas['TaskUser']>> {
  const { where, caller } = circleConditions(circle);
  where.ilike(`concat_ws(' ', u.first_name, u.last_name, u.email, u.mobile)`, q);
  return queryPage(db, window, where, {
    select: `SELECT u.user_id, u.first_name, u.last_name, u.user_type FROM users u ${where.sql}
              ORDER BY (u.user_id = ${caller}) DESC, lower(u.first_name), lower(u.last_name), u.user_id`,
    count: `SELECT count(*)::int AS total FROM users u ${where.sql}`,
  });
}

/** The students the caller reaches (as for the `student` owner kind), by name. */
export async function listReachableStudents(db: Queryable, caller: Caller, q: string | undefined, window: PageWindow): Promise<Page<PortalSchemas['TaskStudent']>> {
  const where = new Conditions()
    .raw(`s.user_type = 'student' AND s.deleted_at IS NULL AND ${studentReachSql('s')}`, caller.userId, caller.role)
    .ilike(`concat_ws(' ', s.first_name, s.last_name, s.email, s.mobile)`, q);
  return queryPage(db, window, where, {
    select: `SELECT s.user_id, s.first_name, s.last_name, s.email FROM users s ${where.sql}
              ORDER BY lower(s.first_name), lower(s.last_name), s.user_id`,
    count: `SELECT count(*)::int AS total FROM users s ${where.sql}`,
  });
}

export async function findUserType(db: Queryable, userId: number): Promise<Role | undefined> {
  const { rows } = await db.query<{ user_type: Role }>('SELECT user_type FROM users WHERE user_id = $1', [userId]);
  return rows[0]?.user_type;
}
