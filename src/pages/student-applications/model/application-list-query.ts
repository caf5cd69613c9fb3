import type { ApplicationListQuery, ApplicationStatus, ApplicationStatusInfo } from '@/entities/application';
import { urlParam, type UrlState } from '@/shared/lib/url-query';

export const APPLICATIONS_PAGE_SIZE = 20;

/** The list's state in the address bar: `q`, `status` (a status's code), `country`, `page`. */
export const APPLICATION_LIST_PARAMS = {
  q: urlParam.text(),
  status: urlParam.matching(/^[a-z][a-z_]{1,49}$/),
  country: urlParam.positiveInt(),
  page: urlParam.page(),
};

export type ApplicationListState = UrlState<typeof APPLICATION_LIST_PARAMS>;

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
    ...(state.country ? { country_id: state.country } : {}),
  };
}
