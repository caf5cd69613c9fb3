export { ConvertLeadDialog } from './ui/convert-lead-dialog.lazy';
export type { ConvertLeadDialogProps } from './ui/convert-lead-dialog';
