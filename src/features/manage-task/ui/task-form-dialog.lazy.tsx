import { lazy, Suspense } from 'react';
import { Spinner } from '@/shared/ui/loading-overlay';
import type { TaskFormDialogProps } from './task-form-dialog';

const LoadedTaskFormDialog = lazy(() => import('./task-form-dialog').then((m) => ({ default: m.TaskFormDialog })));

/** The task form, loaded the first time someone opens it (the lists paint without it). */
export function TaskFormDialog(props: TaskFormDialogProps) {
  return (
    <Suspense fallback={props.open ? <Spinner label="Opening the form" /> : null}>
      <LoadedTaskFormDialog {...props} />
    </Suspense>
  );
}
