import { removeListContactBody } from '@contract/forms';
import type { ContactList } from '@/entities/nurturing';
import { useForm } from '@/shared/lib/form';
import { FormActions, FormDialog, type FormDialogProps, FormShell } from '@/shared/ui/form-dialog';

import { TextField } from '@/shared/ui/text-field';
import { useRemoveListContact } from '../api/remove-list-contact.mutation';
import { removeContactFailure, toRemoveContactBody, validateRemoveContact, type RemoveContactFields } from '../model/remove-contact-form';

export type RemoveContactDialogProps = FormDialogProps & { list: ContactList; onRemoved: (email: string, list: ContactList) => void };

/** "Remove a contact" (POST /my-lead/mail/remove-contact): one address out of one list; started campaigns keep it. */
export function RemoveContactDialog({ list, onRemoved, ...dialog }: RemoveContactDialogProps) {
  return (
    <FormDialog {...dialog} title={`Remove a contact from ${list.name}`} description="Campaigns already started keep their recipients.">
      {(close, finish) => <RemoveContact list={list} onCancel={close} onRemoved={finish((email: string) => onRemoved(email, list))} />}
    </FormDialog>
  );
}

function RemoveContact({ list, onCancel, onRemoved }: { list: ContactList; onCancel: () => void; onRemoved: (email: string) => void }) {
  const form = useForm<RemoveContactFields>({ email: '' }, { rules: removeListContactBody });
  const remove = useRemoveListContact();
  const handleSubmit = form.sendWith(validateRemoveContact, remove, {
    toBody: (fields) => toRemoveContactBody(list.list_id, fields),
    failure: removeContactFailure,
    onDone: (result) => onRemoved(result.removed_email),
  });
  return (
    <FormShell form={form} onSubmit={handleSubmit} label="Remove a contact">
      <TextField label="Email" type="email" autoComplete="off" {...form.text('email')} />
      <FormActions submit="Remove contact" busyLabel="Removing…" busy={remove.isPending} onCancel={onCancel} />
    </FormShell>
  );
}
