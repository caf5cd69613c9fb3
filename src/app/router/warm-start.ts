import { matchPath } from 'react-router';
import { loadAppLayout, loadPublicLayout } from './layout-loaders';
import { PAGE_LOADERS } from './page-loaders';
import { ROUTE_TABLE, type RouteEntry } from './route-table';

/** The route entry a path opens (the table's first match, as the router picks it), or null. */
export function entryOf(pathname: string, table: readonly RouteEntry[] = ROUTE_TABLE): RouteEntry | null {
  return table.find((entry) => matchPath({ path: entry.path, end: true }, pathname) !== null) ?? null;
}

/**
 * Asks for the chunks the first page will need while the session is still being checked (issue 10: the first page of a
 * signed-in visit waited for the session answer before it asked for its layout, and for the layout before it asked for
 * its page — three round trips one after another on a phone's network). Only fetches and evaluates modules: the
 * router still decides what is shown (a refused or signed-out visitor never sees a page it asked for early). With a
 * stored token the signed-in layout is the likely one; without, the public layout is.
 */
export function warmStart(pathname: string, hasStoredToken: boolean): void {
  const entry = entryOf(pathname);
  if (!entry) return;
  const quiet = (loading: Promise<unknown>) => void loading.catch(() => undefined);
  if (entry.layout === 'app') {
    if (entry.access !== 'public' && !hasStoredToken) return;
    quiet(hasStoredToken ? loadAppLayout() : loadPublicLayout());
  }
  // A failed early load is asked again by the router, which reports it (its chunk timeout and error page).
  quiet(PAGE_LOADERS[entry.page]());
}
