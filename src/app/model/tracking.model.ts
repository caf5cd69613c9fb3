import { after, fixtureOf, type AfterEvent, type ModelSpec } from '@/shared/lib/model-testing';
import { trackingMachine, type TrackingEvent, type TrackingMachine } from './tracking.machine';

// The tracking machine's abstract model: pages entered (tracked, untracked, signed out), leaving, activity, and the
// heartbeat and idle delays.

export type TrackingModelEvent =
  | TrackingEvent
  | AfterEvent<'idleAfter', 'tracking.tracking.attention.active'>
  | AfterEvent<'heartbeatInterval', 'tracking.tracking.heartbeat.beating'>;

export const enterHome = { type: 'page.entered', pageKey: 'home', path: '/home', referrer: null, userId: 7 } as const;
export const enterServices = { type: 'page.entered', pageKey: 'services', path: '/services', referrer: '/home', userId: 7 } as const;
export const enterLogin = { type: 'page.entered', pageKey: 'login', path: '/', referrer: null, userId: 7 } as const;
export const enterSignedOut = { type: 'page.entered', pageKey: 'terms', path: '/terms-and-conditions', referrer: null, userId: null } as const;
export const leave = { type: 'page.left' } as const;
export const activity = { type: 'user.activity' } as const;
export const goIdle = after('idleAfter', 'tracking.tracking.attention.active');
export const beat = after('heartbeatInterval', 'tracking.tracking.heartbeat.beating');


export const trackingModel: ModelSpec<TrackingMachine, TrackingModelEvent> = {
  name: 'tracking',
  machine: trackingMachine,
  fixture: fixtureOf(enterHome, enterLogin, enterSignedOut, leave, activity, goIdle, beat),
  journeys: {
    'page to page: end, then start': [enterHome, beat, enterServices, leave],
    'idle, then activity clears it': [enterHome, goIdle, activity, activity],
    'login and forgot-password are skipped': [enterLogin, enterHome, enterLogin, enterHome],
    'tab closed while idle': [enterHome, goIdle, leave],
  },
};
