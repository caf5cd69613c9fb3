export { ImportLeadsDialog } from './ui/import-leads-dialog.lazy';
export type { ImportLeadsDialogProps } from './ui/import-leads-dialog';
