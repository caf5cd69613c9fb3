// What a module is: its name, its services built once from the shared infrastructure, its handlers by operationId
// (closing over those services), and its background work. server/src/modules/index.ts lists every module;
// app.ts builds and mounts them.
import type { FastifyPluginAsync } from 'fastify';
import type { LeadsHandlers, PortalHandlers } from '../http/typed.ts';
import type { Deps } from './deps.ts';
import type { JobContext, RegisteredJob, RegisteredSchedule, SchedulePeriod } from './jobs/types.ts';

/**
 * Work that runs once per period across all servers (platform/jobs): every `everySeconds`, or at the minutes of a
 * `cron` line (UTC). The first server up in a period runs it; a failed run is retried within the period.
 */
export type Schedule<S> = SchedulePeriod & { name: string; run: (services: S) => Promise<unknown> };

/** A kind of background job this module handles; others enqueue it with deps.jobs.enqueue(tx, kind, payload, …). */
export type JobHandler<S> = { kind: string; handle: (services: S, payload: unknown, job: JobContext) => Promise<void> };

export type ModuleHandlers = { portal?: PortalHandlers; leads?: LeadsHandlers };

export type ModuleDescriptor<S extends object> = {
  name: string;
  services: (deps: Deps) => S;
  /** The handlers by operationId, closing over the module's services (and the config, for request plumbing). */
  handlers: (services: S, deps: Deps) => ModuleHandlers;
  jobs?: readonly JobHandler<S>[];
  schedules?: readonly Schedule<S>[];
  /** Pages outside the contracts (a provider's hosted page, a gateway's form post), as a plugin app.ts registers. */
  routes?: (services: S, deps: Deps) => FastifyPluginAsync;
};

/**
 * A module's services as it writes them: its factories by name, each built from the shared infrastructure alone (called
 * with the deps in the order written, its result under its name), or one function of the deps where services are built
 * from one another (a shared cache, a sender).
 */
export type ServicesDefinition<S extends object> = ((deps: Deps) => S) | { [K in keyof S]: (deps: Deps) => S[K] };

export type ModuleDefinition<S extends object> = Omit<ModuleDescriptor<S>, 'services'> & { services: ServicesDefinition<S> };

/** Declares a module, its factories by name made one function of the deps; TypeScript checks the handlers against the services' type. */
export function defineModule<S extends object>(definition: ModuleDefinition<S>): ModuleDescriptor<S> {
  const { services } = definition;
  if (typeof services === 'function') return { ...definition, services };
  const factories = Object.entries(services) as [string, (deps: Deps) => unknown][];
  return { ...definition, services: (deps) => Object.fromEntries(factories.map(([name, make]) => [name, make(deps)])) as S };
}

/** The services of every module in one record, typed from the list. */
export type ServicesOf<M extends readonly ModuleDescriptor<any>[]> = UnionToIntersection<ReturnType<M[number]['services']>>;
type UnionToIntersection<U> = (U extends unknown ? (arg: U) => void : never) extends (arg: infer I) => void ? I : never;

export type BuiltSchedule = RegisteredSchedule;
export type BuiltJob = RegisteredJob;

export type BuiltModules<S> = {
  services: S;
  portal: PortalHandlers;
  leads: LeadsHandlers;
  schedules: BuiltSchedule[];
  jobs: BuiltJob[];
  /** The modules' pages outside the contracts, for app.ts to register. */
  routes: FastifyPluginAsync[];
};

/**
 * Builds each module's services once from `deps` and collects the handlers, jobs and schedules. Two modules answering
 * the same operation, handling the same job kind, or using the same service name, are a mistake and stop the start.
 */
export function buildModules<M extends readonly ModuleDescriptor<any>[]>(modules: M, deps: Deps): BuiltModules<ServicesOf<M>> {
  const services: Record<string, unknown> = {};
  const portal: Record<string, unknown> = {};
  const leads: Record<string, unknown> = {};
  const schedules: BuiltSchedule[] = [];
  const jobs: BuiltJob[] = [];
  const routes: FastifyPluginAsync[] = [];
  const owners = new Map<string, string>();
  const claim = (kind: string, key: string, module: string) => {
    const owner = owners.get(`${kind} ${key}`);
    if (owner) throw new Error(`${kind} ${key} is defined by both ${owner} and ${module}`);
    owners.set(`${kind} ${key}`, module);
  };
  for (const module of modules) {
    const own = module.services(deps);
    for (const [key, value] of Object.entries(own)) {
      claim('service', key, module.name);
      services[key] = value;
    }
    const handlers = module.handlers(own, deps);
    for (const [api, target] of [['portal', portal], ['leads', leads]] as const) {
      for (const [operationId, handler] of Object.entries(handlers[api] ?? {})) {
        claim(`${api} operation`, operationId, module.name);
        target[operationId] = handler;
      }
    }
    for (const job of module.jobs ?? []) {
      claim('job kind', job.kind, module.name);
      jobs.push({ kind: job.kind, handle: (payload, context) => job.handle(own, payload, context) });
    }
    for (const schedule of module.schedules ?? []) {
      const period: SchedulePeriod = schedule.cron !== undefined ? { cron: schedule.cron } : { everySeconds: schedule.everySeconds };
      schedules.push({ name: `${module.name}.${schedule.name}`, ...period, run: () => schedule.run(own) });
    }
    if (module.routes) routes.push(module.routes(own, deps));
  }
  return { services: services as ServicesOf<M>, portal: portal as PortalHandlers, leads: leads as LeadsHandlers, schedules, jobs, routes };
}
