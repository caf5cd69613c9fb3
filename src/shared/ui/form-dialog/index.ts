export { FormDialog } from './form-dialog';
export type { FormDialogProps } from './form-dialog';
export { FormActions } from './form-actions';
export type { FormActionsProps } from './form-actions';
