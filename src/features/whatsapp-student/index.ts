// The dialog itself: the page that offers it imports this slice lazily, when someone first opens it.
export { WhatsAppStudentDialog } from './ui/whatsapp-student-dialog';
export type { WhatsAppStudentDialogProps } from './ui/whatsapp-student-dialog';
