export { RemoveContactDialog } from './ui/remove-contact-dialog.lazy';
export type { RemoveContactDialogProps } from './ui/remove-contact-dialog';
