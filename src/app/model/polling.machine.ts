import { assign, fromPromise, setup } from 'xstate';
import type { PortalComponents } from '@/shared/api';
import { NOTIFICATION_POLL_MS } from '@/shared/config';

// Notification and message polling (spec sections 4 and 9): while signed in, GET /common/new-notifications-messages
// every 10 s with the last ETag; a 304 leaves the context untouched, so no selector changes and nothing re-renders.
// Starts on sign-in, stops (and forgets the feed) on sign-out. Pure: the call is the named actor `pollOnce`.

export type NotificationFeed = PortalComponents['schemas']['NotificationPoll'];

/** What one poll answers: a new feed with its ETag, or "nothing changed" (304). */
export type PollAnswer = { kind: 'changed'; etag: string | null; feed: NotificationFeed } | { kind: 'not-modified' };

export type PollingContext = {
  etag: string | null;
  feed: NotificationFeed | null;
  /** Polls in a row that failed (network, 5xx); reset by an answer. */
  failures: number;
};

export type PollingEvent =
  /** The session became authenticated. */
  | { type: 'session.signedIn' }
  /** The session ended. */
  | { type: 'session.signedOut' }
  /** Something was just marked read: poll now rather than in up to 10 s. */
  | { type: 'polling.refresh' };

const notProvided = () => Promise.reject(new Error('polling actor "pollOnce" was not provided'));

export const pollingMachine = setup({
  types: {
    context: {} as PollingContext,
    events: {} as PollingEvent,
  },
  actors: {
    /** GET /common/new-notifications-messages with If-None-Match. */
    pollOnce: fromPromise<PollAnswer, { etag: string | null }>(notProvided),
  },
  actions: {
    assignAnswer: assign((_, params: { answer: PollAnswer }) =>
      params.answer.kind === 'changed' ? { etag: params.answer.etag, feed: params.answer.feed, failures: 0 } : {},
    ),
    resetFailures: assign({ failures: 0 }),
    countFailure: assign({ failures: ({ context }) => context.failures + 1 }),
    forgetFeed: assign({ etag: null, feed: null, failures: 0 }),
  },
  guards: {
    isNotModified: (_, params: { answer: PollAnswer }) => params.answer.kind === 'not-modified',
  },
  delays: {
    pollInterval: NOTIFICATION_POLL_MS,
  },
}).createMachine({
  id: 'polling',
  initial: 'stopped',
  context: { etag: null, feed: null, failures: 0 },
  states: {
    // Nobody is signed in: there is nothing to poll.
    stopped: {
      on: { 'session.signedIn': 'running' },
    },
    // Signed in: poll at once, then every 10 s until sign-out.
    running: {
      initial: 'fetching',
      on: { 'session.signedOut': { target: 'stopped', actions: 'forgetFeed' } },
      states: {
        // Asking the server what changed since the last ETag.
        fetching: {
          invoke: {
            id: 'pollOnce',
            src: 'pollOnce',
            input: ({ context }) => ({ etag: context.etag }),
            onDone: [
              // 304: nothing assigned, so the view does not re-render.
              { guard: { type: 'isNotModified', params: ({ event }) => ({ answer: event.output }) }, target: 'waiting', actions: 'resetFailures' },
              { target: 'waiting', actions: { type: 'assignAnswer', params: ({ event }) => ({ answer: event.output }) } },
            ],
            // A failed poll keeps the last feed; the next one tries again.
            onError: { target: 'waiting', actions: 'countFailure' },
          },
          // Marked read meanwhile: this answer may be stale, ask again.
          on: { 'polling.refresh': { target: 'fetching', reenter: true } },
        },
        // Between two polls.
        waiting: {
          after: { pollInterval: 'fetching' },
          on: { 'polling.refresh': 'fetching' },
        },
      },
    },
  },
});

export type PollingMachine = typeof pollingMachine;
