import { keepPreviousData, queryOptions, type QueryKey } from '@tanstack/react-query';
import { unwrap } from '@/shared/api';

type Answer<Body> = { data?: Body; error?: unknown; response: Response };

/** What an entity's query may set beside its key and its call. */
export type ApiQueryOptions = { staleTime?: number; gcTime?: number; enabled?: boolean; keepPrevious?: boolean };

/**
 * The query options of one read of the API: `queryKey`, and the call (given the query's abort signal) whose
 * envelope's `data` is the query's data; a failed call rejects as `unwrap` says. `keepPrevious` shows the previous
 * key's data while a new page or filter loads.
 */
export function apiQuery<Key extends QueryKey, Data>(
  queryKey: Key,
  call: (signal: AbortSignal) => Promise<Answer<{ data: Data }>>,
  { keepPrevious = false, ...options }: ApiQueryOptions = {},
) {
  return queryOptions({
    ...options,
    ...(keepPrevious ? { placeholderData: keepPreviousData } : {}),
    queryKey,
    queryFn: async ({ signal }) => unwrap(await call(signal)).data,
  });
}
