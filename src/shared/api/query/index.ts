export { queryClient, createQueryClient, QueryProvider } from './query-client';
export { apiQuery } from './api-query';
export type { ApiQueryOptions } from './api-query';
export { useRefreshingMutation } from './refreshing-mutation';
export { pagedListQuery, fetchAllPages, LARGEST_LIST_PAGE } from './paged-list';
export type { PagedListParams } from './paged-list';
