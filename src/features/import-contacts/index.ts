export { ImportContactsDialog } from './ui/import-contacts-dialog.lazy';
export type { ImportContactsDialogProps } from './ui/import-contacts-dialog';
