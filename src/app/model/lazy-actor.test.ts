import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { createLazyActor, placeholderSnapshot } from './lazy-actor';
import { pollingMachine } from './polling.machine';

type PollingActor = ReturnType<typeof createActor<typeof pollingMachine>>;

describe('lazy actor (app-wide actors before XState has loaded)', () => {
  it('reads the placeholder, queues events, and hands subscribers over to the real actor', () => {
    const lazy = createLazyActor<PollingActor>(placeholderSnapshot('stopped', { etag: null, feed: null, failures: 0 }));
    const seen: unknown[] = [];
    lazy.subscribe((snapshot) => seen.push((snapshot as { value: unknown }).value));
    expect((lazy.getSnapshot() as { matches: (v: unknown) => boolean }).matches('stopped')).toBe(true);
    expect((lazy.getSnapshot() as { matches: (v: unknown) => boolean }).matches('running')).toBe(false);
    lazy.send({ type: 'session.signedIn' });

    const real = createActor(pollingMachine);
    real.start();
    lazy.attach(real);
    // The queued sign-in reached the real actor, and the subscriber heard both the hand-over and the change.
    expect(real.getSnapshot().matches('running')).toBe(true);
    expect(lazy.getSnapshot()).toBe(real.getSnapshot());
    expect(seen.at(-1)).toEqual({ running: 'fetching' });
    real.stop();
  });

  it('placeholder matching follows state values, nested and by prefix', () => {
    const snapshot = placeholderSnapshot({ online: 'quiet' }, {});
    expect(snapshot.matches('online')).toBe(true);
    expect(snapshot.matches({ online: 'quiet' })).toBe(true);
    expect(snapshot.matches({ online: 'backOnline' })).toBe(false);
    expect(snapshot.matches('offline')).toBe(false);
  });

  it('an unsubscribed observer hears nothing after the hand-over', () => {
    const lazy = createLazyActor<PollingActor>(placeholderSnapshot('stopped', {}));
    const listener = vi.fn();
    lazy.subscribe(listener).unsubscribe();
    const real = createActor(pollingMachine);
    real.start();
    lazy.attach(real);
    expect(listener).not.toHaveBeenCalled();
    real.stop();
  });
});
