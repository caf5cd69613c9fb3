import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { sendPasswordResetLinkBody } from '@contract/forms';
import { sendPasswordResetLink } from '@/features/reset-password';
import { RateLimitNotice, rateLimitedUntil, useSecondsUntil } from '@/entities/session';
import { checkBody, useForm } from '@/shared/lib/form';
import { Button } from '@/shared/ui/button';
import { Muted, Notice, PageHeading } from '@/shared/ui/page';
import { TextField } from '@/shared/ui/text-field';

/** The body's rules (the contract's) in the form's words. */
const TEXTS = { email: 'Enter the email address of your account, like name@example.com.' };

type Status =
  | { kind: 'idle' }
  | { kind: 'sending' }
  | { kind: 'sent'; email: string }
  | { kind: 'failed'; message: string }
  /** A 429: the form counts down the server's wait (epoch ms when it is over). */
  | { kind: 'limited'; retryAt: number };

export function ForgotPasswordPage() {
  const form = useForm({ email: '' }, { rules: sendPasswordResetLinkBody });
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const waitSeconds = useSecondsUntil(status.kind === 'limited' ? status.retryAt : null);

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (waitSeconds > 0) return;
    const value = form.values.email.trim();
    if (!form.check(checkBody(sendPasswordResetLinkBody, { email: value }, TEXTS))) return;
    setStatus({ kind: 'sending' });
    try {
      await sendPasswordResetLink(value);
      setStatus({ kind: 'sent', email: value });
    } catch (failure) {
      const retryAt = rateLimitedUntil(failure, Date.now());
      setStatus(retryAt !== null ? { kind: 'limited', retryAt } : { kind: 'failed', message: 'The link could not be sent just now. Try again in a moment.' });
    }
  };

  if (status.kind === 'sent')
    return (
      <>
        <PageHeading title="Check your email" />
        <Notice tone="success">
          If an account exists for <strong>{status.email}</strong>, we have sent it a link to choose a new password. The link works
          for 30 minutes.
        </Notice>
        <Muted>
          Nothing arrived? Look in your spam folder, or <Button variant="link" onClick={() => setStatus({ kind: 'idle' })}>send it again</Button>.
        </Muted>
        <Link to="/">Back to sign in</Link>
      </>
    );

  return (
    <>
      <PageHeading title="Forgot your password?" lead="Enter the email of your account and we will send you a link to choose a new one." />
      {status.kind === 'failed' ? <Notice tone="danger">{status.message}</Notice> : null}
      {status.kind === 'limited' ? <RateLimitNotice secondsLeft={waitSeconds} /> : null}
      <form ref={form.formRef} onSubmit={handleSubmit} noValidate aria-label="Send a password reset link">
        <TextField label="Email" type="email" autoComplete="email" inputMode="email" required {...form.text('email')} />
        <Button type="submit" block size="lg" busy={status.kind === 'sending'} disabled={waitSeconds > 0}>
          {status.kind === 'sending' ? 'Sending…' : 'Send the link'}
        </Button>
      </form>
      <Muted>
        Remembered it? <Link to="/">Back to sign in</Link>
      </Muted>
    </>
  );
}
