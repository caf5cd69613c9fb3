export { FormDialog } from './form-dialog';
export type { FinishWith, FormDialogProps } from './form-dialog';
export { ConfirmActions, FormActions } from './form-actions';
export type { ConfirmActionsProps, FormActionsProps } from './form-actions';
export { FormShell } from './form-shell';
export type { FormShellProps } from './form-shell';
