export { tasksHandlers } from './tasks.handlers.ts';
export { makeTasksService, earliestToday, type TasksService } from './tasks.service.ts';
