import { useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { portalApi, unwrap } from '@/shared/api';
import { useFormFeedback } from '@/shared/lib/form';
import { Button } from '@/shared/ui/button';
import { Notice } from '@/shared/ui/page';
import { TextField } from '@/shared/ui/text-field';
import { passwordChangeFailure, PASSWORD_MAX, validatePasswordChange, type PasswordErrors, type PasswordFields } from '../model/change-password-form';

const EMPTY: PasswordFields = { current: '', next: '', confirm: '' };

/**
 * Change password (POST /common/change-password): the current one, the new one twice. This browser stays signed in;
 * the server signs every other one out, and the form says so.
 */
export function ChangePasswordForm() {
  const [fields, setFields] = useState<PasswordFields>(EMPTY);
  const { formRef, errors, formError, check, refuse } = useFormFeedback<keyof PasswordErrors>();
  const [done, setDone] = useState<string | null>(null);
  const change = useMutation({
    mutationFn: async (body: { current_password: string; new_password: string }) => unwrap(await portalApi.POST('/common/change-password', { body })).data,
  });

  const set = (name: keyof PasswordFields, value: string) => setFields((current) => ({ ...current, [name]: value }));

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setDone(null);
    if (!check(validatePasswordChange(fields))) return;
    change.mutate(
      { current_password: fields.current, new_password: fields.next },
      {
        onSuccess: (data) => {
          setFields(EMPTY);
          setDone(data.message);
        },
        onError: (error) => refuse(passwordChangeFailure(error)),
      },
    );
  };

  return (
    <form ref={formRef} onSubmit={handleSubmit} noValidate aria-label="Change password">
      {done ? <Notice tone="success">{done}</Notice> : null}
      {formError ? <Notice tone="danger">{formError}</Notice> : null}
      <TextField label="Current password" type="password" name="current_password" autoComplete="current-password" maxLength={PASSWORD_MAX} value={fields.current} onChange={(e) => set('current', e.target.value)} error={errors.current} />
      <TextField
        label="New password"
        type="password"
        name="new_password"
        autoComplete="new-password"
        maxLength={PASSWORD_MAX}
        hint="At least 8 characters. A few words together are easy to remember and hard to guess."
        value={fields.next}
        onChange={(e) => set('next', e.target.value)}
        error={errors.next}
      />
      <TextField label="Confirm new password" type="password" name="confirm_password" autoComplete="new-password" maxLength={PASSWORD_MAX} value={fields.confirm} onChange={(e) => set('confirm', e.target.value)} error={errors.confirm} />
      <Button type="submit" busy={change.isPending}>
        {change.isPending ? 'Changing…' : 'Change password'}
      </Button>
    </form>
  );
}
