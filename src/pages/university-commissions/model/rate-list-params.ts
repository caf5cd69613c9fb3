import { urlParam, type UrlState } from '@/shared/lib/url-query';

export const RATES_PAGE_SIZE = 20;

/**
 * The rate list's state in the address: country, university, course level, whether past and future rates show too
 * (`rates=all`), and the page. The contract's listCommissionRates has no free-text search: the university filter
 * (a list of every university, narrowed by the country) is the search.
 */
export const RATE_LIST_PARAMS = {
  country: urlParam.positiveInt(),
  university: urlParam.positiveInt(),
  level: urlParam.positiveInt(),
  rates: urlParam.oneOf(['all'] as const),
  page: urlParam.page(),
};

export type RateListState = UrlState<typeof RATE_LIST_PARAMS>;

/** The list call's parameters of a state. */
export const rateParamsOf = (state: RateListState, pageSize = RATES_PAGE_SIZE) => ({
  countryId: state.country,
  universityId: state.university,
  courseLevelId: state.level,
  all: state.rates === 'all',
  page: state.page,
  pageSize,
});
