export { IssueInvoiceDialog, RecordPaymentDialog, VoidInvoiceDialog, CreditNoteDialog } from './ui/invoice-action-dialogs.lazy';
export type { InvoiceActionDialogProps } from './ui/invoice-action-dialogs';
