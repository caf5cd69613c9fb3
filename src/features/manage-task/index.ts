export { TaskFormDialog } from './ui/task-form-dialog.lazy';
export type { TaskFormDialogProps } from './ui/task-form-dialog';
export { useSaveTask, useDeleteTask } from './api/task.mutations';
export { statusBody } from './model/task-body';
