import { lazyFormDialog } from '@/shared/ui/lazy-form-dialog';
import type { DraftInvoiceDialogProps } from './draft-invoice-dialog';

/** The draft form, loaded the first time someone opens it (the list paints without it). */
export const DraftInvoiceDialog = lazyFormDialog<DraftInvoiceDialogProps>(() => import('./draft-invoice-dialog').then((m) => m.DraftInvoiceDialog));
