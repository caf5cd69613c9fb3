import { fromCallback, type EventObject } from 'xstate';
import { connectivityMachine, isSlowConnection, type ConnectionInfo, type ConnectivityEvent } from './connectivity.machine';

// The connectivity machine with the browser's signals: window online/offline and the Network Information API.

type NetworkInformation = ConnectionInfo & EventTarget;

const connectionOf = (): NetworkInformation | undefined =>
  (navigator as Navigator & { connection?: NetworkInformation }).connection;

export const watchNetwork = fromCallback<EventObject>(({ sendBack }) => {
  const send = (event: ConnectivityEvent) => sendBack(event);
  const handleOffline = () => send({ type: 'network.offline' });
  const handleOnline = () => send({ type: 'network.online' });
  const connection = connectionOf();
  const handleChange = () => {
    if (navigator.onLine && isSlowConnection(connectionOf())) send({ type: 'network.slow' });
  };
  window.addEventListener('offline', handleOffline);
  window.addEventListener('online', handleOnline);
  connection?.addEventListener('change', handleChange);
  handleChange();
  return () => {
    window.removeEventListener('offline', handleOffline);
    window.removeEventListener('online', handleOnline);
    connection?.removeEventListener('change', handleChange);
  };
});

export const connectivityMachineWithEffects = connectivityMachine.provide({ actors: { watchNetwork } });
