import { useEffect, useRef } from 'react';
import { useQuery, type QueryKey, type UseQueryOptions, type UseQueryResult } from '@tanstack/react-query';
import { PAGE_PARAM, useUrlState, type UrlState, type UrlStateApi, type UrlStateChanges, type UrlStateSpec } from '@/shared/lib/url-query';

/** The parameter a list's search box writes. */
export const SEARCH_PARAM = 'q';
/** The parameter of a list's order: not a filter (a "no match" is never about the order). */
export const SORT_PARAM = 'sort';

export type ListQueryOptions<S extends UrlStateSpec, TData, TKey extends QueryKey> = {
  /** The list's parameters in the address, declared at module level (`page`, `q`, `sort` and the filters). */
  params: S;
  /** The query for a state: an entity's query options. */
  query: (state: UrlState<S>) => UseQueryOptions<TData, Error, TData, TKey>;
  /**
   * What the list is beyond its parameters (a route's view: open tasks, completed ones), or which of its parameters
   * make it another list. The rows on screen are kept while the next page, search or filter loads, but not when the
   * scope changes: another list's rows would be misread as this one's.
   */
  scope?: string | ((state: UrlState<S>) => string);
};

/** What the list block needs of a list: its query, whether filters narrow it, and how to page and clear. */
export type ListView<TData> = {
  query: UseQueryResult<TData, Error>;
  /** A search or filter narrows the list (so an empty answer is "no match", with a way back). */
  filtered: boolean;
  clear: () => void;
  page: number;
  setPage: (page: number) => void;
};

export type ListQuery<S extends UrlStateSpec, TData> = UrlStateApi<S> &
  ListView<TData> & {
    /**
     * Searches (the `q` parameter) from page 1. While one types the history entry is replaced (back does not step
     * through every word); a search asked for with a button adds one (`replace: false`).
     */
    search: (text: string, options?: { replace?: boolean }) => void;
  };

/**
 * A list whose state lives in the address: its parameters read and written through the one URL-state helper, the
 * query of that state, and the rows kept on screen while the next ones load. A change of search, sort or filter
 * starts at page 1; a parameter at its default is left out of the address.
 */
export function useListQuery<S extends UrlStateSpec, TData, TKey extends QueryKey>({ params, query, scope: scopeOf = '' }: ListQueryOptions<S, TData, TKey>): ListQuery<S, TData> {
  const url = useUrlState(params);
  const { state, set } = url;
  const scope = typeof scopeOf === 'function' ? scopeOf(state) : scopeOf;
  // The scope of the rows on screen: another scope's rows are no placeholder for this one.
  const shownScope = useRef<string | null>(null);
  const result = useQuery({
    ...query(state),
    placeholderData: (previous) => (shownScope.current === scope ? previous : undefined),
  });
  useEffect(() => {
    if (result.data !== undefined && !result.isPlaceholderData) shownScope.current = scope;
  });

  const filtered = Object.entries(params).some(([key, param]) => {
    if (key === PAGE_PARAM || key === SORT_PARAM) return false;
    const value = state[key];
    return value !== undefined && value !== param.fallback;
  });
  const page = typeof state[PAGE_PARAM] === 'number' ? (state[PAGE_PARAM] as number) : 1;

  return {
    ...url,
    query: result,
    filtered,
    page,
    setPage: (next) => set({ [PAGE_PARAM]: next } as unknown as UrlStateChanges<S>, { keepPage: true }),
    search: (text, { replace = true } = {}) => set({ [SEARCH_PARAM]: text } as unknown as UrlStateChanges<S>, { replace }),
  };
}
