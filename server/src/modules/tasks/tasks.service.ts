// The rules of tasks: whose lists a caller sees, who may assign to whom, what a save may change, and the soft delete
// that the spec makes through a GET. Access to a named task or user is checked by the contract's x-access first.
import type { components } from '../../../../src/shared/api/portal.schema.d.ts';
import type { Db, Queryable } from '../../db/types.ts';
import { badRequest, conflict, forbidden, notFound, unprocessable } from '../../http/errors.ts';
import { reach, type Caller } from '../../http/ownership.ts';
import { notify } from '../messaging/notify.ts';
import {
  makeTasksRepository,
  type AssigneeCircle,
  type Task,
  type TaskFields,
  type TaskFilter,
  type TaskPriority,
  type TaskScope,
  type TaskState,
} from './tasks.repository.ts';

type Schemas = components['schemas'];
type SaveBody = Schemas['TaskSaveBody'];
type Page<T> = { items: T[]; page: number; page_size: number; total: number };

export type TaskListParams = { page?: number; page_size?: number; filter?: TaskFilter; tag?: TaskPriority };
export type PickerParams = { page?: number; page_size?: number; q?: string };

/** Roles whose assignee picker holds every staff and accounts user. */
const STAFF_WIDE = new Set(['counselor', 'operations', 'visa', 'student_support', 'operations_manager', 'accounts']);

const HOURS_12 = 12 * 60 * 60 * 1000;

/** Today's date where it is earliest on Earth (UTC−12): a date before it is in the past for everyone. */
export const earliestToday = (now = Date.now()): string => new Date(now - HOURS_12).toISOString().slice(0, 10);

const paging = (params: { page?: number; page_size?: number }) => {
  const page = params.page ?? 1;
  const pageSize = params.page_size ?? 20;
  return { page, pageSize, offset: (page - 1) * pageSize };
};

function circleOf(caller: Caller): AssigneeCircle {
  return {
    callerId: caller.userId,
    staffWide: STAFF_WIDE.has(caller.role),
    masterFranchise: caller.role === 'franchise' && caller.franchiseType === 'master',
  };
}

export function makeTasksService(db: Db) {
  const repo = makeTasksRepository(db);

  async function listPage(scope: TaskScope, params: TaskListParams, tx: Queryable = db): Promise<Page<Task>> {
    const { page, pageSize, offset } = paging(params);
    const { items, total } = await repo.list(scope, { filter: params.filter, tag: params.tag, limit: pageSize, offset }, tx);
    return { items, page, page_size: pageSize, total };
  }

  /** 422 unless the caller may give a task to `assignee` (see saveTask in the contract). */
  async function checkAssignee(tx: Queryable, caller: Caller, assignee: number): Promise<void> {
    if (assignee === caller.userId) return;
    if (await repo.isInCircle(circleOf(caller), assignee, tx)) return;
    if (caller.role !== 'student' && (await reach(tx, caller, 'student', assignee)) === 'ok') return;
    throw unprocessable('you may not assign a task to this user', [
      { field: 'body/assigned_to', message: caller.role === 'student' ? 'a student assigns tasks only to themself' : 'is not one of your task users or students' },
    ]);
  }

  /** The student a task is about must be one the caller reaches (403 not theirs, 404 no such student). */
  async function checkStudent(tx: Queryable, caller: Caller, studentUserId: number): Promise<void> {
    const verdict = await reach(tx, caller, 'student', studentUserId);
    if (verdict === 'not_found') throw notFound(`body/student_user_id: no student ${studentUserId}`);
    if (verdict === 'forbidden') throw forbidden(`body/student_user_id: student ${studentUserId} is not yours`);
  }

  /** The body with its defaults, checked; `current` is the stored task on an update. */
  async function fieldsOf(tx: Queryable, caller: Caller, body: SaveBody, current: TaskState | null): Promise<TaskFields> {
    const title = body.title.trim();
    if (title.length === 0) throw badRequest('invalid request: body/title must not be blank', [{ field: 'body/title', message: 'must not be blank' }]);
    const description = body.description?.trim() ? body.description.trim() : null;
    const dueDate = body.due_date ?? null;
    if (dueDate !== null && dueDate !== current?.due_date && dueDate < earliestToday()) {
      throw unprocessable('the due date is in the past', [{ field: 'body/due_date', message: 'must be today or later' }]);
    }
    const assignee = body.assigned_to ?? caller.userId;
    if (assignee !== current?.assigned_to) await checkAssignee(tx, caller, assignee);
    const student = body.student_user_id ?? null;
    if (student !== null && student !== current?.student_user_id) await checkStudent(tx, caller, student);
    return {
      title,
      description,
      due_date: dueDate,
      priority: body.priority ?? 'medium',
      important: body.important ?? false,
      status: body.status ?? 'open',
      assigned_to: assignee,
      student_user_id: student,
    };
  }

  /** Tells a new assignee (other than the caller) about the task, in the same transaction. */
  async function tellAssignee(tx: Queryable, caller: Caller, taskId: number, fields: TaskFields): Promise<void> {
    if (fields.assigned_to === caller.userId) return;
    const { rows } = await tx.query<{ user_type: string }>('SELECT user_type FROM users WHERE user_id = $1', [fields.assigned_to]);
    const heading = `New task: ${fields.title}`;
    await notify(tx, {
      userIds: [fields.assigned_to],
      name: 'task_assigned',
      heading: heading.length > 200 ? `${heading.slice(0, 199)}…` : heading,
      text: `${caller.firstName} ${caller.lastName} assigned you a task${fields.due_date ? `, due ${fields.due_date}` : ''} (task ${taskId}).`,
      link: rows[0]?.user_type === 'student' ? '/home' : '/tasks',
    });
  }

  return {
    /** GET /common/tasks: the tasks assigned to the caller. */
    list(caller: Caller, params: TaskListParams): Promise<Page<Task>> {
      return listPage({ kind: 'assigned_to', userId: caller.userId }, params);
    },

    /** GET /common/tasks-assigned: the tasks the caller gave to someone else. */
    listAssigned(caller: Caller, params: TaskListParams): Promise<Page<Task>> {
      return listPage({ kind: 'assigned_by', userId: caller.userId }, params);
    },

    /**
     * GET /common/tasks/{user_id}: that user's tasks, after moving `deleteTaskId` to the deleted list (x-access has
     * checked that the user is the caller's team and the task the caller's). `dryRun` (a HEAD) deletes nothing.
     */
    async listForUser(caller: Caller, userId: number, params: TaskListParams, deleteTaskId: number | undefined, dryRun: boolean) {
      const scope: TaskScope = { kind: 'assigned_to', userId };
      if (deleteTaskId === undefined) return { ...(await listPage(scope, params)), deleted_task_id: null };
      return db.transaction(async (tx) => {
        if (!dryRun) await repo.softDelete(tx, deleteTaskId, caller.userId);
        return { ...(await listPage(scope, params, tx)), deleted_task_id: deleteTaskId };
      });
    },

    /** POST /common/tasks: creates (task_id left out) or replaces a task; `created` says which. */
    async save(caller: Caller, body: SaveBody): Promise<{ task: Task; created: boolean }> {
      return db.transaction(async (tx) => {
        if (body.task_id === undefined) {
          const fields = await fieldsOf(tx, caller, body, null);
          const id = await repo.insert(tx, caller.userId, fields);
          await tellAssignee(tx, caller, id, fields);
          return { task: (await repo.find(id, tx))!, created: true };
        }
        const current = await repo.lockState(tx, body.task_id);
        if (!current) throw notFound(`body/task_id: no task ${body.task_id}`);
        if (current.status === 'deleted') {
          throw conflict('this task was deleted and can no longer be changed', [{ field: 'body/task_id', message: 'is deleted' }]);
        }
        const fields = await fieldsOf(tx, caller, body, current);
        await repo.update(tx, current.task_id, fields);
        if (fields.assigned_to !== current.assigned_to) await tellAssignee(tx, caller, current.task_id, fields);
        return { task: (await repo.find(current.task_id, tx))!, created: false };
      });
    },

    /** GET /common/tasks-users: the assignee picker. */
    async users(caller: Caller, params: PickerParams) {
      const { page, pageSize, offset } = paging(params);
      const { items, total } = await repo.circle(circleOf(caller), params.q, pageSize, offset);
      return { items, page, page_size: pageSize, total };
    },

    /** GET /common/tasks-students: the students the caller reaches. */
    async students(caller: Caller, params: PickerParams) {
      const { page, pageSize, offset } = paging(params);
      const { items, total } = await repo.reachableStudents(caller.userId, caller.role, params.q, pageSize, offset);
      return { items, page, page_size: pageSize, total };
    },
  };
}

export type TasksService = ReturnType<typeof makeTasksService>;
