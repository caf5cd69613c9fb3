import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { portalApi, unwrap } from '@/shared/api';
import type { ApplicationListQuery } from '../model/application-list';

// The applications of every student the caller reaches (GET /common/applications), newest change first: the
// /student_applications list and the dashboards' latest applications.
export const applicationListQueries = {
  all: () => ['application', 'list'] as const,
  list: (query: ApplicationListQuery) =>
    queryOptions({
      queryKey: [...applicationListQueries.all(), query],
      queryFn: async ({ signal }) => unwrap(await portalApi.GET('/common/applications', { params: { query }, signal })).data,
      placeholderData: keepPreviousData,
    }),
};
