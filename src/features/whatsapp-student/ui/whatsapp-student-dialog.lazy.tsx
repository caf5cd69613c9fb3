import { lazyFormDialog } from '@/shared/ui/lazy-form-dialog';
import type { WhatsAppStudentDialogProps } from './whatsapp-student-dialog';

/** The WhatsApp form, loaded the first time someone opens it. */
export const WhatsAppStudentDialog = lazyFormDialog<WhatsAppStudentDialogProps>(() => import('./whatsapp-student-dialog').then((m) => m.WhatsAppStudentDialog));
