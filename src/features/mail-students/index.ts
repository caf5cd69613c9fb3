export { MailStudentsDialog } from './ui/mail-students-dialog.lazy';
export type { MailStudentsDialogProps } from './ui/mail-students-dialog';
export { toMailBody, toMailHtml, validateMail, mailFailure, mailReport } from './model/mail-students-form';
export type { MailStudentsFields } from './model/mail-students-form';
