import { lazyFormDialog } from '@/shared/ui/lazy-form-dialog';
import type { RemoveContactDialogProps } from './remove-contact-dialog';

/** The removal form, loaded the first time someone opens it. */
export const RemoveContactDialog = lazyFormDialog<RemoveContactDialogProps>(() => import('./remove-contact-dialog').then((m) => m.RemoveContactDialog));
