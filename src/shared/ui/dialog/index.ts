export { Dialog } from './dialog';
export type { DialogProps } from './dialog';
export { FormDialog, lazyFormDialog } from './form-dialog';
export type { FormDialogProps } from './form-dialog';
