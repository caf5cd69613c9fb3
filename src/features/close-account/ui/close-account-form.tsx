import { useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useSessionCommands } from '@/entities/session';
import { portalApi, unwrap } from '@/shared/api';
import { useFormFeedback } from '@/shared/lib/form';
import { Button } from '@/shared/ui/button';
import { CheckboxField } from '@/shared/ui/checkbox-field';
import { Dialog } from '@/shared/ui/dialog';
import { Actions, Notice } from '@/shared/ui/page';
import { TextAreaField, TextField } from '@/shared/ui/text-field';
import { closeAccountFailure, REASON_MAX, validateCloseAccount, type CloseAccountErrors, type CloseAccountFields } from '../model/close-account-form';

const EMPTY: CloseAccountFields = { password: '', reason: '', understood: false };

/**
 * Close my account (POST /common/delete-account) with the password and an explicit confirmation. The server signs
 * every session out; the page says what happens to the data, then signs this browser out too.
 */
export function CloseAccountForm() {
  const { signOut } = useSessionCommands();
  const [fields, setFields] = useState<CloseAccountFields>(EMPTY);
  const { formRef, errors, formError, check, refuse } = useFormFeedback<keyof CloseAccountErrors>();
  const [closed, setClosed] = useState<string | null>(null);
  const close = useMutation({
    mutationFn: async (body: { password: string; reason?: string }) => unwrap(await portalApi.POST('/common/delete-account', { body })).data,
  });

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!check(validateCloseAccount(fields))) return;
    const reason = fields.reason.trim();
    close.mutate(
      { password: fields.password, ...(reason ? { reason } : {}) },
      {
        onSuccess: (data) => setClosed(data.message),
        onError: (error) => refuse(closeAccountFailure(error)),
      },
    );
  };

  return (
    <>
      <form ref={formRef} onSubmit={handleSubmit} noValidate aria-label="Close my account">
        {formError ? <Notice tone="danger">{formError}</Notice> : null}
        <TextField label="Your password" type="password" name="password" autoComplete="current-password" value={fields.password} onChange={(e) => setFields({ ...fields, password: e.target.value })} error={errors.password} />
        <TextAreaField
          label="Why are you leaving? (optional)"
          name="reason"
          rows={3}
          maxLength={REASON_MAX}
          value={fields.reason}
          onChange={(e) => setFields({ ...fields, reason: e.target.value })}
          error={errors.reason}
        />
        <CheckboxField
          name="understood"
          checked={fields.understood}
          onChange={(e) => setFields({ ...fields, understood: e.target.checked })}
          label="I understand that I am signed out everywhere and cannot sign in to this account again."
          error={errors.understood}
        />
        <Button type="submit" variant="danger" busy={close.isPending}>
          {close.isPending ? 'Closing…' : 'Close my account'}
        </Button>
      </form>
      <Dialog open={closed !== null} onOpenChange={(open) => (open ? null : signOut())} title="Your account is closed">
        <p>{closed}</p>
        <Actions>
          <Button onClick={signOut}>Sign out</Button>
        </Actions>
      </Dialog>
    </>
  );
}
