export { BulkWhatsAppDialog } from './ui/bulk-whatsapp-dialog.lazy';
export type { BulkWhatsAppDialogProps } from './ui/bulk-whatsapp-dialog';
export { broadcastQueued } from './model/bulk-whatsapp';
