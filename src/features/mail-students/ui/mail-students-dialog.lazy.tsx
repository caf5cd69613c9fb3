import { lazyFormDialog } from '@/shared/ui/lazy-form-dialog';
import type { MailStudentsDialogProps } from './mail-students-dialog';

/** The bulk email form, loaded the first time someone opens it. */
export const MailStudentsDialog = lazyFormDialog<MailStudentsDialogProps>(() => import('./mail-students-dialog').then((m) => m.MailStudentsDialog));
