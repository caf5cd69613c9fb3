export { useUrlState } from './use-url-state';
export type { UrlStateApi } from './use-url-state';
export { urlParam, readUrlState, writeUrlState, clearUrlState, toSearch, toListQuery, PAGE_PARAM } from './url-state';
export type { UrlParam, UrlState, UrlStateChanges, UrlStateSpec, UrlWriteOptions } from './url-state';
