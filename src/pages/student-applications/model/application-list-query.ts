import type { ApplicationListQuery, ApplicationStatus, ApplicationStatusInfo } from '@/entities/application';
import { positiveIntParam, textParam } from '@/shared/lib/url-query';

export const APPLICATIONS_PAGE_SIZE = 20;

/** The list's state as the address bar keeps it: `q`, `status`, `country`, `page`. */
export type ApplicationListState = { q?: string; status?: string; countryId?: number; page: number };

export function applicationListState(params: URLSearchParams): ApplicationListState {
  const status = params.get('status') ?? '';
  return {
    q: textParam(params, 'q'),
    status: /^[a-z][a-z_]{1,49}$/.test(status) ? status : undefined,
    countryId: positiveIntParam(params, 'country'),
    page: positiveIntParam(params, 'page') ?? 1,
  };
}

/**
 * The call's query for that state. A status the server's list does not know is left out once the list is known (a
 * hand-edited or stale link), rather than asked for and refused.
 */
export function toApplicationListQuery(state: ApplicationListState, statuses: ApplicationStatusInfo[] | undefined): ApplicationListQuery {
  const known = state.status && (!statuses || statuses.some((s) => s.status === state.status));
  return {
    page: state.page,
    page_size: APPLICATIONS_PAGE_SIZE,
    ...(state.q ? { q: state.q } : {}),
    ...(known ? { status: state.status as ApplicationStatus } : {}),
    ...(state.countryId ? { country_id: state.countryId } : {}),
  };
}

export const isFiltered = (state: ApplicationListState): boolean =>
  state.q !== undefined || state.status !== undefined || state.countryId !== undefined;
