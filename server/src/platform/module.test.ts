// Building the module list: each module's services once from the one deps object, handlers and schedules collected,
// a doubly answered operation or service name refused.
import { describe, expect, it } from 'vitest';
import type { Deps } from './deps.ts';
import { buildModules, defineModule } from './module.ts';

const deps = { clock: { now: () => new Date('2026-01-01T00:00:00Z') } } as Deps;

describe('buildModules', () => {
  it('builds every module once from the same deps and collects their handlers and schedules', async () => {
    const built: string[] = [];
    const first = defineModule({
      name: 'first',
      services: (d) => {
        built.push('first');
        return { clockRead: () => d.clock.now().toISOString() };
      },
      handlers: ({ clockRead }) => ({ portal: { listCountries: async () => [{ country_id: 1, name: clockRead(), iso2: 'IN', currency: 'INR' }] } }),
      schedules: [{ name: 'tick', everyMs: 1000, run: async ({ clockRead }) => clockRead() }],
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
    expect(modules.schedules.map(({ name, everyMs, atStart }) => ({ name, everyMs, atStart }))).toEqual([
      { name: 'first.tick', everyMs: 1000, atStart: false },
    ]);
    expect(await modules.schedules[0].run()).toBe('2026-01-01T00:00:00.000Z');
  });

  it('refuses two modules answering one operation or naming one service alike', () => {
    const a = defineModule({ name: 'a', services: () => ({ s: 1 }), handlers: () => ({ portal: { login: async () => ({}) as never } }) });
    const b = defineModule({ name: 'b', services: () => ({ t: 1 }), handlers: () => ({ portal: { login: async () => ({}) as never } }) });
    const c = defineModule({ name: 'c', services: () => ({ s: 2 }), handlers: () => ({}) });
    expect(() => buildModules([a, b], deps)).toThrow('portal operation login is defined by both a and b');
    expect(() => buildModules([a, c], deps)).toThrow('service s is defined by both a and c');
  });
});
