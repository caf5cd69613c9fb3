import { after, done, failed, fixtureOf, type AfterEvent, type DoneEvent, type ErrorEvent, type ModelSpec } from '@/shared/lib/model-testing';
import { pollingMachine, type NotificationFeed, type PollAnswer, type PollingEvent, type PollingMachine } from './polling.machine';

// The polling machine's abstract model: its events, every answer of the poll, the 10 s delay.

export type PollingModelEvent =
  | PollingEvent
  | DoneEvent<'pollOnce', PollAnswer>
  | ErrorEvent<'pollOnce'>
  | AfterEvent<'pollInterval', 'polling.running.waiting'>;

export const sampleFeed: NotificationFeed = {
  notifications: [],
  unread_notifications_count: 2,
  unread_notifications: [],
  messages: [],
  unread_messages_count: 1,
};

const changed = done('pollOnce', { kind: 'changed', etag: '"v1"', feed: sampleFeed } satisfies PollAnswer);
const notModified = done('pollOnce', { kind: 'not-modified' } satisfies PollAnswer);
const networkDown = failed('pollOnce', new TypeError('Failed to fetch'));
const tick = after('pollInterval', 'polling.running.waiting');
const signIn = { type: 'session.signedIn' } as const;
const signOut = { type: 'session.signedOut' } as const;
const refresh = { type: 'polling.refresh' } as const;


export const pollingModel: ModelSpec<PollingMachine, PollingModelEvent> = {
  name: 'polling',
  machine: pollingMachine,
  fixture: fixtureOf(signIn, signOut, refresh, changed, notModified, networkDown, tick),
  journeys: {
    'poll, then 304s every 10 s keep the feed': [signIn, changed, tick, notModified, tick, notModified],
    'a failed poll is retried 10 s later': [signIn, networkDown, tick, networkDown, tick, changed],
    'sign out and back in starts again': [signIn, changed, signOut, signIn, notModified],
    'mark read while a poll is in flight asks again': [signIn, refresh, changed, refresh, notModified],
  },
  describeEvent: (event) =>
    event === changed ? 'the poll answers 200 with a new feed and ETag'
    : event === notModified ? 'the poll answers 304 (nothing changed)'
    : event === networkDown ? 'the poll fails (no network)'
    : undefined,
};
