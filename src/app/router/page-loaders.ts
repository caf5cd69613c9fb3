import type { ComponentType } from 'react';
import type { PageModule } from './page-record';
import { ROUTE_TABLE, type PageKey } from './route-table';

/** What every page receives from the router. */
export type PageProps = { title: string };

type Loader = () => Promise<{ default: ComponentType<PageProps> }>;

/** The page's slice, imported when first needed: each slice is its own chunk (Vite makes one per src/pages/* index). */
const loaderOf =
  ({ slice, name }: PageModule): Loader =>
  () =>
    import(`../../pages/${slice}/index.ts`).then((module: Record<string, ComponentType<PageProps>>) => ({ default: module[name] }));

// One loader per page key, derived from the page records.
export const PAGE_LOADERS: Readonly<Record<PageKey, Loader>> = Object.fromEntries(ROUTE_TABLE.map((route) => [route.page, loaderOf(route.module)]));
