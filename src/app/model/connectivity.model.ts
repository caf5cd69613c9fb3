import { after, fixtureOf, type AfterEvent, type ModelSpec } from '@/shared/lib/model-testing';
import { connectivityMachine, type ConnectivityEvent, type ConnectivityMachine } from './connectivity.machine';

// The connectivity machine's abstract model: the browser's signals and the two banner delays. Starts online; the
// journeys also start offline (input), as a page opened without network does.

export type ConnectivityModelEvent =
  | ConnectivityEvent
  | AfterEvent<'onlineBanner', 'connectivity.online.backOnline'>
  | AfterEvent<'slowBanner', 'connectivity.online.slowWarning'>;

const offline = { type: 'network.offline' } as const;
const online = { type: 'network.online' } as const;
const slow = { type: 'network.slow' } as const;
const greenGone = after('onlineBanner', 'connectivity.online.backOnline');
const warningGone = after('slowBanner', 'connectivity.online.slowWarning');


export const connectivityModel: ModelSpec<ConnectivityMachine, ConnectivityModelEvent> = {
  name: 'connectivity',
  machine: connectivityMachine,
  input: { online: true },
  fixture: fixtureOf(offline, online, slow, greenGone, warningGone),
  journeys: {
    'offline, back online, the green banner goes after 2 s': [offline, online, greenGone],
    'flapping network': [offline, online, offline, online, greenGone, offline],
    'slow right after coming back': [offline, online, slow, warningGone],
    'slow, then offline while warned': [slow, offline, online, greenGone],
  },
};

/** The same model started offline (a page opened without network). */
export const connectivityOfflineStartModel: ModelSpec<ConnectivityMachine, ConnectivityModelEvent> = {
  ...connectivityModel,
  name: 'connectivity (opened offline)',
  input: { online: false },
  journeys: { 'opened offline, then the network returns': [online, greenGone] },
};
