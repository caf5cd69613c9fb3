import { describe, expect, it } from 'vitest';
import { DEFAULT_TOKEN_SECONDS, grantOf, isRefusal, jwtClaimTimes, renewAt, renewDelayMs, retryDelayMs } from './session.token';

const NOW = Date.UTC(2026, 0, 15, 9, 0, 0);
const base64Url = (value: object) => btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
const jwt = (claims: object) => `${base64Url({ alg: 'HS256', typ: 'JWT' })}.${base64Url(claims)}.c2lnbmF0dXJl`;
const failure = (status: number, retryAfter?: string) =>
  Object.assign(new Error(`HTTP ${status}`), { status, response: new Response(null, { status, headers: retryAfter ? { 'Retry-After': retryAfter } : {} }) });

describe('when the token is renewed', () => {
  it.each([
    // life, renewed after: the earlier of 80 % and 60 s before expiry, never before half the life
    [20, 10],
    [90, 45],
    [120, 60],
    [240, 180],
    [300, 240],
    [900, 720],
    [3600, 2880],
  ])('a %i-second token after %i s', (lifeSeconds, afterSeconds) => {
    const times = { issuedAt: NOW, expiresAt: NOW + lifeSeconds * 1000 };
    expect(renewAt(times) - NOW).toBe(afterSeconds * 1000);
    expect(renewDelayMs(times, NOW)).toBe(afterSeconds * 1000);
    expect(renewDelayMs(times, NOW + 5_000)).toBe(afterSeconds * 1000 - 5_000);
  });

  it('is due at once when the time has passed, or when nothing is known', () => {
    expect(renewDelayMs({ issuedAt: NOW, expiresAt: NOW + 20_000 }, NOW + 60_000)).toBe(0);
    expect(renewDelayMs(null, NOW)).toBe(0);
  });
});

describe('a token’s times', () => {
  it('come from expires_in when the answer gives it', () => {
    expect(grantOf('opaque', 20, NOW)).toEqual({ token: 'opaque', issuedAt: NOW, expiresAt: NOW + 20_000 });
  });

  it('else from the JWT’s exp − iat, measured from now (a skewed clock does not matter)', () => {
    const serverSeconds = NOW / 1000 - 3600; // the server's clock is an hour behind
    const token = jwt({ sub: '7', iat: serverSeconds, exp: serverSeconds + 900 });
    expect(jwtClaimTimes(token)).toEqual({ iat: serverSeconds, exp: serverSeconds + 900 });
    expect(grantOf(token, undefined, NOW)).toEqual({ token, issuedAt: NOW, expiresAt: NOW + 900_000 });
  });

  it('else from exp alone against this clock', () => {
    const token = jwt({ exp: NOW / 1000 + 300 });
    expect(grantOf(token, undefined, NOW).expiresAt).toBe(NOW + 300_000);
  });

  it('else the server’s default of 15 minutes', () => {
    expect(jwtClaimTimes('token-login')).toBeNull();
    expect(jwtClaimTimes('a.%%%.c')).toBeNull();
    expect(grantOf('token-login', undefined, NOW).expiresAt).toBe(NOW + DEFAULT_TOKEN_SECONDS * 1000);
  });
});

describe('a failed refresh', () => {
  it.each([
    [401, true],
    [403, true],
    [429, false],
    [500, false],
    [503, false],
  ])('HTTP %i is a refusal: %s', (status, refused) => {
    expect(isRefusal(failure(status))).toBe(refused);
  });

  it('no response at all is no refusal', () => {
    expect(isRefusal(new TypeError('Failed to fetch'))).toBe(false);
  });

  it('waits the Retry-After seconds', () => {
    expect(retryDelayMs(failure(429, '7'), 1, NOW)).toBe(7_000);
  });

  it('waits until a Retry-After date', () => {
    expect(retryDelayMs(failure(503, new Date(NOW + 30_000).toUTCString()), 1, NOW)).toBe(30_000);
  });

  it('keeps a Retry-After within 1 s and 2 minutes', () => {
    expect(retryDelayMs(failure(429, '0'), 1, NOW)).toBe(1_000);
    expect(retryDelayMs(failure(429, '3600'), 1, NOW)).toBe(120_000);
  });

  it('without Retry-After: 2 s, doubled per failure in a row, at most 60 s', () => {
    const offline = new TypeError('Failed to fetch');
    expect([1, 2, 3, 4, 5, 6, 7, 50].map((failures) => retryDelayMs(offline, failures, NOW))).toEqual([
      2_000, 4_000, 8_000, 16_000, 32_000, 60_000, 60_000, 60_000,
    ]);
    expect(retryDelayMs(failure(429, 'soon'), 2, NOW)).toBe(4_000);
  });
});
