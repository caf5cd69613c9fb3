export { taskQueries, saveTask, deleteTask } from './api/task.queries';
export type { TaskListParams, TaskPeopleParams } from './api/task.queries';
export { DUE_SOON_DAYS, daysUntil, describeDue, dueState, formatDueDate, localDate } from './model/due-date';
export type { DueState } from './model/due-date';
export { TASK_PRIORITIES, PRIORITY_LABEL } from './model/task.types';
export type { Task, TaskFilter, TaskPriority, TaskSaveBody, TaskUser, TaskStudent } from './model/task.types';
export { taskFixture } from './lib/task.fixtures';
export { dueTone, priorityTone } from './ui/task-tone.css';
