import { lazy, Suspense, useDeferredValue, type ReactNode } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { useSession } from '@/entities/session';
import { withChunkTimeout } from '@/shared/lib/lazy';
import { FullLayout } from '../layouts/full-layout';
import { RootShell } from '../layouts/root-shell';
import { RouteErrorPage } from '../ui/route-error-page';
import { PageFallback } from '../ui/page-fallback';
import { loadAppLayout, loadPublicLayout } from './layout-loaders';
import { RouteGate } from './route-gate';
import { ROUTE_TABLE, type RouteEntry } from './route-table';

// The app layout brings Radix menus, TanStack Query and the reference lists: it loads only for signed-in routes.
const AppLayout = lazy(() => withChunkTimeout(() => loadAppLayout().then((m) => ({ default: m.AppLayout }))));
const PublicLayout = lazy(() => withChunkTimeout(() => loadPublicLayout().then((m) => ({ default: m.PublicLayout }))));

/**
 * The session as the layouts switch on it, one step behind: when the session check answers, the layout and the first
 * page mount in a transition (rendered in slices, the browser let in between) instead of one long task (issue 10).
 */
const useSessionForLayout = () => useDeferredValue(useSession());

/** The app layout is for signed-in users only: a signed-out visitor goes to the root without loading it. */
function SignedInOnly({ children }: { children: ReactNode }) {
  const session = useSessionForLayout();
  if (session.isResolving) return <PageFallback label="Checking your session…" />;
  if (!session.isAuthenticated) return <Navigate to="/" replace />;
  return children;
}

/** A public route of the app layout (the search, a university): the app layout signed in, else one without a menu. */
function AppOrPublicLayout() {
  const session = useSessionForLayout();
  if (session.isResolving) return <PageFallback label="Checking your session…" />;
  return <Suspense fallback={<PageFallback label="Loading…" />}>{session.isAuthenticated ? <AppLayout /> : <PublicLayout />}</Suspense>;
}

const toRoute = (entry: RouteEntry): RouteObject => ({
  path: entry.path,
  element: <RouteGate entry={entry} />,
  handle: { title: entry.title },
});

export function buildRoutes(table: readonly RouteEntry[] = ROUTE_TABLE): RouteObject[] {
  return [
    {
      element: <RootShell />,
      errorElement: <RouteErrorPage />,
      children: [
        {
          element: <FullLayout />,
          errorElement: <RouteErrorPage />,
          children: table.filter((entry) => entry.layout === 'full').map(toRoute),
        },
        {
          element: (
            <SignedInOnly>
              <Suspense fallback={<PageFallback label="Loading…" />}>
                <AppLayout />
              </Suspense>
            </SignedInOnly>
          ),
          errorElement: <RouteErrorPage />,
          children: table.filter((entry) => entry.layout === 'app' && entry.access !== 'public').map(toRoute),
        },
        {
          element: <AppOrPublicLayout />,
          errorElement: <RouteErrorPage />,
          children: table.filter((entry) => entry.layout === 'app' && entry.access === 'public').map(toRoute),
        },
        // Any unknown path is the 404 page.
        { path: '*', element: <Navigate to="/error-404" replace /> },
      ],
    },
  ];
}

export function createAppRouter(routes: RouteObject[] = buildRoutes()) {
  return createBrowserRouter(routes);
}
