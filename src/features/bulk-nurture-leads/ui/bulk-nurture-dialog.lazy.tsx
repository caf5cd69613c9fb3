import { lazyFormDialog } from '@/shared/ui/lazy-form-dialog';
import type { BulkNurtureDialogProps } from './bulk-nurture-dialog';

/** The bulk enrolment, loaded the first time someone opens it. */
export const BulkNurtureDialog = lazyFormDialog<BulkNurtureDialogProps>(() => import('./bulk-nurture-dialog').then((m) => m.BulkNurtureDialog));
