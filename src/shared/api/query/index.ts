export { queryClient, createQueryClient, QueryProvider } from './query-client';
export { apiQuery } from './api-query';
export type { ApiQueryOptions } from './api-query';
export { useRefreshingMutation } from './refreshing-mutation';
