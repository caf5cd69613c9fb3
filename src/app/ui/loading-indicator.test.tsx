import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createApiClient, createApiEventBus, type PortalPaths } from '@/shared/api';
import { createRequestActivityStore } from '../model/request-activity.store';
import { LoadingIndicator } from './loading-indicator';

function deferred() {
  let resolve!: (response: Response) => void;
  const promise = new Promise<Response>((done) => (resolve = done));
  return { promise, resolve };
}

const ok = () => new Response(JSON.stringify({ status: true, data: [] }), { status: 200, headers: { 'Content-Type': 'application/json' } });

function setup() {
  const events = createApiEventBus();
  const pending = new Map<string, ReturnType<typeof deferred>>();
  const client = createApiClient<PortalPaths>({
    baseUrl: 'http://unipath.test/api',
    getToken: () => null,
    events,
    log: () => {},
    fetch: (input) => {
      const gate = deferred();
      pending.set(new URL((input as Request).url).pathname, gate);
      return gate.promise;
    },
  });
  const store = createRequestActivityStore(events);
  render(<LoadingIndicator store={store} />);
  /** Answers the request pending on `path` and waits for its call to settle. */
  const answer = async (path: string, call: Promise<unknown>) =>
    act(async () => {
      pending.get(path)!.resolve(ok());
      await call;
    });
  return { client, pending, answer };
}

const indicator = () => screen.queryByRole('progressbar', { name: 'Loading…' });

describe('loading indicator', () => {
  it('is up during a request and hides when its response arrives', async () => {
    const { client, answer } = setup();
    expect(indicator()).toBeNull();
    let call!: Promise<unknown>;
    act(() => {
      call = client.GET('/home/countries');
    });
    await act(async () => {});
    expect(indicator()).not.toBeNull();
    await answer('/api/home/countries', call);
    expect(indicator()).toBeNull();
  });

  it('counts overlapping requests: it stays up until the last one is answered', async () => {
    const { client, answer } = setup();
    let first!: Promise<unknown>;
    let second!: Promise<unknown>;
    await act(async () => {
      first = client.GET('/home/countries');
      second = client.GET('/home/course-levels');
    });
    await answer('/api/home/countries', first);
    expect(indicator()).not.toBeNull();
    await answer('/api/home/course-levels', second);
    expect(indicator()).toBeNull();
  });

  it('hides when the request fails without a response', async () => {
    const events = createApiEventBus();
    const client = createApiClient<PortalPaths>({
      baseUrl: 'http://unipath.test/api',
      getToken: () => null,
      events,
      log: () => {},
      fetch: () => Promise.reject(new TypeError('Failed to fetch')),
    });
    render(<LoadingIndicator store={createRequestActivityStore(events)} />);
    await act(async () => {
      await client.GET('/home/countries').catch(() => undefined);
    });
    expect(indicator()).toBeNull();
  });

  it('stays down for an excluded call (the notification poll)', async () => {
    const { client, pending } = setup();
    await act(async () => {
      void client.GET('/common/new-notifications-messages');
    });
    expect(pending.has('/api/common/new-notifications-messages')).toBe(true);
    expect(indicator()).toBeNull();
  });
});
