export { ExportTransactionsButton } from './ui/export-transactions-button';
export type { ExportTransactionsButtonProps } from './ui/export-transactions-button';
