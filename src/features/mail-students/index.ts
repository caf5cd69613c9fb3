// Only the lazy dialog: the bulk bar loads the form, its rules and its words when it first opens.
export { MailStudentsDialog } from './ui/mail-students-dialog.lazy';
export type { MailStudentsDialogProps } from './ui/mail-students-dialog';
