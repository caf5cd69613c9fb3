import Fastify, { type FastifyInstance } from 'fastify';
import fastifyCookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import type { Config } from './config.ts';
import type { Db } from './db/types.ts';
import { loadContract, type Contract } from './http/contract.ts';
import { frameworkErrors, HttpError, installErrorHandler } from './http/errors.ts';
import { mountContract } from './http/routes.ts';
import { asHandlers } from './http/typed.ts';
import { validatorCompiler } from './http/validation.ts';
import { makeSecurityHeaders } from './http/security.ts';
import { COOKIE_PLUGIN_OPTIONS } from './http/cookies.ts';
import { rejectNul } from './http/nul.ts';
import { serveSpa } from './http/spa.ts';
import { makeDeps, type DepsOverrides } from './platform/deps.ts';
import { buildModules, type BuiltSchedule, type ServicesOf } from './platform/module.ts';
import { jobsSettings, makeJobRunner, type JobRunner } from './platform/jobs/index.ts';
import { installLimits } from './platform/limits-http.ts';
import { sweepSchedule } from './platform/limits.ts';
import { openSecrets } from './platform/secrets.ts';
import { MODULES } from './modules/index.ts';

/** The bundled contracts (npm run api:types bundles openapi/portal.yaml, openapi/leads.yaml and their parts). */
export const CONTRACT_FILES = {
  portal: new URL('../../openapi/generated/portal.json', import.meta.url).pathname,
  leads: new URL('../../openapi/generated/leads.json', import.meta.url).pathname,
};

/** Every module's services, built once per app. */
export type AppServices = ServicesOf<typeof MODULES>;

/** What the app was built on (tests read the configuration's signing keys through it). */
export type AppContext = { db: Db; config: Config };

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
}

export type BuiltApp = FastifyInstance & {
  contracts: Contract[];
  /** Operations no module answers yet (they answer 501). */
  pending: string[];
  services: AppServices;
  /** The modules' scheduled work (run by `jobs`). */
  schedules: BuiltSchedule[];
  /** The background-job worker: main.ts starts it unless JOBS_WORKER=false; tests call jobs.runDueJobs(). */
  jobs: JobRunner;
};

/** Builds the server: the shared infrastructure once (`overrides` replaces the file store or the clock), then every module. */
export async function buildApp(db: Db, config: Config, overrides: DepsOverrides = {}): Promise<BuiltApp> {
  const app = Fastify({
    logger: { level: config.logLevel },
    bodyLimit: config.bodyLimitBytes,
    // X-Forwarded-For counts only from the proxies TRUST_PROXY lists (request.ip is the connection's otherwise).
    trustProxy: config.trustProxy.length > 0 ? config.trustProxy : false,
    routerOptions: { ignoreTrailingSlash: true },
    frameworkErrors,
    ajv: undefined,
  });
  // The token root secret and signing keys every server shares (JWT_SECRET or the database's; platform/secrets.ts).
  config = await openSecrets(db, config, app.log);
  const deps = makeDeps(db, config, app.log, overrides);
  const modules = buildModules(MODULES, deps);
  // The modules' jobs and schedules on the PostgreSQL queue (platform/jobs); closing the app stops the worker and
  // waits for the jobs it is running.
  const jobs = makeJobRunner({
    db, log: app.log, clock: deps.clock, jobs: modules.jobs, schedules: [...modules.schedules, sweepSchedule(deps.limits)],
    concurrency: jobsSettings().concurrency,
  });
  app.addHook('onClose', () => jobs.stop());
  app.decorate('ctx', { db, config });
  app.decorateRequest('caller', null);
  app.setValidatorCompiler(validatorCompiler);
  installErrorHandler(app);
  app.addHook('onSend', makeSecurityHeaders({ publicUrl: config.publicUrl, apiBases: [config.portalBase, config.leadsBase] }));
  // A NUL in any text a caller sends is a 400 naming the field (PostgreSQL text cannot hold it).
  app.addHook('preValidation', rejectNul);

  // navigator.sendBeacon posts text/plain: parse it as JSON so the contract's schema applies.
  app.addContentTypeParser('text/plain', { parseAs: 'string' }, (_request, body, done) => {
    if (body === '') return done(null, undefined);
    try {
      done(null, JSON.parse(body as string));
    } catch {
      done(new HttpError(400, 'invalid request: body must be JSON'), undefined);
    }
  });

  await app.register(fastifyCookie, COOKIE_PLUGIN_OPTIONS);
  // Rate limits in PostgreSQL, shared by every server (platform/limits-http.ts says which calls, by what).
  installLimits(app, deps.limits, config);
  // multipart/form-data for the upload operations (uploadFile): one file part of at most 10 MB (413 beyond). Nothing is
  // read until the handler reads the parts, after the access and query checks; a second file part is read far enough
  // to be refused by name (400), a third stops the parsing.
  await app.register(multipart, { limits: { fileSize: 10 * 1024 * 1024, files: 2, fields: 10, parts: 12 } });

  const contracts = [loadContract(CONTRACT_FILES.portal, 'portal'), loadContract(CONTRACT_FILES.leads, 'leads')];
  const pending: string[] = [];
  const tokens = config;
  for (const contract of contracts) {
    const prefix = contract.api === 'portal' ? config.portalBase : config.leadsBase;
    const handlers = asHandlers(contract.api === 'portal' ? modules.portal : modules.leads);
    await app.register(
      async (scope) => {
        const result = mountContract(scope, contract, {
          db,
          tokens,
          handlers,
          validateResponses: config.validateResponses,
        });
        pending.push(...result.pending);
      },
      { prefix },
    );
  }

  // Pages outside the contracts (the payment gateway's return, the local provider's hosted page in sandbox mode).
  for (const routes of modules.routes) await app.register(routes);

  await serveSpa(app, { spaDir: config.spaDir, apiPrefixes: [config.portalBase, config.leadsBase] });

  return Object.assign(app, { contracts, pending, services: modules.services, schedules: modules.schedules, jobs }) as unknown as BuiltApp;
}
