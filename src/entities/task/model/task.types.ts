import type { TaskPriority } from '@contract/portal-schemas';

export type { Task, TaskPriority, TaskFilter, TaskSaveBody, TaskUser, TaskStudent } from '@contract/portal-schemas';

export const TASK_PRIORITIES: readonly TaskPriority[] = ['high', 'medium', 'low'];

export const PRIORITY_LABEL: Record<TaskPriority, string> = { high: 'High priority', medium: 'Medium priority', low: 'Low priority' };
