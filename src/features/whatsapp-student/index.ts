export { WhatsAppStudentDialog } from './ui/whatsapp-student-dialog.lazy';
export type { WhatsAppStudentDialogProps } from './ui/whatsapp-student-dialog';
export { toWhatsAppBody, validateWhatsApp, whatsAppFailure } from './model/whatsapp-student-form';
export type { WhatsAppFields } from './model/whatsapp-student-form';
