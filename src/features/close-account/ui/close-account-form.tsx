import { useState } from 'react';
import { deleteOwnAccountBody } from '@contract/forms';
import { useSessionCommands } from '@/entities/session';
import { useForm } from '@/shared/lib/form';
import { FormShell } from '@/shared/ui/form-dialog';
import { Button } from '@/shared/ui/button';
import { CheckboxField } from '@/shared/ui/checkbox-field';
import { Dialog } from '@/shared/ui/dialog';
import { Actions } from '@/shared/ui/page';
import { TextAreaField, TextField } from '@/shared/ui/text-field';
import { useCloseAccount } from '../api/close-account.mutation';
import { closeAccountFailure, toCloseAccountBody, validateCloseAccount, type CloseAccountFields } from '../model/close-account-form';

const EMPTY: CloseAccountFields = { password: '', reason: '', understood: false };

/**
 * Close my account (POST /common/delete-account) with the password and an explicit confirmation. The server signs
 * every session out; the page says what happens to the data, then signs this browser out too.
 */
export function CloseAccountForm() {
  const { signOut } = useSessionCommands();
  const form = useForm<CloseAccountFields>(EMPTY, { rules: deleteOwnAccountBody });
  const [closed, setClosed] = useState<string | null>(null);
  const close = useCloseAccount();

  const handleSubmit = form.sendWith(validateCloseAccount, close, {
    toBody: toCloseAccountBody,
    failure: closeAccountFailure,
    onDone: (data) => setClosed(data.message),
  });

  return (
    <>
      <FormShell form={form} onSubmit={handleSubmit} label="Close my account">
        <TextField label="Your password" type="password" autoComplete="current-password" {...form.text('password')} />
        <TextAreaField label="Why are you leaving? (optional)" rows={3} {...form.text('reason')} />
        <CheckboxField {...form.checkbox('understood')} label="I understand that I am signed out everywhere and cannot sign in to this account again." />
        <Button type="submit" variant="danger" busy={close.isPending}>
          {close.isPending ? 'Closing…' : 'Close my account'}
        </Button>
      </FormShell>
      <Dialog open={closed !== null} onOpenChange={(open) => (open ? null : signOut())} title="Your account is closed">
        <p>{closed}</p>
        <Actions>
          <Button onClick={signOut}>Sign out</Button>
        </Actions>
      </Dialog>
    </>
  );
}
