export { taskQueries } from './api/task.queries';
export type { TaskListParams } from './api/task.queries';
export { DUE_SOON_DAYS, daysUntil, describeDue, dueState, formatDueDate, localDate } from './model/due-date';
export type { DueState } from './model/due-date';
export type { Task, TaskFilter, TaskPriority } from './model/task.types';
export { taskFixture } from './lib/task.fixtures';
