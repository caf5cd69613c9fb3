export { DraftInvoiceDialog } from './ui/draft-invoice-dialog.lazy';
export type { DraftInvoiceDialogProps } from './ui/draft-invoice-dialog';
