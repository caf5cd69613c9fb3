import { useEffect, useState } from 'react';
import { Notice } from '@/shared/ui/page';

// The forms that the server rate-limits (sign-in, registration, password reset) say how long to wait after a 429
// and count it down; the form's button stays disabled until the wait is over.

const secondsUntil = (deadline: number | null, now: number) => (deadline === null ? 0 : Math.max(0, Math.ceil((deadline - now) / 1000)));

/** Whole seconds left until `deadline` (epoch ms), ticking each second; 0 once it has passed or without one. */
export function useSecondsUntil(deadline: number | null): number {
  const [left, setLeft] = useState(() => secondsUntil(deadline, Date.now()));
  useEffect(() => {
    setLeft(secondsUntil(deadline, Date.now()));
    if (deadline === null || deadline <= Date.now()) return undefined;
    const timer = setInterval(() => {
      const next = secondsUntil(deadline, Date.now());
      setLeft(next);
      if (next === 0) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [deadline]);
  return left;
}

/**
 * "Too many attempts — wait N seconds", counting down, then "You can try again now". The number is outside the alert's
 * announcement (aria-live off), so a screen reader says the message once rather than every second.
 */
export function RateLimitNotice({ secondsLeft }: { secondsLeft: number }) {
  if (secondsLeft <= 0) return <Notice tone="info">You can try again now.</Notice>;
  return (
    <Notice tone="warning">
      Too many attempts — wait <span aria-live="off">{secondsLeft}</span> {secondsLeft === 1 ? 'second' : 'seconds'}, then try again.
    </Notice>
  );
}
