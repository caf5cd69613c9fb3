import { lazy, Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';

// Loaded only when a URL asks for it, so first paint does not carry it.
const ScrollHighlight = lazy(() => import('../providers/scroll-highlight').then((m) => ({ default: m.ScrollHighlight })));

const wantsScrollOrHighlight = (search: string) => {
  const params = new URLSearchParams(search);
  return params.has('scrollTo') || params.has('highlight');
};

/** The top of the route tree: app-wide behaviours that need the router, then the layout of the route. */
export function RootShell() {
  const location = useLocation();
  return (
    <>
      {wantsScrollOrHighlight(location.search) ? (
        <Suspense fallback={null}>
          <ScrollHighlight />
        </Suspense>
      ) : null}
      <Outlet />
    </>
  );
}
