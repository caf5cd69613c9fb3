/**
 * A page's state kept in the address bar (search, filters, sort, page, a tab or a selection), so that it can be
 * shared, survives a reload and follows back and forward. A page declares its parameters once, as a spec of
 * `UrlParam`s; reading turns the query into typed values (malformed ones are ignored), writing sets and removes
 * parameters and leaves every other one as it is. A value equal to its parameter's default is never written: the
 * address stays as short as the state allows.
 */
export type UrlParam<T> = {
  /** The value of the parameter's text, or undefined when it is malformed (then it counts as absent). */
  parse: (raw: string) => T | undefined;
  /** How the value stands in the address; `String(value)` when not given. */
  format?: (value: T) => string;
  /** The value when the parameter is absent; never written to the address. */
  fallback?: T;
};

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a spec mixes parameters of every value type
export type UrlStateSpec = Record<string, UrlParam<any>>;

type ValueOf<P> = P extends UrlParam<infer T> ? T : never;

/** The typed state of a spec: a parameter with a default always has a value, the others may be undefined. */
export type UrlState<S extends UrlStateSpec> = {
  [K in keyof S]: S[K] extends { fallback: infer F } ? F : ValueOf<S[K]> | undefined;
};

/** Changes to make: a value sets its parameter; null, undefined, '' or an empty list removes it. */
export type UrlStateChanges<S extends UrlStateSpec> = { [K in keyof S]?: ValueOf<S[K]> | null };

export type UrlWriteOptions = {
  /** Keep the current `page` (paging itself); any other change starts again at page 1. */
  keepPage?: boolean;
  /** Replace the history entry instead of adding one (typing in a search box). */
  replace?: boolean;
};

/** The parameter that pages a list: a change to anything else removes it, so the list starts again at page 1. */
export const PAGE_PARAM = 'page';

const withDefault = <T>(param: UrlParam<T>, fallback: T): UrlParam<T> & { fallback: T } => ({ ...param, fallback });

/** The kinds of parameter the pages use. */
export const urlParam = {
  /** Trimmed, non-empty text, cut to `max` characters. */
  text: (max = 100): UrlParam<string> => ({ parse: (raw) => raw.trim().slice(0, max) || undefined }),
  /** A whole number of at least 1 (an id, a page). */
  positiveInt: (): UrlParam<number> => ({
    parse: (raw) => {
      if (!/^\d+$/.test(raw)) return undefined;
      const value = Number(raw);
      return Number.isSafeInteger(value) && value >= 1 ? value : undefined;
    },
  }),
  /** A number of at least 0 (an amount). */
  amount: (): UrlParam<number> => ({
    parse: (raw) => {
      const value = raw.trim() === '' ? Number.NaN : Number(raw);
      return Number.isFinite(value) && value >= 0 ? value : undefined;
    },
  }),
  /** One of a fixed set of words. */
  oneOf: <T extends string>(values: readonly T[]): UrlParam<T> => ({
    parse: (raw) => ((values as readonly string[]).includes(raw) ? (raw as T) : undefined),
  }),
  /** A word of the given shape (a status the server names). */
  matching: (pattern: RegExp): UrlParam<string> => ({ parse: (raw) => (pattern.test(raw) ? raw : undefined) }),
  /** Ids separated by commas (`12,40`), at most `max` of them. */
  idList: (max: number): UrlParam<number[]> => ({
    parse: (raw) => {
      const ids = raw
        .split(',')
        .map(Number)
        .filter((id) => Number.isInteger(id) && id > 0)
        .slice(0, max);
      return ids.length > 0 ? ids : undefined;
    },
    format: (ids) => ids.join(','),
  }),
  /** A list's page: 1 unless the address says otherwise (page 1 is never written). */
  page: () => withDefault(urlParam.positiveInt(), 1),
  withDefault,
};

/** The state a query holds for a spec. */
export function readUrlState<S extends UrlStateSpec>(spec: S, params: URLSearchParams): UrlState<S> {
  const state: Record<string, unknown> = {};
  for (const [key, param] of Object.entries(spec)) {
    const raw = params.get(key);
    const value = raw === null ? undefined : param.parse(raw);
    state[key] = value === undefined ? param.fallback : value;
  }
  return state as UrlState<S>;
}

const isCleared = (value: unknown) => value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0);

/**
 * The query with the changes made: each changed parameter set or removed (a default value is removed), the others
 * kept in their place. Unless the page itself changes or `keepPage` is asked, the page is removed.
 */
export function writeUrlState<S extends UrlStateSpec>(
  spec: S,
  params: URLSearchParams,
  changes: UrlStateChanges<S>,
  { keepPage = false }: Pick<UrlWriteOptions, 'keepPage'> = {},
): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const [key, value] of Object.entries(changes)) {
    const param = spec[key];
    if (isCleared(value) || (param?.fallback !== undefined && value === param.fallback)) next.delete(key);
    else next.set(key, param?.format ? param.format(value) : String(value));
  }
  if (!keepPage && !(PAGE_PARAM in changes)) next.delete(PAGE_PARAM);
  return next;
}

/** The query without the spec's parameters, every other one kept (a tab, a selection). */
export function clearUrlState(spec: UrlStateSpec, params: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const key of Object.keys(spec)) next.delete(key);
  return next;
}

/** `?a=1&b=2`, or '' for an empty query: what a link's `search` takes. */
export const toSearch = (params: URLSearchParams): string => {
  const text = params.toString();
  return text ? `?${text}` : '';
};

/**
 * A list call's query from a list's state: the values set (none undefined), the page after the first (the call's
 * default is the first) and the page size.
 */
export function toListQuery<T extends { page: number }>({ page, ...rest }: T, pageSize: number): Omit<T, 'page'> & { page?: number; page_size: number } {
  const set = Object.fromEntries(Object.entries(rest).filter(([, value]) => value !== undefined)) as Omit<T, 'page'>;
  return { ...set, ...(page > 1 ? { page } : {}), page_size: pageSize };
}
