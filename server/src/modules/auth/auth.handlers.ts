import type { FastifyReply, FastifyRequest } from 'fastify';
import { REFRESH_COOKIE, clearCookie, readCookie, setCookie } from '../../http/cookies.ts';
import type { PortalHandlers } from '../../http/typed.ts';
import type { SignedIn } from './auth.service.ts';

function refreshCookiePath(request: FastifyRequest): string {
  return `${request.server.ctx.config.portalBase}/refresh-token`;
}

function answer(request: FastifyRequest, reply: FastifyReply, signedIn: SignedIn) {
  setCookie(reply, REFRESH_COOKIE, signedIn.refresh.value, {
    path: refreshCookiePath(request),
    maxAgeSeconds: signedIn.refresh.maxAgeSeconds,
    secure: request.server.ctx.config.secureCookies,
  });
  return { token: signedIn.token, expires_in: signedIn.expires_in, user: signedIn.user };
}

const caller = (request: FastifyRequest) => {
  if (!request.caller) throw new Error('a signed-in operation ran without a caller');
  return request.caller;
};

export const authHandlers: PortalHandlers = {
  async login(request, reply) {
    const { auth } = request.server.ctx.services;
    return answer(request, reply, await auth.login(request.body.email, request.body.password, request.headers['user-agent']));
  },

  async registerStudent(request, reply) {
    const signedIn = await request.server.ctx.services.auth.register(request.body, null, request.headers['user-agent']);
    reply.code(201);
    return answer(request, reply, signedIn);
  },

  async registerStudentViaAgent(request, reply) {
    const link = { kind: 'agent' as const, userId: request.params.agent_user_id };
    const signedIn = await request.server.ctx.services.auth.register(request.body, link, request.headers['user-agent']);
    reply.code(201);
    return answer(request, reply, signedIn);
  },

  async registerStudentViaSchoolCounselor(request, reply) {
    const link = { kind: 'school_counselor' as const, userId: request.params.sc_user_id };
    const signedIn = await request.server.ctx.services.auth.register(request.body, link, request.headers['user-agent']);
    reply.code(201);
    return answer(request, reply, signedIn);
  },

  async refreshToken(request, reply) {
    const { auth } = request.server.ctx.services;
    try {
      const signedIn = await auth.refresh(readCookie(request, REFRESH_COOKIE), request.body ?? {}, request.headers['user-agent']);
      return answer(request, reply, signedIn);
    } catch (error) {
      clearCookie(reply, REFRESH_COOKIE, { path: refreshCookiePath(request), secure: request.server.ctx.config.secureCookies });
      throw error;
    }
  },

  async logout(request, reply) {
    await request.server.ctx.services.auth.logout(caller(request));
    clearCookie(reply, REFRESH_COOKIE, { path: refreshCookiePath(request), secure: request.server.ctx.config.secureCookies });
    return { message: 'signed out' };
  },

  async sendPasswordResetLink(request) {
    await request.server.ctx.services.auth.sendPasswordResetLink(request.body.email);
    return { message: 'If an account has this email, a reset link is on its way.' };
  },

  async resetPassword(request) {
    await request.server.ctx.services.auth.resetPassword(request.body.token, request.body.password);
    return { message: 'Your password was changed. Sign in with the new one.' };
  },
};

export { caller as requireCaller };
