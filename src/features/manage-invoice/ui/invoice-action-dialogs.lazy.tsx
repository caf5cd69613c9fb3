import { lazyFormDialog } from '@/shared/ui/lazy-form-dialog';
import type { InvoiceActionDialogProps } from './invoice-action-dialogs';

// The invoice's action forms load the first time one opens (the invoice paints without them).
const load = () => import('./invoice-action-dialogs');

export const IssueInvoiceDialog = lazyFormDialog<InvoiceActionDialogProps>(() => load().then((m) => m.IssueInvoiceDialog));
export const RecordPaymentDialog = lazyFormDialog<InvoiceActionDialogProps>(() => load().then((m) => m.RecordPaymentDialog));
export const VoidInvoiceDialog = lazyFormDialog<InvoiceActionDialogProps>(() => load().then((m) => m.VoidInvoiceDialog));
export const CreditNoteDialog = lazyFormDialog<InvoiceActionDialogProps>(() => load().then((m) => m.CreditNoteDialog));
