// One way to page a list: the contract's `page` and `page_size` (from 1; 20 by default) become LIMIT/OFFSET, and
// the answer is the contract's page envelope (`Paging` plus the items).
import type { PortalSchemas } from '../../contract-types.ts';

/** A page of a list, as every paged operation of the contract answers it. */
export type Page<T> = PortalSchemas['Paging'] & { items: T[] };

/** What a paged operation's query holds (the generated query types have these two among their fields). */
export type PageQuery = { page?: number; page_size?: number };

/** The page asked for, and the rows it covers. */
export type PageWindow = { page: number; page_size: number; limit: number; offset: number };

export const DEFAULT_PAGE_SIZE = 20;

/** Any offset past this is past the end of every list; it also keeps OFFSET inside PostgreSQL's bigint. */
const MAX_OFFSET = 2_147_483_647;

export function pageWindow(query: PageQuery | undefined, defaultSize = DEFAULT_PAGE_SIZE): PageWindow {
  const page = query?.page ?? 1;
  const pageSize = query?.page_size ?? defaultSize;
  return { page, page_size: pageSize, limit: pageSize, offset: Math.min((page - 1) * pageSize, MAX_OFFSET) };
}

/** The first `limit` rows (a list that is not paged by the caller, e.g. the latest five updates). */
export const firstRows = (limit: number): PageWindow => ({ page: 1, page_size: limit, limit, offset: 0 });

export function toPage<T>(window: PageWindow, items: T[], total: number): Page<T> {
  return { items, page: window.page, page_size: window.page_size, total };
}
