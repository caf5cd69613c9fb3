import { lazyFormDialog } from '@/shared/ui/lazy-form-dialog';
import type { AssignmentRulesDialogProps } from './assignment-rules-dialog';

/** The assignment-rules dialog, loaded the first time someone opens it. */
export const AssignmentRulesDialog = lazyFormDialog<AssignmentRulesDialogProps>(() => import('./assignment-rules-dialog').then((m) => m.AssignmentRulesDialog));
