import { portalApi, unwrap } from '@/shared/api';
import { apiQuery } from '@/shared/api/query';
import type { TaskFilter, TaskPriority, TaskSaveBody } from '../model/task.types';

export type TaskListParams = { filter?: TaskFilter; tag?: TaskPriority; page?: number; pageSize?: number };

/** The people a task can go to or be about, narrowed by name (`q`). */
export type TaskPeopleParams = { q?: string };

const PEOPLE_PAGE_SIZE = 100;

// The caller's tasks (GET /common/tasks: open ones without a filter, soonest due first), those they assigned to
// others, and the pickers of the task form. Features that change a task invalidate by `taskQueries.all()`.
export const taskQueries = {
  all: () => ['task'] as const,
  mine: ({ filter, tag, page = 1, pageSize = 20 }: TaskListParams = {}) =>
    apiQuery([...taskQueries.all(), 'mine', { filter, tag, page, pageSize }], (signal) => portalApi.GET('/common/tasks', { params: { query: { filter, tag, page, page_size: pageSize } }, signal })),
  assigned: ({ filter, tag, page = 1, pageSize = 20 }: TaskListParams = {}) =>
    apiQuery([...taskQueries.all(), 'assigned', { filter, tag, page, pageSize }], (signal) => portalApi.GET('/common/tasks-assigned', { params: { query: { filter, tag, page, page_size: pageSize } }, signal })),
  /** Users the caller may assign to (the caller first). */
  users: ({ q }: TaskPeopleParams = {}) =>
    apiQuery([...taskQueries.all(), 'users', { q }], (signal) => portalApi.GET('/common/tasks-users', { params: { query: { q, page_size: PEOPLE_PAGE_SIZE } }, signal }), { staleTime: 5 * 60_000 }),
  /** Students a task can be about (and, for non-students, be assigned to). */
  students: ({ q }: TaskPeopleParams = {}) =>
    apiQuery([...taskQueries.all(), 'students', { q }], (signal) => portalApi.GET('/common/tasks-students', { params: { query: { q, page_size: PEOPLE_PAGE_SIZE } }, signal }), { staleTime: 5 * 60_000 }),
};

/** Creates a task (201) or updates the one named by task_id (200); the saved task comes back. */
export async function saveTask(body: TaskSaveBody) {
  return unwrap(await portalApi.POST('/common/tasks', { body })).data;
}

/**
 * Moves a task to the deleted list. The spec makes this a GET to /common/tasks/{user_id} (the contract's
 * listOrDeleteUserTasks); `userId` is the caller's own id.
 */
export async function deleteTask(userId: number, taskId: number) {
  return unwrap(await portalApi.GET('/common/tasks/{user_id}', { params: { path: { user_id: userId }, query: { delete_task_id: taskId, page_size: 1 } } }))
    .data;
}
