import { fromPromise } from 'xstate';
import { portalApi, unwrap } from '@/shared/api';
import { pollingMachine, type PollAnswer } from './polling.machine';

// The polling machine with its real effect: GET /common/new-notifications-messages with If-None-Match.

/** One poll. Offline, no request is made (a failed request would send the user to the root, spec section 8). */
export async function pollOnce({ etag }: { etag: string | null }): Promise<PollAnswer> {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return { kind: 'not-modified' };
  const result = await portalApi.GET('/common/new-notifications-messages', {
    params: { header: etag ? { 'If-None-Match': etag } : {} },
  });
  if (result.response.status === 304) return { kind: 'not-modified' };
  const body = unwrap(result);
  return { kind: 'changed', etag: result.response.headers.get('ETag'), feed: body.data };
}

export const pollingMachineWithEffects = pollingMachine.provide({
  actors: { pollOnce: fromPromise(({ input }: { input: { etag: string | null } }) => pollOnce(input)) },
});
