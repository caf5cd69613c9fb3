import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { RateLimitNotice, useSecondsUntil, useSession, useSessionCommands, type SignInFailure } from '@/entities/session';
import { Button } from '@/shared/ui/button';
import { Notice, PageHeading, Muted } from '@/shared/ui/page';
import { TextField } from '@/shared/ui/text-field';

const FAILURE_TEXT: Record<SignInFailure, string> = {
  'invalid-credentials': 'The email or the password is not right. Check both and try again.',
  'rate-limited': 'Too many attempts in a short time. Wait a minute, then try again.',
  unreachable: 'Unipath could not be reached. Check your connection and try again.',
  unknown: 'Signing in did not work this time. Try again in a moment.',
};

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function LoginPage() {
  const session = useSession();
  const commands = useSessionCommands();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [showPassword, setShowPassword] = useState(false);
  const [errors, setErrors] = useState<{ email?: string; password?: string }>({});
  // After a 429: the seconds the server asked to wait, counted down; signing in again waits for them.
  const rateLimited = session.signInFailure === 'rate-limited' && session.signInRetryAt !== null;
  const waitSeconds = useSecondsUntil(rateLimited ? session.signInRetryAt : null);

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (waitSeconds > 0) return;
    const next: typeof errors = {};
    if (!EMAIL.test(email.trim())) next.email = 'Enter the email address of your account, like name@example.com.';
    if (password.length === 0) next.password = 'Enter your password.';
    setErrors(next);
    if (next.email || next.password) return;
    commands.signIn({ email: email.trim(), password });
  };

  return (
    <>
      <PageHeading title="Sign in" lead="Welcome back. Sign in to continue to Unipath." />
      {rateLimited ? (
        <RateLimitNotice secondsLeft={waitSeconds} />
      ) : session.signInFailure ? (
        <Notice tone="danger">{FAILURE_TEXT[session.signInFailure]}</Notice>
      ) : null}
      <form onSubmit={handleSubmit} noValidate aria-label="Sign in">
        <TextField
          label="Email"
          type="email"
          name="email"
          autoComplete="username"
          inputMode="email"
          required
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          error={errors.email}
        />
        <TextField
          label="Password"
          type={showPassword ? 'text' : 'password'}
          name="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          error={errors.password}
        />
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
