import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createActor,
  fromPromise,
  type AnyActorRef,
  type AnyStateMachine,
  type AnyTransitionDefinition,
  type EventObject,
  type InspectionEvent,
  type SnapshotFrom,
} from 'xstate';
import { catalogOf, delayMs, describeValue, generatePaths, journeyPaths, transitionKey, type ModelPath, type ModelSpec, type ModelStep } from './model-paths';

// Runs a machine's model against the real machine (the system under test): every generated path and every named
// journey is replayed on a started actor whose promise effects are held by the test and whose delays run on fake
// timers. After each step the actor's state must equal the model's. The transitions the actor really took (from
// the inspection API) and the states it really entered make the coverage, which must be 100 %.

type Provide<Machine extends AnyStateMachine> = Parameters<Machine['provide']>[0];

export type Harness<Machine extends AnyStateMachine, Event extends EventObject> = {
  /** Replacements for the machine's other effects (callback actors, actions with spies). */
  provide?: Provide<Machine>;
  /** Plays a machine event in the system under test (default: send it to the actor). */
  exec?: (event: Event, actor: AnyActorRef) => void | Promise<void>;
  /** Checks after every step, e.g. through the selectors the view uses. */
  check?: (snapshot: SnapshotFrom<Machine>, step: ModelStep<Event>) => void;
};

export type ModelRunOptions<Machine extends AnyStateMachine, Event extends EventObject> = {
  /** The invoke ids (equal to their `src`) of promise actors: the test resolves or rejects them per step. */
  promiseActors: readonly string[];
  harness?: () => Harness<Machine, Event>;
};

type Pending = { resolve: (value: unknown) => void; reject: (error: unknown) => void };

const flush = () => vi.advanceTimersByTimeAsync(0);

export type CoverageLine = { machine: string; states: [number, number]; transitions: [number, number]; missing: string[] };

export function formatCoverage(line: CoverageLine): string {
  const pct = ([a, b]: [number, number]) => (b === 0 ? 100 : Math.floor((a / b) * 1000) / 10);
  return (
    `${line.machine.padEnd(14)} states covered ${line.states[0]}/${line.states[1]} (${pct(line.states)} %), ` +
    `transitions covered ${line.transitions[0]}/${line.transitions[1]} (${pct(line.transitions)} %)`
  );
}

function keyOf(transition: AnyTransitionDefinition): string | null {
  const source = transition.source;
  const onEvent = source.transitions.get(transition.eventType)?.indexOf(transition) ?? -1;
  if (onEvent >= 0) return transitionKey(source.id, transition.eventType, onEvent);
  const always = source.always?.indexOf(transition) ?? -1;
  if (always >= 0) return transitionKey(source.id, 'always', always);
  return null;
}

/**
 * One model test per machine. Several specs (the same machine started with other input) share one coverage table
 * under the first one's name.
 */
export function describeModel<Machine extends AnyStateMachine, Event extends EventObject>(
  specs: ModelSpec<Machine, Event> | readonly ModelSpec<Machine, Event>[],
  options: ModelRunOptions<Machine, Event>,
) {
  const all = Array.isArray(specs) ? (specs as readonly ModelSpec<Machine, Event>[]) : [specs as ModelSpec<Machine, Event>];
  const name = all[0].name;
  const catalog = catalogOf(all[0].machine);
  const statesSeen = new Set<string>();
  const transitionsSeen = new Set<string>();
  const runs = all.flatMap((spec) =>
    [...generatePaths(spec), ...journeyPaths(spec)].map((path) => ({
      spec,
      path: all.length > 1 && spec !== all[0] ? { ...path, name: `${spec.name}, ${path.name}` } : path,
    })),
  );

  async function run(spec: ModelSpec<Machine, Event>, path: ModelPath<Event>) {
    const harness = options.harness?.() ?? {};
    const pending = new Map<string, Pending>();
    const promiseActors = Object.fromEntries(
      options.promiseActors.map((id) => [
        id,
        fromPromise(() => new Promise((resolve, reject) => pending.set(id, { resolve, reject }))),
      ]),
    );
    const machine = spec.machine.provide({ ...(harness.provide ?? {}), actors: { ...promiseActors, ...(harness.provide?.actors ?? {}) } } as Provide<Machine>);
    const root: { actor?: AnyActorRef } = {};
    const inspect = (event: InspectionEvent) => {
      if (event.type !== '@xstate.microstep' || (root.actor && event.actorRef !== root.actor)) return;
      for (const transition of event._transitions) {
        const key = keyOf(transition);
        if (key) transitionsSeen.add(key);
        statesSeen.add(transition.source.id);
      }
      for (const node of (event.snapshot as unknown as { _nodes: { id: string }[] })._nodes) statesSeen.add(node.id);
    };
    const actor = createActor(machine, { input: spec.input, inspect });
    root.actor = actor;
    actor.start();
    const record = () => {
      for (const node of (actor.getSnapshot() as { _nodes: { id: string }[] })._nodes) statesSeen.add(node.id);
    };
    record();
    await flush();
    try {
      for (const [index, step] of path.steps.entries()) {
        const event = step.event as EventObject & { output?: unknown; error?: unknown };
        const label = `step ${index + 1} (${event.type})`;
        let match: RegExpExecArray | null;
        if ((match = /^xstate\.done\.actor\.(.+)$/.exec(event.type))) {
          const effect = pending.get(match[1]);
          if (!effect) throw new Error(`${label}: the effect "${match[1]}" is not running`);
          pending.delete(match[1]);
          effect.resolve(event.output);
          await flush();
        } else if ((match = /^xstate\.error\.actor\.(.+)$/.exec(event.type))) {
          const effect = pending.get(match[1]);
          if (!effect) throw new Error(`${label}: the effect "${match[1]}" is not running`);
          pending.delete(match[1]);
          effect.reject(event.error);
          await flush();
        } else if ((match = /^xstate\.after\.([^.]+)\./.exec(event.type))) {
          const ms = delayMs(spec.machine, match[1]);
          if (ms === undefined) throw new Error(`${label}: the delay "${match[1]}" has no value`);
          await vi.advanceTimersByTimeAsync(ms);
        } else {
          await (harness.exec ? harness.exec(step.event, actor) : actor.send(step.event));
          await flush();
        }
        const snapshot = actor.getSnapshot() as SnapshotFrom<Machine>;
        record();
        expect((snapshot as { value: unknown }).value, `${label}: the actor should be in ${describeValue(step.state.value)}`).toEqual(step.state.value);
        if (spec.contextKey) {
          const model = { value: step.state.value, context: step.state.context } as unknown as SnapshotFrom<Machine>;
          expect(spec.contextKey(snapshot), `${label}: context`).toEqual(spec.contextKey(model));
        }
        harness.check?.(snapshot, step);
      }
    } finally {
      actor.stop();
    }
  }

  describe(`${name}: model-based`, () => {
    beforeEach(() => {
      vi.useFakeTimers();
    });
    afterEach(() => {
      vi.useRealTimers();
    });

    it('generates paths', () => {
      expect(runs.length).toBeGreaterThan(0);
    });

    for (const { spec, path } of runs) {
      const summary = path.steps.map((step) => step.event.type.replace(/^xstate\./, '')).join(' → ');
      it(`${path.name}: ${summary}`, () => run(spec, path));
    }

    it('reaches and asserts every state and takes every transition', () => {
      const missing = [
        ...catalog.states.filter((id) => !statesSeen.has(id)).map((id) => `state ${id}`),
        ...catalog.transitions.filter((key) => !transitionsSeen.has(key)).map((key) => `transition ${key}`),
      ];
      const line: CoverageLine = {
        machine: name,
        states: [catalog.states.filter((id) => statesSeen.has(id)).length, catalog.states.length],
        transitions: [catalog.transitions.filter((key) => transitionsSeen.has(key)).length, catalog.transitions.length],
        missing,
      };
      console.log(`[model coverage] ${formatCoverage(line)}`);
      expect(missing, `${name}: not covered`).toEqual([]);
    });
  });
}
