import { createContactListBody } from '@contract/forms';
import type { ContactList } from '@/entities/nurturing';
import { useForm } from '@/shared/lib/form';
import { FormActions, FormDialog, type FormDialogProps, FormShell } from '@/shared/ui/form-dialog';

import { TextAreaField, TextField } from '@/shared/ui/text-field';
import { useCreateContactList } from '../api/create-contact-list.mutation';
import { contactListFailure, emptyContactList, toContactListBody, validateContactList, type ContactListFields } from '../model/contact-list-form';

export type ContactListFormDialogProps = FormDialogProps & { onCreated: (list: ContactList) => void };

/** "New list" (POST /my-lead/mail/contact-list): an empty list, named; contacts come by import. */
export function ContactListFormDialog({ onCreated, ...dialog }: ContactListFormDialogProps) {
  return (
    <FormDialog {...dialog} title="New contact list" description="An empty list: import a CSV of contacts into it next.">
      {(close, finish) => <ContactListForm onCancel={close} onCreated={finish(onCreated)} />}
    </FormDialog>
  );
}

function ContactListForm({ onCancel, onCreated }: { onCancel: () => void; onCreated: (list: ContactList) => void }) {
  const form = useForm<ContactListFields>(emptyContactList, { rules: createContactListBody });
  const create = useCreateContactList();
  const handleSubmit = form.sendWith(validateContactList, create, { toBody: toContactListBody, failure: contactListFailure, onDone: onCreated });
  return (
    <FormShell form={form} onSubmit={handleSubmit} label="New contact list">
      <TextField label="Name" autoComplete="off" {...form.text('name')} />
      <TextAreaField label="Description (optional)" rows={3} {...form.text('description')} />
      <FormActions submit="Create list" busyLabel="Creating…" busy={create.isPending} onCancel={onCancel} />
    </FormShell>
  );
}
