import { lazyFormDialog } from '@/shared/ui/lazy-form-dialog';
import type { TaskFormDialogProps } from './task-form-dialog';

/** The task form, loaded the first time someone opens it (the lists paint without it). */
export const TaskFormDialog = lazyFormDialog<TaskFormDialogProps>(() => import('./task-form-dialog').then((m) => m.TaskFormDialog));
