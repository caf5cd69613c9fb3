import type { UserType } from '@/entities/session';
import type { IconName } from '@/shared/ui/icon';
import type { MenuGroup } from './page-record';
import { canOpen, ROUTE_TABLE, type RouteEntry } from './route-table';

// The vertical menu, derived from the page records: the routes with a menu entry that a role may open, by group in a
// fixed order, then by each entry's order. Only the app layout imports this file.

export type { MenuGroup } from './page-record';

export const MENU_GROUP_ORDER: readonly MenuGroup[] = ['main', 'students', 'work', 'partners', 'learning', 'money', 'account'];

export type MenuItem = { path: string; label: string; icon: IconName };

/** The vertical menu of a role: the routes it may open that carry a menu entry, grouped in a fixed order. */
export function menuFor(userType: UserType, table: readonly RouteEntry[] = ROUTE_TABLE): MenuItem[] {
  const rank = (route: RouteEntry) => MENU_GROUP_ORDER.indexOf(route.menu!.group) * 1_000_000 + route.menu!.order;
  return table
    .filter((route) => route.menu && canOpen(route.access, userType))
    .sort((a, b) => rank(a) - rank(b))
    .map((route) => ({ path: route.path, label: route.menu!.label, icon: route.menu!.icon }));
}
