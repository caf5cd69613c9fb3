import { removeListContactBody } from '@contract/forms';
import type { ContactList } from '@/entities/nurturing';
import { useForm } from '@/shared/lib/form';
import { FormActions, FormDialog, type FormDialogProps } from '@/shared/ui/form-dialog';
import { Notice } from '@/shared/ui/page';
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
  const handleSubmit = form.submitWith(validateRemoveContact, (fields) =>
    remove.mutate(toRemoveContactBody(list.list_id, fields), {
      onSuccess: (result) => onRemoved(result.removed_email),
      onError: (error) => form.refuse(removeContactFailure(error)),
    }),
  );
  return (
    <form ref={form.formRef} onSubmit={handleSubmit} noValidate aria-label="Remove a contact">
      {form.formError ? <Notice tone="danger">{form.formError}</Notice> : null}
      <TextField label="Email" type="email" autoComplete="off" {...form.text('email')} />
      <FormActions submit="Remove contact" busyLabel="Removing…" busy={remove.isPending} onCancel={onCancel} />
    </form>
  );
}
