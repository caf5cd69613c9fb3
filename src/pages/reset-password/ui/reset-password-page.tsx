import { useState, type FormEvent } from 'react';
import { Link, useLocation } from 'react-router';
import { resetPasswordBody } from '@contract/forms';
import { resetPassword } from '@/features/reset-password';
import { RateLimitNotice, rateLimitedUntil, useSecondsUntil } from '@/entities/session';
import { isApiFailure } from '@/shared/api';
import { checkBody, pickRules, useForm } from '@/shared/lib/form';
import { Button } from '@/shared/ui/button';
import { Muted, Notice, PageHeading } from '@/shared/ui/page';
import { ErrorState } from '@/shared/ui/state';
import { TextField } from '@/shared/ui/text-field';

type Status = 'idle' | 'saving' | 'done' | 'expired' | 'failed';
type Fields = { password: string; confirm: string };

/** The password's rules (the contract's; the token is the link's, not the user's to correct). */
const PASSWORD_RULES = pickRules(resetPasswordBody, ['password']);

function validate({ password, confirm }: Fields) {
  const errors: Partial<Record<keyof Fields, string>> = checkBody(PASSWORD_RULES, { password });
  if (!errors.password && password !== confirm) errors.confirm = 'The two passwords are not the same.';
  return errors;
}

/** The page of the mailed link `/resetpassword?token=…`. */
export function ResetPasswordPage() {
  const token = new URLSearchParams(useLocation().search).get('token') ?? '';
  const form = useForm<Fields>({ password: '', confirm: '' }, { rules: resetPasswordBody });
  const [status, setStatus] = useState<Status>('idle');
  // After a 429: when the server's wait is over; the form counts it down and waits for it.
  const [retryAt, setRetryAt] = useState<number | null>(null);
  const waitSeconds = useSecondsUntil(retryAt);

  if (!token)
    return (
      <ErrorState headingLevel={1} title="This link is incomplete" action={<Link to="/forgotpassword">Ask for a new link</Link>}>
        <p>Open the link from the email exactly as it was sent, or ask for a new one.</p>
      </ErrorState>
    );

  if (status === 'done')
    return (
      <>
        <PageHeading title="Your password was changed" />
        <Notice tone="success">You can now sign in with your new password.</Notice>
        <Link to="/">Sign in</Link>
      </>
    );

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (waitSeconds > 0) return;
    if (!form.check(validate(form.values))) return;
    setStatus('saving');
    setRetryAt(null);
    try {
      await resetPassword(token, form.values.password);
      setStatus('done');
    } catch (failure) {
      const limitedUntil = rateLimitedUntil(failure, Date.now());
      setRetryAt(limitedUntil);
      setStatus(limitedUntil !== null ? 'idle' : isApiFailure(failure) && (failure.status === 422 || failure.status === 400) ? 'expired' : 'failed');
    }
  };

  return (
    <>
      <PageHeading title="Choose a new password" lead="Use at least 8 characters. A few words together are easy to remember and hard to guess." />
      {status === 'expired' ? (
        <Notice tone="danger">
          This link has expired or was already used. <Link to="/forgotpassword">Ask for a new link</Link>.
        </Notice>
      ) : null}
      {status === 'failed' ? <Notice tone="danger">The password could not be changed just now. Try again in a moment.</Notice> : null}
      {retryAt !== null ? <RateLimitNotice secondsLeft={waitSeconds} /> : null}
      <form ref={form.formRef} onSubmit={handleSubmit} noValidate aria-label="Choose a new password">
        <TextField label="New password" type="password" autoComplete="new-password" required {...form.text('password')} />
        <TextField label="Confirm new password" type="password" autoComplete="new-password" required {...form.text('confirm')} />
        <Button type="submit" block size="lg" busy={status === 'saving'} disabled={waitSeconds > 0}>
          {status === 'saving' ? 'Saving…' : 'Save the new password'}
        </Button>
      </form>
      <Muted>
        <Link to="/">Back to sign in</Link>
      </Muted>
    </>
  );
}
