import { lazyFormDialog } from '@/shared/ui/lazy-form-dialog';
import type { ImportLeadsDialogProps } from './import-leads-dialog';

/** The import dialog, loaded the first time someone imports. */
export const ImportLeadsDialog = lazyFormDialog<ImportLeadsDialogProps>(() => import('./import-leads-dialog').then((m) => m.ImportLeadsDialog));
