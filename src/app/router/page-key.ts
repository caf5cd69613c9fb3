import { ROUTE_TABLE } from './route-table';

/**
 * The tracking page key of a route: its page's key (login, forgot-password, …) where the page is built, else its path
 * pattern (/my_leads/:lead_id), so every screen is told apart.
 */
export function pageKeyOf(pattern: string | null, pathname: string): string {
  const entry = ROUTE_TABLE.find((route) => route.path === (pattern ?? pathname));
  return entry ? entry.page : (pattern ?? pathname);
}
