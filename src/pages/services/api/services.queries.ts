import { queryOptions } from '@tanstack/react-query';
import { portalApi, unwrap } from '@/shared/api';
import type { ServicesFilter } from '../lib/services-filter';

export const servicesQueries = {
  all: () => ['services-and-plans'] as const,
  /** The services on sale with their plans, and for a student whether each is availed (and which plan). */
  list: (filter: ServicesFilter) =>
    queryOptions({
      queryKey: [...servicesQueries.all(), filter],
      queryFn: async ({ signal }) =>
        unwrap(
          await portalApi.GET('/common/services-and-plans', {
            params: { query: { ...(filter.serviceName ? { service_name: filter.serviceName } : {}), ...(filter.type ? { type: filter.type } : {}) } },
            signal,
          }),
        ).data,
    }),
};
