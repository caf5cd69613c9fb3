// Which calls are limited, by what, and how much (the shared counters are platform/limits.ts):
// - signing in, the three registrations and the password reset: a generous ceiling per client address
//   (AUTH_RATE_LIMIT a minute), so an office behind one address signs in freely;
// - wrong passwords: per account AND address together (LOGIN_FAILURE_LIMIT per LOGIN_FAILURE_WINDOW_SECONDS, then
//   growing waits), so a colleague at the same address, or the account's owner elsewhere, is not locked out;
// - the refresh call: per session (REFRESH_RATE_LIMIT a minute), never per address;
// - the public search, link-owner look-ups and the public AI chat: a ceiling per address (PUBLIC_RATE_LIMIT a minute).
// The client address is request.ip: X-Forwarded-For counts only from a proxy listed in TRUST_PROXY. Every refusal is a
// 429 with Retry-After (the error mapping adds it).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';
import { REFRESH_COOKIE, readCookie } from '../http/cookies.ts';
import type { Limits } from './limits.ts';

export type LimitsConfig = Pick<
  Config,
  'authRateLimit' | 'publicRateLimit' | 'refreshRateLimit' | 'loginFailureLimit' | 'loginFailureWindowSeconds' | 'loginMaxWaitSeconds'
>;

/** Per address: signing in, registering, asking for and using a password-reset link. */
export const AUTH_OPERATIONS = new Set([
  'login', 'registerStudent', 'registerStudentViaAgent', 'registerStudentViaSchoolCounselor', 'sendPasswordResetLink', 'resetPassword',
]);

/** Per address: public operations that do work per request. */
export const PUBLIC_OPERATIONS = new Set([
  'searchPublicCourses', 'getAgentPublicInfo', 'getSchoolCounselorPublicInfo', 'sendPublicAgentChatMessage',
]);

const MINUTE = 60;

/**
 * The address a limit counts: an IPv4 address as it is, an IPv6 address by its /64 (one subscriber's network, which
 * hands its devices any number of addresses inside it); an IPv4-mapped IPv6 address as the IPv4 one.
 */
export function clientAddress(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped) return mapped[1];
  if (!ip.includes(':')) return ip;
  const [head, tail = ''] = ip.toLowerCase().split('%')[0].split('::');
  const left = head ? head.split(':') : [];
  const right = ip.includes('::') && tail ? tail.split(':') : [];
  const groups = ip.includes('::') ? [...left, ...Array(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right] : left;
  return `${groups.slice(0, 4).map((g) => g.replace(/^0+(?=.)/, '')).join(':')}::/64`;
}

/** The session a refresh cookie names (`<session id>.<secret>`), or undefined when it names none. */
function refreshSession(request: FastifyRequest): string | undefined {
  return /^([0-9a-f-]{36})\./.exec(readCookie(request, REFRESH_COOKIE) ?? '')?.[1];
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The (account, address) pair whose sign-in attempt this request counts; settled when the answer is sent. */
    loginAttempt?: readonly string[];
  }
}

/** Adds the limits to every route of `app` (install after the cookie plugin, before the routes). */
export function installLimits(app: FastifyInstance, limits: Limits, config: LimitsConfig): void {
  app.decorateRequest('loginAttempt', undefined);

  // Before the body is read: the ceilings per address and per session.
  app.addHook('onRequest', async (request: FastifyRequest) => {
    const operationId = request.routeOptions.config?.operationId;
    if (!operationId) return;
    const address = clientAddress(request.ip);
    if (AUTH_OPERATIONS.has(operationId)) {
      await limits.hit('auth', [address], { limit: config.authRateLimit, windowSeconds: MINUTE });
    } else if (PUBLIC_OPERATIONS.has(operationId)) {
      await limits.hit('public', [address], { limit: config.publicRateLimit, windowSeconds: MINUTE });
    } else if (operationId === 'refreshToken') {
      const session = refreshSession(request);
      // Without a session there is nothing to renew: the call answers 401 whatever the count.
      if (session) await limits.hit('refresh', [session], { limit: config.refreshRateLimit, windowSeconds: MINUTE });
    }
  });

  // After validation (the email is known): the sign-in attempt of this account from this address.
  app.addHook('preHandler', async (request: FastifyRequest) => {
    if (request.routeOptions.config?.operationId !== 'login') return;
    const email = (request.body as { email?: unknown } | undefined)?.email;
    if (typeof email !== 'string') return;
    const pair = [email.trim().toLowerCase(), clientAddress(request.ip)];
    await limits.attempt('login', pair, {
      limit: config.loginFailureLimit,
      windowSeconds: config.loginFailureWindowSeconds,
      maxWaitSeconds: config.loginMaxWaitSeconds,
    }, (wait) => `too many wrong passwords for this account from this address: try again in ${wait} s`);
    request.loginAttempt = pair;
  });

  // The outcome: signed in forgets the failures; a wrong password (401) stays counted; anything else does not count.
  app.addHook('onSend', async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    const pair = request.loginAttempt;
    if (!pair) return payload;
    request.loginAttempt = undefined;
    try {
      if (reply.statusCode === 200) await limits.succeeded('login', pair);
      else if (reply.statusCode !== 401) await limits.release('login', pair);
    } catch (error) {
      request.log.error({ err: error }, 'could not settle a sign-in attempt');
    }
    return payload;
  });
}
