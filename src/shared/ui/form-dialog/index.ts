export { FormDialog } from './form-dialog';
export type { FinishWith, FormDialogProps } from './form-dialog';
export { ConfirmActions, FormActions } from './form-actions';
export type { ConfirmActionsProps, FormActionsProps } from './form-actions';
