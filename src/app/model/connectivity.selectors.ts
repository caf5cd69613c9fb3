import type { SnapshotFrom } from 'xstate';
import type { ConnectivityMachine } from './connectivity.machine';

// The only way the view reads the connectivity actor.
export type ConnectivitySnapshot = SnapshotFrom<ConnectivityMachine>;
export type ConnectivityBanner = 'offline' | 'back-online' | 'slow' | null;

export const selectBanner = (snapshot: ConnectivitySnapshot): ConnectivityBanner => {
  if (snapshot.matches('offline')) return 'offline';
  if (snapshot.matches({ online: 'backOnline' })) return 'back-online';
  if (snapshot.matches({ online: 'slowWarning' })) return 'slow';
  return null;
};
export const selectIsOffline = (snapshot: ConnectivitySnapshot) => snapshot.matches('offline');
