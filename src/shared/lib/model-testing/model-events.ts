import type { EventObject } from 'xstate';

// The events of an abstract test model: the machine's own events plus what its effects answer (an invoked actor's
// result or failure) and the passing of a named delay. Typed after XState's own event shapes, so the model can feed
// them to the machine exactly as the running actor would receive them.

/** An invoked actor (invoke `id`) finished with this output. */
export type DoneEvent<Id extends string, Output> = { type: `xstate.done.actor.${Id}`; output: Output; actorId: Id };
/** An invoked actor (invoke `id`) failed. */
export type ErrorEvent<Id extends string> = { type: `xstate.error.actor.${Id}`; error: unknown; actorId: Id };
/** The named delay `Delay` of the state `#StateId` has passed. */
export type AfterEvent<Delay extends string, StateId extends string> = { type: `xstate.after.${Delay}.${StateId}` };

export const done = <Id extends string, Output>(id: Id, output: Output): DoneEvent<Id, Output> => ({
  type: `xstate.done.actor.${id}`,
  output,
  actorId: id,
});
export const failed = <Id extends string>(id: Id, error: unknown = new Error(`${id} failed`)): ErrorEvent<Id> => ({
  type: `xstate.error.actor.${id}`,
  error,
  actorId: id,
});
export const after = <Delay extends string, StateId extends string>(delay: Delay, stateId: StateId): AfterEvent<Delay, StateId> => ({
  type: `xstate.after.${delay}.${stateId}`,
});

/**
 * Every event type of the model with at least one concrete event: the mapped type makes a forgotten event type or
 * actor result a type error, so the fixture stays exhaustive as the machine grows.
 */
export type Fixture<Event extends EventObject> = {
  [Type in Event['type']]: readonly [Extract<Event, { type: Type }>, ...Extract<Event, { type: Type }>[]];
};

export const fixtureEvents = <Event extends EventObject>(fixture: Fixture<Event>): Event[] =>
  Object.values(fixture).flat() as Event[];

/**
 * The fixture of the events listed, grouped by their type in the order given. Where the model's `Fixture<…>` is
 * expected, an event type without an event is a type error naming it.
 */
export function fixtureOf<const Events extends readonly EventObject[]>(...events: Events): Fixture<Events[number]> {
  const fixture: Record<string, EventObject[]> = {};
  for (const event of events) (fixture[event.type] ??= []).push(event);
  return fixture as unknown as Fixture<Events[number]>;
}
