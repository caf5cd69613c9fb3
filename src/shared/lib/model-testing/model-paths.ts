import { TestModel } from 'xstate/graph';
import { initialTransition, transition, type AnyStateMachine, type EventObject, type InputFrom, type SnapshotFrom } from 'xstate';
import { fixtureEvents, type Fixture } from './model-events';

// Path generation for a machine's abstract test model (xstate/graph's TestModel: createTestModel refuses `invoke`
// and `after`). The traversal feeds the machine the fixture's events (user events, actor results, delays passing)
// wherever the machine can take them, and keys each state on its value plus the bit of context that matters, so a
// growing context (counters, timestamps) cannot make it run forever.

/** What a machine's model declares; used by the model test (run-model.ts) and by the QA export (scripts/qa-paths.ts). */
export type ModelSpec<Machine extends AnyStateMachine, Event extends EventObject> = {
  name: string;
  machine: Machine;
  input?: InputFrom<Machine>;
  /** One or more concrete events per event type the model knows. */
  fixture: Fixture<Event>;
  /** The context that changes what the machine may do next (default: none, the state value alone). */
  contextKey?: (snapshot: SnapshotFrom<Machine>) => unknown;
  /** Named event sequences beyond the generated ones: retries, re-entry, long runs. */
  journeys: Record<string, readonly Event[]>;
  /** A readable name for an event in QA steps (default: derived from the event). */
  describeEvent?: (event: Event) => string | undefined;
};

export type ModelStep<Event extends EventObject> = { event: Event; state: { value: unknown; context: unknown } };
export type ModelPath<Event extends EventObject> = { name: string; steps: ModelStep<Event>[] };

type AnySpec = ModelSpec<AnyStateMachine, EventObject>;

const serializeEvent = (event: EventObject) => JSON.stringify(event, (_key, value) => (value instanceof Error ? `Error: ${value.message}` : value));

function testModelOf(spec: AnySpec) {
  const events = fixtureEvents(spec.fixture);
  const serializeState = (snapshot: SnapshotFrom<AnyStateMachine>) =>
    JSON.stringify([snapshot.value, spec.contextKey ? spec.contextKey(snapshot) : null]);
  const model = new TestModel(spec.machine, {
    input: spec.input,
    events: (snapshot) => events.filter((event) => snapshot.can(event)),
    serializeState,
    serializeEvent,
  });
  return { model, serializeState };
}

const withoutInit = <Event extends EventObject>(steps: { event: EventObject; state: SnapshotFrom<AnyStateMachine> }[]) =>
  steps.filter((step) => step.event.type !== 'xstate.init') as unknown as { event: Event; state: SnapshotFrom<AnyStateMachine> }[];

/**
 * A transition cover: for every state the traversal reaches and every event the machine can take there, the
 * shortest way to that state followed by that event. Paths contained in longer ones are dropped.
 */
export function generatePaths<Event extends EventObject>(spec: ModelSpec<AnyStateMachine, Event>): ModelPath<Event>[] {
  const { model, serializeState } = testModelOf(spec as AnySpec);
  const shortest = new Map(model.getShortestPaths({ allowDuplicatePaths: true }).map((path) => [serializeState(path.state), path]));
  const adjacency = model.getAdjacencyMap();
  const sequences: EventObject[][] = [];
  for (const [key, { transitions }] of Object.entries(adjacency)) {
    const prefix = shortest.get(key);
    if (!prefix) continue;
    const before = withoutInit(prefix.steps).map((step) => step.event);
    for (const { event } of Object.values(transitions) as { event: EventObject }[]) sequences.push([...before, event]);
  }
  // Longest first; a sequence that is a prefix of a kept one adds nothing.
  sequences.sort((a, b) => b.length - a.length);
  const kept: string[][] = [];
  const result: ModelPath<Event>[] = [];
  for (const sequence of sequences) {
    const keys = sequence.map(serializeEvent);
    if (kept.some((longer) => keys.every((key, index) => longer[index] === key))) continue;
    kept.push(keys);
    result.push({ name: '', steps: replay(spec, sequence as Event[]) });
  }
  return result.reverse().map((path, index) => ({ ...path, name: `path ${index + 1}` }));
}

/**
 * Plays events on the pure machine (no actor, no effects run): the state after each one. A journey may send an
 * event the machine ignores where it is (to show that it is ignored); the real actor must then stay put too.
 */
export function replay<Event extends EventObject>(spec: ModelSpec<AnyStateMachine, Event>, events: readonly Event[]): ModelStep<Event>[] {
  let [snapshot] = initialTransition(spec.machine, spec.input);
  return events.map((event) => {
    [snapshot] = transition(spec.machine, snapshot, event);
    return { event, state: { value: snapshot.value, context: snapshot.context } };
  });
}

/** The named journeys as paths. */
export function journeyPaths<Event extends EventObject>(spec: ModelSpec<AnyStateMachine, Event>): ModelPath<Event>[] {
  return Object.entries(spec.journeys).map(([name, events]) => ({ name: `journey: ${name}`, steps: replay(spec, events) }));
}

/** Every state node of the machine (by id) and every transition (source, event, index), for coverage. */
export function catalogOf(machine: AnyStateMachine) {
  const states: string[] = [];
  const transitions: string[] = [];
  const walk = (node: AnyStateMachine['root']) => {
    if (node !== machine.root) states.push(node.id);
    for (const [eventType, definitions] of node.transitions) definitions.forEach((_, index) => transitions.push(transitionKey(node.id, eventType, index)));
    (node.always ?? []).forEach((_, index) => transitions.push(transitionKey(node.id, 'always', index)));
    for (const child of Object.values(node.states)) walk(child as AnyStateMachine['root']);
  };
  walk(machine.root);
  return { states, transitions };
}

export const transitionKey = (sourceId: string, eventType: string, index: number) => `${sourceId} --${eventType}#${index}`;

/** The delay of a named delay in milliseconds (for readable steps and for advancing fake timers). */
export function delayMs(machine: AnyStateMachine, name: string): number | undefined {
  const delay = (machine.implementations.delays as Record<string, unknown>)[name];
  if (typeof delay === 'number') return delay;
  if (/^\d+$/.test(name)) return Number(name);
  return undefined;
}

/** A QA-readable sentence for one step's event. */
export function describeEvent<Event extends EventObject>(spec: ModelSpec<AnyStateMachine, Event>, event: Event): string {
  const custom = spec.describeEvent?.(event);
  if (custom) return custom;
  const { type, ...rest } = event as EventObject & Record<string, unknown>;
  const payload = (value: unknown) => (value === undefined ? '' : ` ${serializeEvent(value as EventObject)}`);
  let match = /^xstate\.done\.actor\.(.+)$/.exec(type);
  if (match) return `the effect "${match[1]}" answers${payload(rest.output)}`;
  match = /^xstate\.error\.actor\.(.+)$/.exec(type);
  if (match) return `the effect "${match[1]}" fails`;
  match = /^xstate\.after\.([^.]+)\.(.+)$/.exec(type);
  if (match) {
    const ms = delayMs(spec.machine, match[1]);
    return `wait ${ms === undefined ? match[1] : `${ms / 1000} s`} (${match[1]})`;
  }
  const fields = Object.keys(rest).length ? payload(rest) : '';
  return `send "${type}"${fields}`;
}

/** A state value as a readable dotted name: { active: 'waiting' } → active.waiting; parallel regions joined by " + ". */
export function describeValue(value: unknown): string {
  if (typeof value === 'string') return value;
  if (value && typeof value === 'object')
    return Object.entries(value as Record<string, unknown>)
      .map(([key, child]) => {
        const inner = describeValue(child);
        return inner.includes(' + ') ? `${key}.(${inner})` : `${key}.${inner}`;
      })
      .join(' + ');
  return String(value);
}
