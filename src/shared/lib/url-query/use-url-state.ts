import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import {
  clearUrlState,
  readUrlState,
  toSearch,
  writeUrlState,
  type UrlState,
  type UrlStateChanges,
  type UrlStateSpec,
  type UrlWriteOptions,
} from './url-state';

export type UrlStateApi<S extends UrlStateSpec> = {
  /** The typed state the address holds now. */
  state: UrlState<S>;
  /** The address's whole query (parameters of other specs included). */
  params: URLSearchParams;
  /** Sets or removes parameters; any change but the page's starts again at page 1. */
  set: (changes: UrlStateChanges<S>, options?: UrlWriteOptions) => void;
  /** Removes every parameter of the spec, keeping the others (a tab, a selection). */
  clear: () => void;
  /** The `?query` of the address with the changes made: for a link that changes the state. */
  href: (changes: UrlStateChanges<S>, options?: Pick<UrlWriteOptions, 'keepPage'>) => string;
};

/**
 * A spec's state in the address bar: read on every render, written through the router (so back and forward follow).
 * Declare the spec at module level (or memoise it): the state is recomputed when the spec or the query changes.
 */
export function useUrlState<S extends UrlStateSpec>(spec: S): UrlStateApi<S> {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => readUrlState(spec, params), [spec, params]);
  const set = useCallback(
    (changes: UrlStateChanges<S>, { keepPage, replace }: UrlWriteOptions = {}) =>
      setParams((current) => writeUrlState(spec, current, changes, { keepPage }), { replace }),
    [spec, setParams],
  );
  const clear = useCallback(() => setParams((current) => clearUrlState(spec, current)), [spec, setParams]);
  const href = useCallback(
    (changes: UrlStateChanges<S>, options?: Pick<UrlWriteOptions, 'keepPage'>) => toSearch(writeUrlState(spec, params, changes, options)),
    [spec, params],
  );
  return { state, params, set, clear, href };
}
