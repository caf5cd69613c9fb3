export { queryClient, createQueryClient, QueryProvider } from './query-client';
