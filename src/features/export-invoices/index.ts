export { ExportInvoicesButton } from './ui/export-invoices-button';
export type { ExportInvoicesButtonProps } from './ui/export-invoices-button';
