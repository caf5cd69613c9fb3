import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

export type UrlQueryChanges = Record<string, string | number | null | undefined>;

export type UrlQueryOptions = {
  /** Keep the current `page` (paging itself); any other change starts again at page 1. */
  keepPage?: boolean;
  /** Replace the history entry instead of adding one (typing in a search box). */
  replace?: boolean;
};

/**
 * A list's state kept in the address bar (search, filters, page), so it can be shared and survives a reload.
 * `update` sets or (with null, undefined or '') removes parameters and leaves the others as they are.
 */
export function useUrlQuery() {
  const [params, setParams] = useSearchParams();
  const update = useCallback(
    (changes: UrlQueryChanges, options: UrlQueryOptions = {}) => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(changes)) {
            if (value === null || value === undefined || value === '') next.delete(key);
            else next.set(key, String(value));
          }
          if (!options.keepPage && !('page' in changes)) next.delete('page');
          return next;
        },
        { replace: options.replace },
      );
    },
    [setParams],
  );
  const clear = useCallback((keep: readonly string[] = []) => {
    setParams((current) => {
      const next = new URLSearchParams();
      for (const key of keep) {
        const value = current.get(key);
        if (value !== null) next.set(key, value);
      }
      return next;
    });
  }, [setParams]);
  return { params, update, clear };
}

/** A whole number of at least 1 from the query, or undefined when absent or malformed. */
export function positiveIntParam(params: URLSearchParams, key: string): number | undefined {
  const raw = params.get(key);
  if (raw === null || !/^\d+$/.test(raw)) return undefined;
  const value = Number(raw);
  return Number.isSafeInteger(value) && value >= 1 ? value : undefined;
}

/** A trimmed, non-empty text from the query, cut to `max` characters, or undefined. */
export function textParam(params: URLSearchParams, key: string, max = 100): string | undefined {
  const value = params.get(key)?.trim();
  return value ? value.slice(0, max) : undefined;
}
