import { lazyFormDialog } from '@/shared/ui/lazy-form-dialog';
import type { ImportContactsDialogProps } from './import-contacts-dialog';

/** The import dialog, loaded the first time someone imports. */
export const ImportContactsDialog = lazyFormDialog<ImportContactsDialogProps>(() => import('./import-contacts-dialog').then((m) => m.ImportContactsDialog));
