import { queryOptions } from '@tanstack/react-query';
import { portalApi, unwrap } from '@/shared/api';
import type { TaskFilter, TaskPriority } from '../model/task.types';

export type TaskListParams = { filter?: TaskFilter; tag?: TaskPriority; page?: number; pageSize?: number };

// The caller's tasks (GET /common/tasks: open ones without a filter, soonest due first). Features that change a task
// invalidate by `taskQueries.all()`.
export const taskQueries = {
  all: () => ['task'] as const,
  mine: ({ filter, tag, page = 1, pageSize = 20 }: TaskListParams = {}) =>
    queryOptions({
      queryKey: [...taskQueries.all(), 'mine', { filter, tag, page, pageSize }],
      queryFn: async ({ signal }) =>
        unwrap(await portalApi.GET('/common/tasks', { params: { query: { filter, tag, page, page_size: pageSize } }, signal })).data,
    }),
};
