import { createActor, type InspectionEvent, type Observer } from 'xstate';
import { TRACKING } from '@/shared/config';
import { getInspector } from '@/shared/lib/inspect';
import { createSessionActor } from './session.actor';
import { pollingMachineWithEffects } from './polling.actor';
import { connectivityMachineWithEffects } from './connectivity.actor';
import { trackingMachineWithEffects } from './tracking.actor';

// The app-wide actors (DESIGN: session, polling, connectivity, tracking), started once, in their own chunk loaded
// after the first paint. The session drives polling (signed in → poll; signed out → stop) and tracking's user; the
// router drives tracking's pages. Tracking runs only in a build with VITE_TRACKING=true.

export type AppLocation = { pathname: string; search: string };

export type AppActorsDeps = {
  navigate: (to: string) => void;
  location: () => AppLocation;
  /** Calls back on every navigation with the new location and its route pattern (e.g. /student_details/:id). */
  subscribeLocation: (listener: (location: AppLocation, pattern: string | null) => void) => () => void;
  /** The page key of a route pattern (login, forgot-password, … or the pattern itself). */
  pageKeyOf: (pattern: string | null, pathname: string) => string;
  tracking?: boolean;
};

type Inspect = Observer<InspectionEvent> | ((event: InspectionEvent) => void);

export function startAppActors(deps: AppActorsDeps) {
  const inspect = getInspector<Inspect>();
  const session = createSessionActor({ navigate: deps.navigate, location: deps.location, inspect });
  const polling = createActor(pollingMachineWithEffects, { inspect });
  const connectivity = createActor(connectivityMachineWithEffects, { input: { online: navigator.onLine }, inspect });
  const tracking = deps.tracking ?? TRACKING ? createActor(trackingMachineWithEffects, { inspect }) : null;

  let signedIn = false;
  let userId: number | null = null;
  let previousPath: string | null = typeof document !== 'undefined' && document.referrer ? document.referrer : null;
  let current: { location: AppLocation; pattern: string | null } = { location: deps.location(), pattern: null };

  const enterPage = () => {
    if (!tracking) return;
    const { location, pattern } = current;
    tracking.send({ type: 'page.entered', pageKey: deps.pageKeyOf(pattern, location.pathname), path: location.pathname, referrer: previousPath, userId });
  };

  const sessionSubscription = session.subscribe((snapshot) => {
    const nowSignedIn = snapshot.matches('authenticated');
    const nowUser = snapshot.context.user?.user_id ?? null;
    if (nowSignedIn !== signedIn) {
      signedIn = nowSignedIn;
      polling.send({ type: nowSignedIn ? 'session.signedIn' : 'session.signedOut' });
    }
    if (nowUser !== userId) {
      userId = nowUser;
      enterPage();
    }
  });
  const stopLocation = deps.subscribeLocation((location, pattern) => {
    if (location.pathname === current.location.pathname && pattern === current.pattern) return;
    previousPath = current.location.pathname;
    current = { location, pattern };
    enterPage();
  });

  connectivity.start();
  polling.start();
  tracking?.start();
  session.start();

  return {
    session,
    polling,
    connectivity,
    tracking,
    stop: () => {
      stopLocation();
      sessionSubscription.unsubscribe();
      tracking?.stop();
      polling.stop();
      connectivity.stop();
      session.stop();
    },
  };
}

export type AppActors = ReturnType<typeof startAppActors>;
export type PollingActor = AppActors['polling'];
export type ConnectivityActor = AppActors['connectivity'];
