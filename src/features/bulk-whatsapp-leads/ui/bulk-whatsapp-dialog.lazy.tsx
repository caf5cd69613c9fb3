import { lazyFormDialog } from '@/shared/ui/lazy-form-dialog';
import type { BulkWhatsAppDialogProps } from './bulk-whatsapp-dialog';

/** The bulk WhatsApp broadcast, loaded the first time someone opens it. */
export const BulkWhatsAppDialog = lazyFormDialog<BulkWhatsAppDialogProps>(() => import('./bulk-whatsapp-dialog').then((m) => m.BulkWhatsAppDialog));
