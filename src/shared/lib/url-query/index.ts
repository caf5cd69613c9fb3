export { useUrlQuery, positiveIntParam, textParam } from './use-url-query';
export type { UrlQueryChanges, UrlQueryOptions } from './use-url-query';
