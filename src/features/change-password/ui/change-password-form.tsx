import { useState } from 'react';
import { changePasswordBody } from '@contract/forms';
import { useForm } from '@/shared/lib/form';
import { Button } from '@/shared/ui/button';
import { Notice } from '@/shared/ui/page';
import { TextField } from '@/shared/ui/text-field';
import { useChangePassword } from '../api/change-password.mutation';
import {
  PASSWORD_FIELD_NAMES,
  passwordChangeFailure,
  toPasswordChangeBody,
  validatePasswordChange,
  type PasswordFields,
} from '../model/change-password-form';

const EMPTY: PasswordFields = { current: '', next: '', confirm: '' };

/**
 * Change password (POST /common/change-password): the current one, the new one twice. This browser stays signed in;
 * the server signs every other one out, and the form says so.
 */
export function ChangePasswordForm() {
  const form = useForm<PasswordFields>(EMPTY, { rules: changePasswordBody, names: PASSWORD_FIELD_NAMES });
  const [done, setDone] = useState<string | null>(null);
  const change = useChangePassword();

  const handleSubmit = form.submitWith(
    (fields) => {
      setDone(null);
      return validatePasswordChange(fields);
    },
    (fields) =>
      change.mutate(toPasswordChangeBody(fields), {
        onSuccess: (data) => {
          form.reset(EMPTY);
          setDone(data.message);
        },
        onError: (error) => form.refuse(passwordChangeFailure(error)),
      }),
  );

  return (
    <form ref={form.formRef} onSubmit={handleSubmit} noValidate aria-label="Change password">
      {done ? <Notice tone="success">{done}</Notice> : null}
      {form.formError ? <Notice tone="danger">{form.formError}</Notice> : null}
      <TextField label="Current password" type="password" autoComplete="current-password" {...form.text('current')} name="current_password" />
      <TextField
        label="New password"
        type="password"
        autoComplete="new-password"
        hint="At least 8 characters. A few words together are easy to remember and hard to guess."
        {...form.text('next')}
        name="new_password"
      />
      <TextField
        label="Confirm new password"
        type="password"
        autoComplete="new-password"
        {...form.text('confirm')}
        name="confirm_password"
        maxLength={changePasswordBody.fields.new_password.maxLength}
      />
      <Button type="submit" busy={change.isPending}>
        {change.isPending ? 'Changing…' : 'Change password'}
      </Button>
    </form>
  );
}
