import { useState, type FormEvent } from 'react';
import { Link, useLocation } from 'react-router';
import { RateLimitNotice, rateLimitedUntil, useSecondsUntil } from '@/entities/session';
import { isApiFailure, portalApi, unwrap } from '@/shared/api';
import { Button } from '@/shared/ui/button';
import { Muted, Notice, PageHeading } from '@/shared/ui/page';
import { ErrorState } from '@/shared/ui/state';
import { TextField } from '@/shared/ui/text-field';

type Status = 'idle' | 'saving' | 'done' | 'expired' | 'failed';

/** The page of the mailed link `/resetpassword?token=…`. */
export function ResetPasswordPage() {
  const token = new URLSearchParams(useLocation().search).get('token') ?? '';
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<{ password?: string; confirm?: string }>({});
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
    const next: typeof errors = {};
    if (password.length < 8) next.password = 'Use at least 8 characters.';
    else if (password !== confirm) next.confirm = 'The two passwords are not the same.';
    setErrors(next);
    if (next.password || next.confirm) return;
    setStatus('saving');
    setRetryAt(null);
    try {
      unwrap(await portalApi.POST('/reset-password', { body: { token, password } }));
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
      <form onSubmit={handleSubmit} noValidate aria-label="Choose a new password">
        <TextField label="New password" type="password" name="password" autoComplete="new-password" required value={password} onChange={(e) => setPassword(e.target.value)} error={errors.password} />
        <TextField label="Confirm new password" type="password" name="confirm" autoComplete="new-password" required value={confirm} onChange={(e) => setConfirm(e.target.value)} error={errors.confirm} />
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
