import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { portalApi, unwrap } from '@/shared/api';
import type { CourseSearchQuery } from '../model/course-search';

export const courseQueries = {
  all: () => ['course'] as const,
  /** Signed in: /common/course/all/v2 (with facets); signed out: the public /home/search/list. */
  search: (query: CourseSearchQuery, signedIn: boolean) =>
    queryOptions({
      queryKey: [...courseQueries.all(), 'search', signedIn ? 'v2' : 'public', query],
      queryFn: async ({ signal }) =>
        signedIn
          ? unwrap(await portalApi.GET('/common/course/all/v2', { params: { query }, signal })).data
          : { ...unwrap(await portalApi.GET('/home/search/list', { params: { query }, signal })).data, facets: null },
      placeholderData: keepPreviousData,
    }),
  compare: (courseIds: number[]) =>
    queryOptions({
      queryKey: [...courseQueries.all(), 'compare', courseIds],
      queryFn: async ({ signal }) =>
        unwrap(await portalApi.GET('/common/compare-courses', { params: { query: { course_ids: courseIds } }, signal })).data.courses,
      enabled: courseIds.length >= 2,
    }),
  recommendations: (studentUserId: number) =>
    queryOptions({
      queryKey: [...courseQueries.all(), 'recommendations', studentUserId],
      queryFn: async ({ signal }) =>
        unwrap(await portalApi.GET('/common/recommendations/{student_user_id}', { params: { path: { student_user_id: studentUserId } }, signal })).data.items,
    }),
};
