// The rules of tasks: whose lists a caller sees, who may assign to whom, what a save may change, and the soft delete
// that the spec makes through a GET. Access to a named task or user is checked by the contract's x-access first.
import type { PortalBody, PortalQuery } from '../../contract-types.ts';
import type { Queryable } from '../../db/types.ts';
import { assertReach, reach } from '../../domain/access/index.ts';
import type { Caller } from '../../domain/caller.ts';
import { Conflict, Invalid, NotFound, Unprocessable } from '../../domain/errors.ts';
import { pageWindow, type Page } from '../../domain/lists/index.ts';
import type { Deps } from '../../platform/deps.ts';
import { notify } from '../messaging/index.ts';
import * as repo from './tasks.repository.ts';
import type { AssigneeCircle, Task, TaskFields, TaskScope, TaskState } from './tasks.repository.ts';

type ListQuery = PortalQuery<'listTasks'>;

/** Roles whose assignee picker holds every staff and accounts user. */
const STAFF_WIDE = new Set(['counselor', 'operations', 'visa', 'student_support', 'operations_manager', 'accounts']);

const HOURS_12 = 12 * 60 * 60 * 1000;

/** Today's date where it is earliest on Earth (UTC−12): a date before it is in the past for everyone. */
export const earliestToday = (now: Date): string => new Date(now.getTime() - HOURS_12).toISOString().slice(0, 10);

function circleOf(caller: Caller): AssigneeCircle {
  return {
    callerId: caller.userId,
    staffWide: STAFF_WIDE.has(caller.role),
    masterFranchise: caller.role === 'franchise' && caller.franchiseType === 'master',
  };
}

export function makeTasksService({ db, clock }: Pick<Deps, 'db' | 'clock'>) {
  const listPage = (tx: Queryable, scope: TaskScope, query: ListQuery): Promise<Page<Task>> =>
    repo.listTasks(tx, scope, { filter: query.filter, tag: query.tag }, pageWindow(query));

  /** 422 unless the caller may give a task to `assignee` (see saveTask in the contract). */
  async function checkAssignee(tx: Queryable, caller: Caller, assignee: number): Promise<void> {
    if (assignee === caller.userId) return;
    if (await repo.isInCircle(tx, circleOf(caller), assignee)) return;
    if (caller.role !== 'student' && (await reach(tx, caller, 'student', assignee)) === 'ok') return;
    throw new Unprocessable('you may not assign a task to this user', [
      { field: 'body/assigned_to', message: caller.role === 'student' ? 'a student assigns tasks only to themself' : 'is not one of your task users or students' },
    ]);
  }

  /** The body with its defaults, checked; `current` is the stored task on an update. */
  async function fieldsOf(tx: Queryable, caller: Caller, body: PortalBody<'saveTask'>, current: TaskState | null): Promise<TaskFields> {
    const title = body.title.trim();
    if (title.length === 0) throw new Invalid([{ field: 'body/title', message: 'must not be blank' }]);
    const description = body.description?.trim() ? body.description.trim() : null;
    const dueDate = body.due_date ?? null;
    if (dueDate !== null && dueDate !== current?.due_date && dueDate < earliestToday(clock.now())) {
      throw new Unprocessable('the due date is in the past', [{ field: 'body/due_date', message: 'must be today or later' }]);
    }
    const assignee = body.assigned_to ?? caller.userId;
    if (assignee !== current?.assigned_to) await checkAssignee(tx, caller, assignee);
    const student = body.student_user_id ?? null;
    // The student a task is about must be one the caller reaches (403 not theirs, 404 no such student).
    if (student !== null && student !== current?.student_user_id) await assertReach(tx, caller, 'student', student, 'body/student_user_id');
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
    const heading = `New task: ${fields.title}`;
    await notify(tx, {
      userIds: [fields.assigned_to],
      name: 'task_assigned',
      heading: heading.length > 200 ? `${heading.slice(0, 199)}…` : heading,
      text: `${caller.firstName} ${caller.lastName} assigned you a task${fields.due_date ? `, due ${fields.due_date}` : ''} (task ${taskId}).`,
      link: (await repo.findUserType(tx, fields.assigned_to)) === 'student' ? '/home' : '/tasks',
    });
  }

  return {
    /** GET /common/tasks: the tasks assigned to the caller. */
    list(caller: Caller, query: ListQuery): Promise<Page<Task>> {
      return listPage(db, { kind: 'assigned_to', userId: caller.userId }, query);
    },

    /** GET /common/tasks-assigned: the tasks the caller gave to someone else. */
    listAssigned(caller: Caller, query: PortalQuery<'listAssignedTasks'>): Promise<Page<Task>> {
      return listPage(db, { kind: 'assigned_by', userId: caller.userId }, query);
    },

    /**
     * GET /common/tasks/{user_id}: that user's tasks, after moving `delete_task_id` to the deleted list (x-access has
     * checked that the user is the caller's team and the task the caller's). `dryRun` (a HEAD) deletes nothing.
     */
    async listForUser(caller: Caller, userId: number, query: PortalQuery<'listOrDeleteUserTasks'>, dryRun: boolean) {
      const scope: TaskScope = { kind: 'assigned_to', userId };
      const deleteTaskId = query.delete_task_id;
      if (deleteTaskId === undefined) return { ...(await listPage(db, scope, query)), deleted_task_id: null };
      return db.transaction(async (tx) => {
        if (!dryRun) await repo.softDeleteTask(tx, deleteTaskId, caller.userId);
        return { ...(await listPage(tx, scope, query)), deleted_task_id: deleteTaskId };
      });
    },

    /** POST /common/tasks: creates (task_id left out) or replaces a task; `created` says which. */
    async save(caller: Caller, body: PortalBody<'saveTask'>): Promise<{ task: Task; created: boolean }> {
      return db.transaction(async (tx) => {
        if (body.task_id === undefined) {
          const fields = await fieldsOf(tx, caller, body, null);
          const id = await repo.insertTask(tx, caller.userId, fields);
          await tellAssignee(tx, caller, id, fields);
          return { task: (await repo.findTask(tx, id))!, created: true };
        }
        const current = await repo.lockTaskState(tx, body.task_id);
        if (!current) throw new NotFound(`body/task_id: no task ${body.task_id}`);
        if (current.status === 'deleted') {
          throw new Conflict('this task was deleted and can no longer be changed', [{ field: 'body/task_id', message: 'is deleted' }]);
        }
        const fields = await fieldsOf(tx, caller, body, current);
        await repo.updateTask(tx, current.task_id, fields);
        if (fields.assigned_to !== current.assigned_to) await tellAssignee(tx, caller, current.task_id, fields);
        return { task: (await repo.findTask(tx, current.task_id))!, created: false };
      });
    },

    /** GET /common/tasks-users: the assignee picker. */
    users(caller: Caller, query: PortalQuery<'listTaskUsers'>) {
      return repo.listCircle(db, circleOf(caller), query.q, pageWindow(query));
    },

    /** GET /common/tasks-students: the students the caller reaches. */
    students(caller: Caller, query: PortalQuery<'listTaskStudents'>) {
      return repo.listReachableStudents(db, caller, query.q, pageWindow(query));
    },
  };
}

export type TasksService = ReturnType<typeof makeTasksService>;
