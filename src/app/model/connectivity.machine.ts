import { fromCallback, setup, type EventObject } from 'xstate';
import { ONLINE_BANNER_MS, SLOW_BANNER_MS } from '@/shared/config';

// The connectivity banner, app-wide (spec sections 4 and 9): online again → a green banner for 2 s; offline → a red
// banner that stays; a slow connection → a warning for 3 s. Pure: the browser's signals come from the named
// callback actor `watchNetwork` (window online/offline, the Network Information API).

export type ConnectivityInput = { online: boolean };
export type ConnectivityContext = { startedOnline: boolean };

export type ConnectivityEvent =
  | { type: 'network.offline' }
  | { type: 'network.online' }
  /** The connection became slow (2g, downlink under 1, RTT over 800 ms, or data saver). */
  | { type: 'network.slow' };

export const connectivityMachine = setup({
  types: {
    context: {} as ConnectivityContext,
    events: {} as ConnectivityEvent,
    input: {} as ConnectivityInput,
  },
  actors: {
    /** Listens to the browser and sends network.* events; a stand-in that listens to nothing. */
    watchNetwork: fromCallback<EventObject>(() => () => {}),
  },
  guards: {
    startsOffline: ({ context }) => !context.startedOnline,
  },
  delays: {
    onlineBanner: ONLINE_BANNER_MS,
    slowBanner: SLOW_BANNER_MS,
  },
}).createMachine({
  id: 'connectivity',
  initial: 'starting',
  context: ({ input }) => ({ startedOnline: input.online }),
  invoke: { id: 'watchNetwork', src: 'watchNetwork' },
  states: {
    // Decides from the browser's flag at load: a page opened offline shows the red banner at once.
    starting: {
      always: [{ guard: 'startsOffline', target: 'offline' }, { target: 'online' }],
    },
    // The network is there.
    online: {
      initial: 'quiet',
      on: {
        'network.offline': 'offline',
        'network.slow': '.slowWarning',
      },
      states: {
        // Nothing to tell the user.
        quiet: {},
        // Just back online: the green banner, for 2 s.
        backOnline: { after: { onlineBanner: 'quiet' } },
        // The connection is slow: the warning, for 3 s.
        slowWarning: { after: { slowBanner: 'quiet' } },
      },
    },
    // No network: the red banner stays until it returns.
    offline: {
      on: { 'network.online': 'online.backOnline' },
    },
  },
});

export type ConnectivityMachine = typeof connectivityMachine;

/** What the Network Information API says, where the browser has it. */
export type ConnectionInfo = { effectiveType?: string; downlink?: number; rtt?: number; saveData?: boolean };

/** Slow (spec section 9): a 2g type, a downlink under 1 (Mbit/s), a round-trip time over 800 ms, or data saver on. */
export function isSlowConnection(info: ConnectionInfo | null | undefined): boolean {
  if (!info) return false;
  return (
    info.effectiveType === '2g' ||
    info.effectiveType === 'slow-2g' ||
    (typeof info.downlink === 'number' && info.downlink > 0 && info.downlink < 1) ||
    (typeof info.rtt === 'number' && info.rtt > 800) ||
    info.saveData === true
  );
}
