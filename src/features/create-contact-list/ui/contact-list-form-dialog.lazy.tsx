import { lazyFormDialog } from '@/shared/ui/lazy-form-dialog';
import type { ContactListFormDialogProps } from './contact-list-form-dialog';

/** The new-list form, loaded the first time someone opens it. */
export const ContactListFormDialog = lazyFormDialog<ContactListFormDialogProps>(() => import('./contact-list-form-dialog').then((m) => m.ContactListFormDialog));
