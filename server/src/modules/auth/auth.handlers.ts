// Thin handlers of signing in and out, by operationId. The refresh token travels in an HttpOnly cookie scoped to
// the refresh operation's path; the access token in the answer.
import type { FastifyReply } from 'fastify';
import type { Config } from '../../config.ts';
import { requireCaller } from '../../http/caller.ts';
import { REFRESH_COOKIE, clearCookie, readCookie, setCookie } from '../../http/cookies.ts';
import type { PortalHandlers } from '../../http/typed.ts';
import type { AuthService, SignedIn } from './auth.service.ts';

export function authHandlers(auth: AuthService, config: Config): PortalHandlers {
  const cookie = { path: `${config.portalBase}/refresh-token`, secure: config.secureCookies };

  /** Sets the refresh cookie and answers the rest. */
  function answer(reply: FastifyReply, { refresh, ...signedIn }: SignedIn) {
    setCookie(reply, REFRESH_COOKIE, refresh.value, { ...cookie, maxAgeSeconds: refresh.maxAgeSeconds });
    return signedIn;
  }

  /** A new student signed in at once (201), through no link or an agent's or school counselor's. */
  async function register(reply: FastifyReply, ...args: Parameters<AuthService['register']>) {
    const signedIn = await auth.register(...args);
    reply.code(201);
    return answer(reply, signedIn);
  }

  return {
    async login(request, reply) {
      return answer(reply, await auth.login(request.body, request.headers['user-agent']));
    },

    registerStudent: (request, reply) => register(reply, request.body, null, request.headers['user-agent']),
    registerStudentViaAgent: (request, reply) =>
      register(reply, request.body, { kind: 'agent', userId: request.params.agent_user_id }, request.headers['user-agent']),
    registerStudentViaSchoolCounselor: (request, reply) =>
      register(reply, request.body, { kind: 'school_counselor', userId: request.params.sc_user_id }, request.headers['user-agent']),

    async refreshToken(request, reply) {
      try {
        return answer(reply, await auth.refresh(readCookie(request, REFRESH_COOKIE), request.body ?? {}, request.headers['user-agent']));
      } catch (error) {
        clearCookie(reply, REFRESH_COOKIE, cookie);
        throw error;
      }
    },

    async logout(request, reply) {
      await auth.logout(requireCaller(request));
      clearCookie(reply, REFRESH_COOKIE, cookie);
      return { message: 'signed out' };
    },

    async sendPasswordResetLink(request) {
      await auth.sendPasswordResetLink(request.body.email);
      return { message: 'If an account has this email, a reset link is on its way.' };
    },

    async resetPassword(request) {
      await auth.resetPassword(request.body);
      return { message: 'Your password was changed. Sign in with the new one.' };
    },
  };
}

// transitional: the modules not converted yet import requireCaller from here; it lives in http/caller.ts.
export { requireCaller };
