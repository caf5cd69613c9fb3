import { retryAfterSeconds } from '@/entities/session';

// The access token's life as the session machine sees it: when it was received and when it expires (on this
// browser's clock), when to renew it, and how long to wait before trying a failed renewal again. Pure functions of
// their arguments (the caller passes the time), so the machine's delays and the tests agree on every figure.

/** When the token in storage was received and when it expires, in epoch milliseconds of this browser's clock. */
export type TokenTimes = { issuedAt: number; expiresAt: number };

/** A token with its times: what a sign-in, a refresh or another tab's renewal gives the session. */
export type TokenGrant = TokenTimes & { token: string };

/** Renew at 80 % of the token's life… */
export const RENEW_AT_FRACTION = 0.8;
/** …or this long before it expires, whichever is earlier… */
export const RENEW_LEAD_MS = 60_000;
/** …but never before half of its life (a 20-second token is renewed after 10 s, not at once). */
export const RENEW_NOT_BEFORE_FRACTION = 0.5;
/** A token whose answer names no lifetime and which carries no `exp`: the server's default (15 minutes). */
export const DEFAULT_TOKEN_SECONDS = 15 * 60;
/** The first wait after a failed renewal without `Retry-After`; doubled each time, at most RETRY_MAX_MS. */
export const RETRY_BASE_MS = 2_000;
export const RETRY_MAX_MS = 60_000;
/** A `Retry-After` is honoured between these bounds (a server asking for an hour does not freeze the session). */
export const RETRY_AFTER_MIN_MS = 1_000;
export const RETRY_AFTER_MAX_MS = 120_000;

function base64UrlDecode(part: string): string {
  const base64 = part.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(part.length / 4) * 4, '=');
  const binary = atob(base64);
  const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

/** A JWT's `iat` and `exp` claims (seconds), or null when the token is not a JWT or lacks them. */
export function jwtClaimTimes(token: string): { iat: number | null; exp: number } | null {
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  try {
    const claims = JSON.parse(base64UrlDecode(parts[1])) as { iat?: unknown; exp?: unknown };
    if (typeof claims.exp !== 'number' || !Number.isFinite(claims.exp)) return null;
    return { exp: claims.exp, iat: typeof claims.iat === 'number' && Number.isFinite(claims.iat) ? claims.iat : null };
  } catch {
    return null;
  }
}

/**
 * The times of a token received now: its lifetime is `expires_in` from the answer when given, else the JWT's
 * `exp − iat` (so a skewed clock between browser and server does not matter), else `exp` against this clock, else
 * the server's default.
 */
export function grantOf(token: string, expiresInSeconds: number | undefined, now: number): TokenGrant {
  let lifeMs: number;
  if (typeof expiresInSeconds === 'number' && expiresInSeconds > 0) {
    lifeMs = expiresInSeconds * 1000;
  } else {
    const claims = jwtClaimTimes(token);
    if (claims && claims.iat !== null && claims.exp > claims.iat) lifeMs = (claims.exp - claims.iat) * 1000;
    else if (claims) lifeMs = Math.max(0, claims.exp * 1000 - now);
    else lifeMs = DEFAULT_TOKEN_SECONDS * 1000;
  }
  return { token, issuedAt: now, expiresAt: now + lifeMs };
}

/** When to renew: the earlier of 80 % of the life and 60 s before expiry, not before half the life. */
export function renewAt(times: TokenTimes): number {
  const life = Math.max(0, times.expiresAt - times.issuedAt);
  const earlier = Math.min(life * RENEW_AT_FRACTION, life - RENEW_LEAD_MS);
  return times.issuedAt + Math.max(earlier, life * RENEW_NOT_BEFORE_FRACTION);
}

/** Milliseconds from `now` until the renewal is due (0 when it is already). */
export function renewDelayMs(times: TokenTimes | null, now: number): number {
  if (!times) return 0;
  return Math.max(0, Math.round(renewAt(times) - now));
}

const statusOf = (error: unknown): number | undefined => {
  if (typeof error !== 'object' || error === null || !('status' in error)) return undefined;
  const status = (error as { status: unknown }).status;
  return typeof status === 'number' ? status : undefined;
};

/**
 * The refresh cookie was refused: 401 (no valid cookie, or a reused one) or 403 (the session was revoked). Only this
 * ends a session; a network failure, a 429 or a server error is retried and keeps the token.
 */
export function isRefusal(error: unknown): boolean {
  const status = statusOf(error);
  return status === 401 || status === 403;
}

/**
 * How long to wait before trying a failed refresh again: the server's `Retry-After` (within bounds) when it sent
 * one, else a doubling backoff by the number of failures in a row (1 → 2 s, 2 → 4 s, … at most 60 s).
 */
export function retryDelayMs(error: unknown, failuresInARow: number, now: number): number {
  const asked = retryAfterSeconds(error, now);
  if (asked !== null) return Math.min(RETRY_AFTER_MAX_MS, Math.max(RETRY_AFTER_MIN_MS, asked * 1000));
  const exponent = Math.max(0, failuresInARow - 1);
  return Math.min(RETRY_MAX_MS, RETRY_BASE_MS * 2 ** Math.min(exponent, 16));
}
