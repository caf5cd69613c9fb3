import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { loginBody } from '@contract/forms';
import { RateLimitNotice, useSecondsUntil, useSession, useSessionCommands, type SignInFailure } from '@/entities/session';
import { checkBody, useForm } from '@/shared/lib/form';
import { Button } from '@/shared/ui/button';
import { Notice, PageHeading, Muted } from '@/shared/ui/page';
import { TextField } from '@/shared/ui/text-field';

const FAILURE_TEXT: Record<SignInFailure, string> = {
  'invalid-credentials': 'The email or the password is not right. Check both and try again.',
  'rate-limited': 'Too many attempts in a short time. Wait a minute, then try again.',
  unreachable: 'Unipath could not be reached. Check your connection and try again.',
  unknown: 'Signing in did not work this time. Try again in a moment.',
};

type Fields = { email: string; password: string };

/** The login body's rules (the contract's) in the form's words. */
const TEXTS = {
  email: 'Enter the email address of your account, like name@example.com.',
  password: { required: 'Enter your password.' },
};

const toBody = (fields: Fields) => ({ email: fields.email.trim(), password: fields.password });

export function LoginPage() {
  const session = useSession();
  const commands = useSessionCommands();
  const form = useForm<Fields>({ email: '', password: '' }, { rules: loginBody });
  const [showPassword, setShowPassword] = useState(false);
  // After a 429: the seconds the server asked to wait, counted down; signing in again waits for them.
  const rateLimited = session.signInFailure === 'rate-limited' && session.signInRetryAt !== null;
  const waitSeconds = useSecondsUntil(rateLimited ? session.signInRetryAt : null);

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (waitSeconds > 0) return;
    const body = toBody(form.values);
    if (form.check(checkBody(loginBody, body, TEXTS))) commands.signIn(body);
  };

  return (
    <>
      <PageHeading title="Sign in" lead="Welcome back. Sign in to continue to Unipath." />
      {rateLimited ? (
        <RateLimitNotice secondsLeft={waitSeconds} />
      ) : session.signInFailure ? (
        <Notice tone="danger">{FAILURE_TEXT[session.signInFailure]}</Notice>
      ) : null}
      <form ref={form.formRef} onSubmit={handleSubmit} noValidate aria-label="Sign in">
        <TextField label="Email" type="email" autoComplete="username" inputMode="email" required {...form.text('email')} />
        <TextField label="Password" type={showPassword ? 'text' : 'password'} autoComplete="current-password" required {...form.text('password')} />
        <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', marginBottom: '1rem' }}>
          <Button variant="link" onClick={() => setShowPassword((shown) => !shown)} aria-pressed={showPassword}>
            {showPassword ? 'Hide password' : 'Show password'}
          </Button>
          <Link to="/forgotpassword">Forgot your password?</Link>
        </div>
        <Button type="submit" block size="lg" busy={session.isSigningIn} disabled={waitSeconds > 0}>
          {session.isSigningIn ? 'Signing in…' : 'Sign in'}
        </Button>
      </form>
      <Muted>
        New to Unipath? <Link to="/register">Create a student account</Link>
      </Muted>
    </>
  );
}
