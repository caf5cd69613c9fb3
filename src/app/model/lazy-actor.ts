// An app-wide actor that is usable before XState has loaded. The machines load in their own chunk after the first
// paint (the login page does not wait for them: scripts/budget.ts); until then the view reads a placeholder snapshot
// that says what is already known (e.g. "signed out" when no token is stored), events are queued, and subscribers
// move to the real actor when it arrives. No runtime import of xstate here.

type Observer = ((snapshot: unknown) => void) | { next?: (snapshot: unknown) => void };
type Subscription = { unsubscribe: () => void };

/** What an actor must offer to be stood in for. */
export type ActorPort = {
  send: (event: never) => void;
  getSnapshot: () => unknown;
  subscribe: (observer: never) => Subscription;
};

/** Stands in for `Actor` with its own types for send, getSnapshot and subscribe. */
export type LazyActor<Actor extends ActorPort> = Pick<Actor, 'send' | 'getSnapshot' | 'subscribe'> & {
  /** The real actor, once loaded and started. */
  ready: Promise<Actor>;
  current: () => Actor | null;
  /** Hands over the real actor (the loader calls this once). */
  attach: (actor: Actor) => void;
  fail: (error: unknown) => void;
};

/** A snapshot-like placeholder: `matches` compares state values, `can` is false, the context is given. */
export function placeholderSnapshot<Context>(value: unknown, context: Context) {
  const same = (a: unknown, b: unknown): boolean => {
    if (typeof b === 'string') return typeof a === 'string' ? a === b || a.startsWith(`${b}.`) : typeof a === 'object' && a !== null && b in a;
    if (typeof a === 'object' && a !== null && typeof b === 'object' && b !== null)
      return Object.entries(b as Record<string, unknown>).every(([key, child]) => same((a as Record<string, unknown>)[key], child));
    return false;
  };
  return { value, context, status: 'active' as const, matches: (state: unknown) => same(value, state), can: () => false };
}

export function createLazyActor<Actor extends ActorPort>(placeholder: unknown): LazyActor<Actor> {
  type Event = Parameters<Actor['send']>[0];
  type Real = { send: (event: Event) => void; getSnapshot: () => unknown; subscribe: (observer: Observer) => Subscription };
  let real: Real | null = null;
  const queue: Event[] = [];
  const observers = new Map<Observer, Subscription | null>();
  let resolveReady!: (actor: Actor) => void;
  let rejectReady!: (error: unknown) => void;
  const ready = new Promise<Actor>((resolve, reject) => {
    resolveReady = resolve;
    rejectReady = reject;
  });
  const notify = (observer: Observer, snapshot: unknown) => (typeof observer === 'function' ? observer(snapshot) : observer.next?.(snapshot));

  const lazy = {
    ready,
    current: () => real as unknown as Actor | null,
    send: (event: Event) => {
      if (real) real.send(event);
      else queue.push(event);
    },
    getSnapshot: () => (real ? real.getSnapshot() : placeholder),
    subscribe: (observer: Observer) => {
      observers.set(observer, real ? real.subscribe(observer) : null);
      return {
        unsubscribe: () => {
          observers.get(observer)?.unsubscribe();
          observers.delete(observer);
        },
      };
    },
    attach: (attached: Actor) => {
      const actor = attached as unknown as Real;
      real = actor;
      for (const observer of observers.keys()) {
        observers.set(observer, actor.subscribe(observer));
        notify(observer, actor.getSnapshot());
      }
      for (const event of queue.splice(0)) actor.send(event);
      resolveReady(attached);
    },
    fail: (error: unknown) => rejectReady(error),
  };
  return lazy as unknown as LazyActor<Actor>;
}
