export { SendLeadWhatsAppDialog } from './ui/send-lead-whatsapp-dialog';
export type { SendLeadWhatsAppDialogProps } from './ui/send-lead-whatsapp-dialog';
export { whatsAppOutcome } from './model/send-lead-whatsapp';
