import { lazyFormDialog } from '@/shared/ui/lazy-form-dialog';
import type { ConvertLeadDialogProps } from './convert-lead-dialog';

/** The convert dialog, loaded the first time someone converts (the lead's page paints without it). */
export const ConvertLeadDialog = lazyFormDialog<ConvertLeadDialogProps>(() => import('./convert-lead-dialog').then((m) => m.ConvertLeadDialog));
