import { createContext, useContext } from 'react';
import type { LazyActor } from './lazy-actor';
import type { ConnectivityActor, PollingActor } from './app-actors';

// The app-wide actors the view reads (through their selectors and useSelector), given by <App>.
export type AppActorRefs = {
  polling: LazyActor<PollingActor>;
  connectivity: LazyActor<ConnectivityActor>;
};

export const AppActorsContext = createContext<AppActorRefs | null>(null);

export function useAppActors(): AppActorRefs {
  const actors = useContext(AppActorsContext);
  if (!actors) throw new Error('useAppActors outside <App>');
  return actors;
}
