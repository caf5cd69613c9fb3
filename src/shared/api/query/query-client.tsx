import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { isApiFailure } from '@/shared/api';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        // A refused or invalid request will not succeed on retry; a server hiccup might.
        retry: (count, error) => count < 2 && !(isApiFailure(error) && error.status < 500),
      },
      mutations: { retry: false },
    },
  });
}

/** The app's one query cache. */
export const queryClient: QueryClient = createQueryClient();

/** Provides the app's query cache; any lazily loaded layout or page that queries wraps itself in it. */
export function QueryProvider({ children, client = queryClient }: { children: ReactNode; client?: QueryClient }) {
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
