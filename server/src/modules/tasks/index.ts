// The tasks module: a person's to-do list, tasks given to colleagues and students, and the pickers of a new task.
import { defineModule } from '../../platform/module.ts';
import { tasksHandlers } from './tasks.handlers.ts';
import { makeTasksService } from './tasks.service.ts';

export type { TasksService } from './tasks.service.ts';

export const tasksModule = defineModule({
  name: 'tasks',
  services: { tasks: makeTasksService },
  handlers: ({ tasks }) => ({ portal: tasksHandlers(tasks) }),
});
