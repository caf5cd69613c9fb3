import type { PortalComponents } from '@/shared/api';

export type Task = PortalComponents['schemas']['Task'];
export type TaskPriority = PortalComponents['schemas']['TaskPriority'];
export type TaskFilter = PortalComponents['schemas']['TaskFilter'];
