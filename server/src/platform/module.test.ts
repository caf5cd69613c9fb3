// Building the module list: each module's services once from the one deps object, handlers, jobs and schedules
// collected, a doubly answered operation, job kind or service name refused.
import { describe, expect, it } from 'vitest';
import type { Deps } from './deps.ts';
import { buildModules, defineModule } from './module.ts';

const deps = { clock: { now: () => new Date('2026-01-01T00:00:00Z') } } as Deps;

describe('buildModules', () => {
  it('builds every module once from the same deps and collects their handlers, jobs and schedules', async () => {
    const built: string[] = [];
    const seen: string[] = [];
    const first = defineModule({
      name: 'first',
      services: (d) => {
        built.push('first');
        return { clockRead: () => d.clock.now().toISOString() };
      },
      handlers: ({ clockRead }) => ({ portal: { listCountries: async () => [{ country_id: 1, name: clockRead(), iso2: 'IN', currency: 'INR' }] } }),
      schedules: [{ name: 'tick', everySeconds: 60, run: async ({ clockRead }) => clockRead() }],
      jobs: [{ kind: 'first.note', handle: async ({ clockRead }, payload, job) => void seen.push(`${clockRead()} ${JSON.stringify(payload)} ${job.attempt}`) }],
    });
    const second = defineModule({
      name: 'second',
      services: () => {
        built.push('second');
        return { other: 1 };
      },
      handlers: () => ({ leads: {} }),
    });
    const modules = buildModules([first, second] as const, deps);
    expect(built).toEqual(['first', 'second']);
    expect(Object.keys(modules.services)).toEqual(['clockRead', 'other']);
    expect(Object.keys(modules.portal)).toEqual(['listCountries']);
    expect(modules.schedules.map(({ name, everySeconds, cron }) => ({ name, everySeconds, cron }))).toEqual([
      { name: 'first.tick', everySeconds: 60, cron: undefined },
    ]);
    expect(await modules.schedules[0].run()).toBe('2026-01-01T00:00:00.000Z');
    expect(modules.jobs.map((job) => job.kind)).toEqual(['first.note']);
    const context = { jobId: 1, kind: 'first.note', key: null, attempt: 2, maxAttempts: 5, signal: new AbortController().signal };
    await modules.jobs[0].handle({ n: 1 }, context);
    expect(seen).toEqual(['2026-01-01T00:00:00.000Z {"n":1} 2']);
  });

  it('builds a module written as factories by name: each called once with the deps, in the order written, its result under its name', async () => {
    const built: string[] = [];
    const handed: unknown[] = [];
    const clockRead = (d: Pick<Deps, 'clock'>) => {
      built.push('clockRead');
      return () => d.clock.now().toISOString();
    };
    const answer = () => {
      built.push('answer');
      return 42;
    };
    const factories = defineModule({
      name: 'factories',
      services: { clockRead, answer },
      handlers: (services) => {
        handed.push(services);
        return {};
      },
      schedules: [{ name: 'tick', everySeconds: 60, run: async ({ clockRead: read, answer: n }) => `${read()} ${n}` }],
    });
    expect(built).toEqual([]);
    const modules = buildModules([factories] as const, deps);
    expect(built).toEqual(['clockRead', 'answer']);
    expect(Object.keys(modules.services)).toEqual(['clockRead', 'answer']);
    expect(modules.services.answer).toBe(42);
    expect(handed).toEqual([modules.services]);
    expect(await modules.schedules[0].run()).toBe('2026-01-01T00:00:00.000Z 42');
  });

  it('refuses two modules answering one operation, handling one job kind or naming one service alike', () => {
    const a = defineModule({ name: 'a', services: () => ({ s: 1 }), handlers: () => ({ portal: { login: async () => ({}) as never } }) });
    const b = defineModule({ name: 'b', services: () => ({ t: 1 }), handlers: () => ({ portal: { login: async () => ({}) as never } }) });
    const c = defineModule({ name: 'c', services: () => ({ s: 2 }), handlers: () => ({}) });
    expect(() => buildModules([a, b], deps)).toThrow('portal operation login is defined by both a and b');
    expect(() => buildModules([a, c], deps)).toThrow('service s is defined by both a and c');
    const d = defineModule({ name: 'd', services: () => ({ u: 1 }), handlers: () => ({}), jobs: [{ kind: 'x.run', handle: async () => undefined }] });
    const e = defineModule({ name: 'e', services: () => ({ v: 1 }), handlers: () => ({}), jobs: [{ kind: 'x.run', handle: async () => undefined }] });
    expect(() => buildModules([d, e], deps)).toThrow('job kind x.run is defined by both d and e');
  });

  it('builds each module’s pages outside the contracts from its own services and the deps, for app.ts to register', () => {
    const built: unknown[] = [];
    const plugin = async () => undefined;
    const pages = defineModule({
      name: 'pages',
      services: () => ({ page: 'sandbox' }),
      handlers: () => ({}),
      routes: (services, d) => {
        built.push(services, d);
        return plugin;
      },
    });
    const plain = defineModule({ name: 'plain', services: () => ({ other: 1 }), handlers: () => ({}) });
    expect(buildModules([pages, plain] as const, deps).routes).toEqual([plugin]);
    expect(built).toEqual([{ page: 'sandbox' }, deps]);
  });
});
