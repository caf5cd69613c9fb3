export { ConfirmMutationDialog } from './confirm-mutation-dialog';
export type { ConfirmableMutation, ConfirmMutationDialogProps } from './confirm-mutation-dialog';
export { ReceivedRow } from './received-row';
