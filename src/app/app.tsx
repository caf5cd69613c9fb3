import { RouterProvider } from 'react-router';
import { apiEvents } from '@/shared/api';
import { setInspector, type Inspector } from '@/shared/lib/inspect';
import { tokenStorage } from '@/shared/lib/storage';
import { createRequestActivityStore, type RequestActivityStore } from './model/request-activity.store';
import { connectApiReactions } from './model/api-reactions';
import { createLazyActor, placeholderSnapshot, type LazyActor } from './model/lazy-actor';
import { AppActorsContext, type AppActorRefs } from './model/app-actors.port';
import type { AppActors, ConnectivityActor, PollingActor } from './model/app-actors';
import type { SessionActor } from './model/session.actor';
import { initialSessionContext, type SessionContext } from './model/session.context';
import type { PollingContext } from './model/polling.machine';
import { SessionProvider } from './providers/session-provider';
import { LoadingIndicator } from './ui/loading-indicator';
import { ConnectivityBanner } from './ui/connectivity-banner';
import { createAppRouter } from './router/router';
import { pageKeyOf } from './router/page-key';
import { warmStart } from './router/warm-start';

type AppRouter = ReturnType<typeof createAppRouter> | ReturnType<typeof import('react-router').createMemoryRouter>;

export type AppParts = {
  router: AppRouter;
  session: LazyActor<SessionActor>;
  polling: LazyActor<PollingActor>;
  connectivity: LazyActor<ConnectivityActor>;
  activity: RequestActivityStore;
  /** Resolves when the app-wide actors have loaded and started. */
  ready: Promise<AppActors>;
  /** Stops the actors and the API listeners (tests). */
  dispose: () => void;
};

const signedOutContext = (hasStoredToken: boolean): SessionContext => initialSessionContext(hasStoredToken);
const idlePolling: PollingContext = { etag: null, feed: null, failures: 0 };

/**
 * Builds the app's long-lived parts: the router, the request counter and the app-wide actors. The actors (XState
 * and the machines) load in their own chunk right away; until they arrive the view reads what is already known
 * (a stored token means "checking your session", none means "signed out"), so the login page paints without them.
 */
export function createAppParts(options: { router?: AppRouter; inspect?: Inspector; tracking?: boolean } = {}): AppParts {
  if (options.inspect) setInspector(options.inspect);
  const router = options.router ?? createAppRouter();
  const navigate = (to: string) => void router.navigate(to, { replace: true });
  const hasStoredToken = tokenStorage.get() !== null;
  // The browser's own router (not a test's memory router): fetch the first page's chunks beside the session check.
  if (!options.router && typeof window !== 'undefined') warmStart(window.location.pathname, hasStoredToken);
  const session = createLazyActor<SessionActor>(placeholderSnapshot(hasStoredToken ? 'refreshing' : 'signedOut', signedOutContext(hasStoredToken)));
  const polling = createLazyActor<PollingActor>(placeholderSnapshot('stopped', idlePolling));
  const connectivity = createLazyActor<ConnectivityActor>(
    placeholderSnapshot(typeof navigator !== 'undefined' && navigator.onLine === false ? 'offline' : { online: 'quiet' }, { startedOnline: true }),
  );
  const disconnect = connectApiReactions(apiEvents, session, navigate);
  const activity = createRequestActivityStore(apiEvents);
  let disposed = false;
  let stopActors = () => {};
  const ready = import('./model/app-actors').then(({ startAppActors }) => {
    const actors = startAppActors({
      navigate,
      location: () => router.state.location,
      subscribeLocation: (listener) =>
        router.subscribe((state) => listener(state.location, state.matches.at(-1)?.route.path ?? null)),
      pageKeyOf,
      tracking: options.tracking,
    });
    stopActors = actors.stop;
    if (disposed) actors.stop();
    session.attach(actors.session);
    polling.attach(actors.polling);
    connectivity.attach(actors.connectivity);
    return actors;
  });
  ready.catch((error: unknown) => {
    session.fail(error);
    polling.fail(error);
    connectivity.fail(error);
  });
  const dispose = () => {
    disposed = true;
    disconnect();
    activity.dispose();
    stopActors();
  };
  return { router, session, polling, connectivity, activity, ready, dispose };
}

export function App({ parts }: { parts: AppParts }) {
  const actors: AppActorRefs = { polling: parts.polling, connectivity: parts.connectivity };
  return (
    <AppActorsContext.Provider value={actors}>
      <SessionProvider actor={parts.session as unknown as SessionActor}>
        <ConnectivityBanner actor={parts.connectivity} />
        <RouterProvider router={parts.router} />
        <LoadingIndicator store={parts.activity} />
      </SessionProvider>
    </AppActorsContext.Provider>
  );
}
