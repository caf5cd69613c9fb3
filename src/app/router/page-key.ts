import { ROUTE_TABLE } from './route-table';

/**
 * The tracking page key of a route: its page (login, forgot-password, …) where the route has its own page, else its
 * path pattern (/student_details/:student_user_id), so every screen is told apart.
 */
export function pageKeyOf(pattern: string | null, pathname: string): string {
  const entry = ROUTE_TABLE.find((route) => route.path === (pattern ?? pathname));
  if (!entry) return pattern ?? pathname;
  return entry.page === 'not-available' ? entry.path : entry.page;
}
