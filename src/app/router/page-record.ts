import type { OperationRoles, Role } from '@contract/access';
import type { IconName } from '@/shared/ui/icon';

// What a page record holds (pages.ts lists them) and how the route table is derived from the records. Kept free of
// runtime imports: scripts/budget.ts reads the route table under Node.

/** `app`: the menu layout; a `public` app route shows a signed-out visitor the public layout (no menu) instead. */
export type Layout = 'full' | 'app';

/** A page module: the slice under src/pages and the component it exports. Loaded when its route is first opened. */
export type PageModule = { readonly slice: string; readonly name: string };

export type MenuGroup = 'main' | 'students' | 'work' | 'partners' | 'learning' | 'money' | 'account';

/** A menu entry: shown to the roles that may open its route, in its group, by `order` within the group. */
export type MenuSpec = { readonly label: string; readonly group: MenuGroup; readonly icon: IconName; readonly order: number };

/** A page's own roles, where no single call of the contract decides who may open it (a comment beside says why). */
export type OwnRoles = { readonly roles: readonly Role[] };

/**
 * Who may open a page: an operation of the generated access map (the roles that may call it; a public operation makes
 * the page public), a list of them (the roles that may call every one), `guest` (only while signed out), `public`
 * (anyone), `signed-in` (every role), or the page's own roles.
 */
export type PageAccess = 'guest' | 'public' | 'signed-in' | OperationRoles | readonly OperationRoles[] | OwnRoles;

/** One route of a page, where it differs from the page's own title, access or menu. */
export type RouteSpec = {
  readonly path: string;
  readonly title?: string;
  readonly access?: PageAccess;
  /** Allowed values of route parameters; any other value is the 404 page. */
  readonly params?: Readonly<Record<string, readonly string[]>>;
  readonly menu?: MenuSpec;
};

/** One page: adding a page is adding one of these to pages.ts. */
export type PageRecord = {
  /** The page's tracking key (time spent per page); a page not built yet is tracked by its path. */
  readonly key?: string;
  readonly page: PageModule;
  readonly title: string;
  /** `app` unless said otherwise. */
  readonly layout?: Layout;
  readonly access: PageAccess;
  /** Its routes: a path, or a path with its own title, access, parameters or menu entry. */
  readonly paths: readonly (string | RouteSpec)[];
  /** The menu entry of its first route. */
  readonly menu?: MenuSpec;
};

/** Who may open a route, resolved: `guest`, `public`, `signed-in`, or the roles. */
export type Access = 'guest' | 'public' | 'signed-in' | readonly Role[];

export type RouteEntry = {
  path: string;
  title: string;
  layout: Layout;
  access: Access;
  /** The page's key (its tracking key; the path of a page not built yet). */
  page: string;
  module: PageModule;
  params?: Readonly<Record<string, readonly string[]>>;
  menu?: MenuSpec;
};

const isOperation = (rule: object): rule is OperationRoles => 'public' in rule;

/** The roles a page's access rule lets in, read from the generated access map where it names operations. */
export function accessOf(rule: PageAccess): Access {
  if (typeof rule === 'string') return rule;
  if (!Array.isArray(rule)) {
    const single = rule as OperationRoles | OwnRoles;
    if (!isOperation(single)) return single.roles;
    return single.public ? 'public' : single.roles;
  }
  const gated = (rule as readonly OperationRoles[]).filter((operation) => !operation.public);
  if (gated.length === 0) return 'public';
  return gated.reduce<readonly Role[]>((roles, operation) => roles.filter((role) => operation.roles.includes(role)), gated[0].roles);
}

/** The route table of some page records, in their order. */
export function routesOf(records: readonly PageRecord[]): RouteEntry[] {
  return records.flatMap((record) =>
    record.paths.map((spec, index): RouteEntry => {
      const route: RouteSpec = typeof spec === 'string' ? { path: spec } : spec;
      const menu = route.menu ?? (index === 0 ? record.menu : undefined);
      return {
        path: route.path,
        title: route.title ?? record.title,
        layout: record.layout ?? 'app',
        access: accessOf(route.access ?? record.access),
        page: record.key ?? route.path,
        module: record.page,
        ...(route.params ? { params: route.params } : {}),
        ...(menu ? { menu } : {}),
      };
    }),
  );
}

/** May this role (or a signed-out visitor, `null`) open this route? */
export function canOpen(access: Access, userType: Role | null): boolean {
  if (access === 'public') return true;
  if (access === 'guest') return userType === null;
  if (userType === null) return false;
  if (access === 'signed-in') return true;
  return access.includes(userType);
}
