import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { RateLimitNotice, rateLimitedUntil, useSecondsUntil } from '@/entities/session';
import { portalApi, unwrap } from '@/shared/api';
import { Button } from '@/shared/ui/button';
import { Muted, Notice, PageHeading } from '@/shared/ui/page';
import { TextField } from '@/shared/ui/text-field';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

type Status =
  | { kind: 'idle' }
  | { kind: 'sending' }
  | { kind: 'sent'; email: string }
  | { kind: 'failed'; message: string }
  /** A 429: the form counts down the server's wait (epoch ms when it is over). */
  | { kind: 'limited'; retryAt: number };

export function ForgotPasswordPage() {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const waitSeconds = useSecondsUntil(status.kind === 'limited' ? status.retryAt : null);

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (waitSeconds > 0) return;
    const value = email.trim();
    if (!EMAIL.test(value)) {
      setError('Enter the email address of your account, like name@example.com.');
      return;
    }
    setError(null);
    setStatus({ kind: 'sending' });
    try {
      unwrap(await portalApi.POST('/send-password-reset-link', { body: { email: value } }));
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
      <form onSubmit={handleSubmit} noValidate aria-label="Send a password reset link">
        <TextField label="Email" type="email" name="email" autoComplete="email" inputMode="email" required value={email} onChange={(e) => setEmail(e.target.value)} error={error} />
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
