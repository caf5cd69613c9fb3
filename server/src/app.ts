import { existsSync } from 'node:fs';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import type { Config } from './config.ts';
import type { Db } from './db/types.ts';
import { loadContract, type Contract } from './http/contract.ts';
import { HttpError, installErrorHandler, notFound } from './http/errors.ts';
import { mountContract, type Handlers } from './http/routes.ts';
import { validatorCompiler } from './http/validation.ts';
import { securityHeaders } from './http/security.ts';
import { makeServices, type Services } from './services.ts';
import { portalHandlers } from './modules/portal.handlers.ts';
import { leadsHandlers } from './modules/leads.handlers.ts';
import { paymentPageRoutes } from './modules/payments/index.ts';

export const CONTRACT_FILES = {
  portal: new URL('../../openapi/portal.yaml', import.meta.url).pathname,
  leads: new URL('../../openapi/leads.yaml', import.meta.url).pathname,
};

/** Operations that are rate limited per client address (login, registration, password reset, refresh). */
const RATE_LIMITED = new Set([
  'login', 'registerStudent', 'registerStudentViaAgent', 'registerStudentViaSchoolCounselor', 'refreshToken',
  'sendPasswordResetLink', 'resetPassword',
]);

/** Public operations that do work per request (search, link owners, the AI chat): a per-client limit too. */
const PUBLIC_RATE_LIMITED = new Set([
  'searchPublicCourses', 'getAgentPublicInfo', 'getSchoolCounselorPublicInfo', 'sendPublicAgentChatMessage',
]);

export type AppContext = { db: Db; config: Config; services: Services };

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
}

export type BuiltApp = FastifyInstance & { contracts: Contract[]; pending: string[] };

export async function buildApp(db: Db, config: Config): Promise<BuiltApp> {
  const app = Fastify({
    logger: { level: config.logLevel },
    bodyLimit: config.bodyLimitBytes,
    trustProxy: process.env.TRUST_PROXY === 'true',
    routerOptions: { ignoreTrailingSlash: true },
    ajv: undefined,
  });
  const services = makeServices(db, config, app.log);
  app.decorate('ctx', { db, config, services });
  app.decorateRequest('caller', null);
  app.setValidatorCompiler(validatorCompiler);
  installErrorHandler(app);
  app.addHook('onSend', securityHeaders);

  // navigator.sendBeacon posts text/plain: parse it as JSON so the contract's schema applies.
  app.addContentTypeParser('text/plain', { parseAs: 'string' }, (_request, body, done) => {
    if (body === '') return done(null, undefined);
    try {
      done(null, JSON.parse(body as string));
    } catch {
      done(new HttpError(400, 'invalid request: body must be JSON'), undefined);
    }
  });

  await app.register(rateLimit, { global: false });
  // multipart/form-data for the upload operations (uploadFile): one file part of at most 10 MB (413 beyond). Nothing is
  // read until the handler calls request.file(), after the access and query checks.
  await app.register(multipart, { limits: { fileSize: 10 * 1024 * 1024, files: 1, fields: 10, parts: 11 } });

  const contracts = [loadContract(CONTRACT_FILES.portal, 'portal'), loadContract(CONTRACT_FILES.leads, 'leads')];
  const pending: string[] = [];
  const tokens = config;
  for (const contract of contracts) {
    const prefix = contract.api === 'portal' ? config.portalBase : config.leadsBase;
    const handlers: Handlers = contract.api === 'portal' ? portalHandlers : leadsHandlers;
    await app.register(
      async (scope) => {
        const result = mountContract(scope, contract, {
          db,
          tokens,
          handlers,
          validateResponses: config.validateResponses,
          routeConfig: (operation) =>
            RATE_LIMITED.has(operation.operationId)
              ? { rateLimit: { max: config.authRateLimit, timeWindow: 60_000 } }
              : PUBLIC_RATE_LIMITED.has(operation.operationId)
                ? { rateLimit: { max: config.publicRateLimit, timeWindow: 60_000 } }
                : {},
        });
        pending.push(...result.pending);
      },
      { prefix },
    );
  }

  // Payment pages outside the contracts: the gateway's return and the local provider's hosted page (sandbox mode).
  await app.register(paymentPageRoutes);

  const spaIndex = join(config.spaDir, 'index.html');
  const hasSpa = existsSync(spaIndex);
  if (hasSpa) {
    await app.register(fastifyStatic, { root: config.spaDir, wildcard: false, index: false, maxAge: '1h' });
  }
  const apiPrefixes = [config.portalBase, config.leadsBase];
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0];
    const isApi = apiPrefixes.some((base) => path === base || path.startsWith(base + '/'));
    if (!isApi && hasSpa && (request.method === 'GET' || request.method === 'HEAD') && !/\.[a-z0-9]+$/i.test(path)) {
      // History-mode SPA: every page path answers the app, which routes it (unknown ones to /error-404).
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    throw notFound(`no such path: ${request.method} ${path}`);
  });

  return Object.assign(app, { contracts, pending }) as unknown as BuiltApp;
}
