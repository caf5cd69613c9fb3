import { portalApi } from '@/shared/api';
import { apiQuery } from '@/shared/api/query';
import type { ApplicationListQuery } from '../model/application-list';

// The applications of every student the caller reaches (GET /common/applications), newest change first: the
// /student_applications list and the dashboards' latest applications.
export const applicationListQueries = {
  all: () => ['application', 'list'] as const,
  list: (query: ApplicationListQuery) =>
    apiQuery([...applicationListQueries.all(), query], (signal) => portalApi.GET('/common/applications', { params: { query }, signal }), { keepPrevious: true }),
};
