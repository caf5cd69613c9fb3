import type { PortalComponents } from '@/shared/api';

export type Task = PortalComponents['schemas']['Task'];
export type TaskPriority = PortalComponents['schemas']['TaskPriority'];
export type TaskFilter = PortalComponents['schemas']['TaskFilter'];
export type TaskSaveBody = PortalComponents['schemas']['TaskSaveBody'];
export type TaskUser = PortalComponents['schemas']['TaskUser'];
export type TaskStudent = PortalComponents['schemas']['TaskStudent'];

export const TASK_PRIORITIES: readonly TaskPriority[] = ['high', 'medium', 'low'];

export const PRIORITY_LABEL: Record<TaskPriority, string> = { high: 'High priority', medium: 'Medium priority', low: 'Low priority' };
