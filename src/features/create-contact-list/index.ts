export { ContactListFormDialog } from './ui/contact-list-form-dialog.lazy';
export type { ContactListFormDialogProps } from './ui/contact-list-form-dialog';
export { toContactListBody, validateContactList, contactListFailure } from './model/contact-list-form';
export type { ContactListFields } from './model/contact-list-form';
