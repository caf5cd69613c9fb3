import { assign, fromCallback, setup, type EventObject } from 'xstate';
import { TRACKING_HEARTBEAT_MS, TRACKING_IDLE_MS } from '@/shared/config';

// Page tracking (spec sections 4, 7 and 9), run only when the app is built with VITE_TRACKING=true: a start event
// on entering a page, a heartbeat every 15 s, an end event on leaving (also on pagehide, when the tab closes). Idle
// after 60 s without activity, cleared on any activity; each event carries the active and idle time since the
// previous one. Skipped on the login and forgot-password pages and while nobody is signed in. Pure: sending is the
// named action `sendTrackingEvent`, the browser's activity comes from the named callback actor `watchActivity`.

export type TrackedKind = 'start' | 'heartbeat' | 'end';

export type PageVisit = { pageKey: string; path: string; referrer: string | null; userId: number; startedAt: number };

/** One tracking event as the machine knows it; the app adds the ids and the browser's meta. */
export type TrackingRecord = {
  event: TrackedKind;
  visit: PageVisit;
  endedAt: number;
  deltaActiveMs: number;
  deltaIdleMs: number;
};

export type TrackingContext = {
  visit: PageVisit | null;
  /** Whether the user is counted active or idle since `segmentSince`. */
  attention: 'active' | 'idle';
  segmentSince: number;
  deltaActiveMs: number;
  deltaIdleMs: number;
};

export type TrackingEvent =
  /** The router entered a page (the user id is null when nobody is signed in). */
  | { type: 'page.entered'; pageKey: string; path: string; referrer: string | null; userId: number | null }
  /** The page is going away (pagehide: tab closed, navigated off the app). */
  | { type: 'page.left' }
  /** Pointer, key, scroll or touch. */
  | { type: 'user.activity' };

/** Pages that are never tracked (spec section 4). */
export const UNTRACKED_PAGES: readonly string[] = ['login', 'forgot-password'];

const now = () => Date.now();

/** Closes the running active or idle segment into the deltas. */
const accrued = (context: TrackingContext) => {
  const at = now();
  const spent = Math.max(0, at - context.segmentSince);
  return context.attention === 'active'
    ? { deltaActiveMs: context.deltaActiveMs + spent, segmentSince: at }
    : { deltaIdleMs: context.deltaIdleMs + spent, segmentSince: at };
};

const recordOf = (context: TrackingContext, event: TrackedKind): TrackingRecord | null =>
  context.visit
    ? { event, visit: context.visit, endedAt: now(), deltaActiveMs: context.deltaActiveMs, deltaIdleMs: context.deltaIdleMs }
    : null;

export const trackingMachine = setup({
  types: {
    context: {} as TrackingContext,
    events: {} as TrackingEvent,
  },
  actors: {
    /** Sends user.activity (throttled) and page.left (pagehide); a stand-in that listens to nothing. */
    watchActivity: fromCallback<EventObject>(() => () => {}),
  },
  actions: {
    /** POST /common/save-time-spent-on-page; failures are ignored. A stand-in that sends nothing. */
    sendTrackingEvent: (_, _params: { record: TrackingRecord | null }) => {},
    startVisit: assign((_, params: { visit: PageVisit }) => ({
      visit: params.visit,
      attention: 'active' as const,
      segmentSince: params.visit.startedAt,
      deltaActiveMs: 0,
      deltaIdleMs: 0,
    })),
    accrue: assign(({ context }) => accrued(context)),
    resetDeltas: assign({ deltaActiveMs: 0, deltaIdleMs: 0 }),
    markActive: assign({ attention: 'active' as const }),
    markIdle: assign({ attention: 'idle' as const }),
    endVisit: assign({ visit: null, deltaActiveMs: 0, deltaIdleMs: 0 }),
  },
  guards: {
    isTrackedPage: (_, params: { pageKey: string; userId: number | null }) =>
      params.userId !== null && !UNTRACKED_PAGES.includes(params.pageKey),
  },
  delays: {
    heartbeatInterval: TRACKING_HEARTBEAT_MS,
    idleAfter: TRACKING_IDLE_MS,
  },
}).createMachine({
  id: 'tracking',
  initial: 'notTracking',
  context: { visit: null, attention: 'active', segmentSince: 0, deltaActiveMs: 0, deltaIdleMs: 0 },
  invoke: { id: 'watchActivity', src: 'watchActivity' },
  states: {
    // On an untracked page (login, forgot password), signed out, or the page has gone.
    notTracking: {
      on: {
        'page.entered': {
          guard: { type: 'isTrackedPage', params: ({ event }) => event },
          target: 'tracking',
          actions: [
            { type: 'startVisit', params: ({ event }) => ({ visit: { pageKey: event.pageKey, path: event.path, referrer: event.referrer, userId: event.userId!, startedAt: now() } }) },
            { type: 'sendTrackingEvent', params: ({ context }) => ({ record: recordOf(context, 'start') }) },
          ],
        },
      },
    },
    // On a tracked page: attention and heartbeat run side by side.
    tracking: {
      type: 'parallel',
      on: {
        'page.entered': [
          {
            // Another tracked page: end this visit, start the next.
            guard: { type: 'isTrackedPage', params: ({ event }) => event },
            target: 'tracking',
            reenter: true,
            actions: [
              'accrue',
              { type: 'sendTrackingEvent', params: ({ context }) => ({ record: recordOf(context, 'end') }) },
              { type: 'startVisit', params: ({ event }) => ({ visit: { pageKey: event.pageKey, path: event.path, referrer: event.referrer, userId: event.userId!, startedAt: now() } }) },
              { type: 'sendTrackingEvent', params: ({ context }) => ({ record: recordOf(context, 'start') }) },
            ],
          },
          {
            // An untracked page or signed out: end this visit.
            target: 'notTracking',
            actions: ['accrue', { type: 'sendTrackingEvent', params: ({ context }) => ({ record: recordOf(context, 'end') }) }, 'endVisit'],
          },
        ],
        'page.left': {
          target: 'notTracking',
          actions: ['accrue', { type: 'sendTrackingEvent', params: ({ context }) => ({ record: recordOf(context, 'end') }) }, 'endVisit'],
        },
      },
      states: {
        attention: {
          initial: 'active',
          states: {
            // The user did something in the last 60 s; any activity restarts the count.
            active: {
              after: { idleAfter: { target: 'idle', actions: ['accrue', 'markIdle'] } },
              on: { 'user.activity': { target: 'active', reenter: true } },
            },
            // 60 s without activity: time counts as idle until the next activity.
            idle: {
              on: { 'user.activity': { target: 'active', actions: ['accrue', 'markActive'] } },
            },
          },
        },
        heartbeat: {
          initial: 'beating',
          states: {
            // A heartbeat every 15 s while the page is open, with the time since the previous event.
            beating: {
              after: {
                heartbeatInterval: {
                  target: 'beating',
                  reenter: true,
                  actions: ['accrue', { type: 'sendTrackingEvent', params: ({ context }) => ({ record: recordOf(context, 'heartbeat') }) }, 'resetDeltas'],
                },
              },
            },
          },
        },
      },
    },
  },
});

export type TrackingMachine = typeof trackingMachine;
