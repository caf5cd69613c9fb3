import { routesOf, type RouteEntry } from './page-record';
import { PAGES } from './pages';

// The route table, derived from the page records (pages.ts): every route of spec section 2 and who may open it. The
// server checks every call again; this table only decides what a role is shown. A signed-in user on a route their role
// may not open is sent to their own home; a signed-out user on a signed-in route is sent to the root (the login).
//
// Kept free of runtime imports but the records: scripts/budget.ts reads it under Node.

export { canOpen } from './page-record';
export type { Access, Layout, RouteEntry } from './page-record';

export const ROUTE_TABLE: readonly RouteEntry[] = routesOf(PAGES);

/** A page's key (its tracking key, or the path of a page not built yet). */
export type PageKey = string;
