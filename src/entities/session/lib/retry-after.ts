// How long a refused call (HTTP 429) asks to wait, from its `Retry-After` header: the sign-in, registration and
// password forms count it down, and the session waits as long before trying a refresh again.

/** When a 429 names no wait: a minute, the window of the server's limits. */
export const DEFAULT_RATE_LIMIT_WAIT_SECONDS = 60;

const headersOf = (error: unknown): Headers | null => {
  if (typeof error !== 'object' || error === null || !('response' in error)) return null;
  const response = (error as { response: unknown }).response;
  const headers = typeof response === 'object' && response !== null && 'headers' in response ? (response as { headers: unknown }).headers : null;
  return headers instanceof Headers ? headers : null;
};

const statusOf = (error: unknown): number | undefined => {
  if (typeof error !== 'object' || error === null || !('status' in error)) return undefined;
  const status = (error as { status: unknown }).status;
  return typeof status === 'number' ? status : undefined;
};

/** The failure is a 429 (too many requests). */
export const isTooManyRequests = (error: unknown): boolean => statusOf(error) === 429;

/** The seconds a failed call's `Retry-After` asks for (a number of seconds or an HTTP date), or null without one. */
export function retryAfterSeconds(error: unknown, now: number): number | null {
  const value = headersOf(error)?.get('Retry-After')?.trim();
  if (!value) return null;
  if (/^\d+$/.test(value)) return Number(value);
  const date = Date.parse(value);
  return Number.isNaN(date) ? null : Math.max(0, Math.ceil((date - now) / 1000));
}

/** For a 429: the moment (epoch ms) the wait it asks for is over; null for any other failure. */
export function rateLimitedUntil(error: unknown, now: number): number | null {
  if (!isTooManyRequests(error)) return null;
  return now + (retryAfterSeconds(error, now) ?? DEFAULT_RATE_LIMIT_WAIT_SECONDS) * 1000;
}
