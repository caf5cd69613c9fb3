import { RouterProvider } from 'react-router';
import { apiEvents } from '@/shared/api';
import { createRequestActivityStore, type RequestActivityStore } from './model/request-activity.store';
import { connectApiReactions } from './model/api-reactions';
import { createSessionActor, type SessionActor, type SessionEffectsDeps } from './model/session.actor';
import { SessionProvider } from './providers/session-provider';
import { LoadingIndicator } from './ui/loading-indicator';
import { createAppRouter } from './router/router';

type AppRouter = ReturnType<typeof createAppRouter> | ReturnType<typeof import('react-router').createMemoryRouter>;

export type AppParts = {
  router: AppRouter;
  session: SessionActor;
  activity: RequestActivityStore;
  /** Stops the actor and the API listeners (tests). */
  dispose: () => void;
};

/** Builds the app's long-lived parts: the router, the session actor (started) and the request counter. */
export function createAppParts(options: { router?: AppRouter; inspect?: SessionEffectsDeps['inspect'] } = {}): AppParts {
  const router = options.router ?? createAppRouter();
  const navigate = (to: string) => void router.navigate(to, { replace: true });
  const session = createSessionActor({ navigate, location: () => router.state.location, inspect: options.inspect });
  const disconnect = connectApiReactions(apiEvents, session, navigate);
  const activity = createRequestActivityStore(apiEvents);
  session.start();
  const dispose = () => {
    disconnect();
    activity.dispose();
    session.stop();
  };
  return { router, session, activity, dispose };
}

export function App({ parts }: { parts: AppParts }) {
  return (
    <SessionProvider actor={parts.session}>
      <RouterProvider router={parts.router} />
      <LoadingIndicator store={parts.activity} />
    </SessionProvider>
  );
}
