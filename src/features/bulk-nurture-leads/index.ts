export { BulkNurtureDialog } from './ui/bulk-nurture-dialog.lazy';
export type { BulkNurtureDialogProps } from './ui/bulk-nurture-dialog';
export { nurtureReport } from './model/bulk-nurture';
