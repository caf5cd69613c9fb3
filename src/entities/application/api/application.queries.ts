import { queryOptions } from '@tanstack/react-query';
import { portalApi, unwrap } from '@/shared/api';
import { apiQuery } from '@/shared/api/query';

/** One application of a student, as its calls name it. */
const applicationPath = (studentUserId: number, saMapperId: number) => ({ student_user_id: studentUserId, sa_mapper_id: saMapperId });

export const applicationQueries = {
  all: () => ['application'] as const,
  statuses: () =>
    apiQuery([...applicationQueries.all(), 'statuses'], (signal) => portalApi.GET('/common/application-statuses', { signal }), { staleTime: Infinity }),
  ofStudent: (studentUserId: number) =>
    queryOptions({
      queryKey: [...applicationQueries.all(), 'student', studentUserId],
      queryFn: async ({ signal }) =>
        unwrap(await portalApi.GET('/common/student-applications/{id}', { params: { path: { id: studentUserId } }, signal })).data.items,
    }),
  timeline: (studentUserId: number, saMapperId: number) =>
    queryOptions({
      queryKey: [...applicationQueries.all(), 'timeline', studentUserId, saMapperId],
      queryFn: async ({ signal }) =>
        unwrap(await portalApi.GET('/common/student-application-timeline/{student_user_id}/{sa_mapper_id}', { params: { path: applicationPath(studentUserId, saMapperId) }, signal })).data.entries,
    }),
  chat: (studentUserId: number, saMapperId: number) =>
    queryOptions({
      queryKey: [...applicationQueries.all(), 'chat', studentUserId, saMapperId],
      queryFn: async ({ signal }) =>
        unwrap(await portalApi.GET('/common/student-application-chat/{student_user_id}/{sa_mapper_id}', { params: { path: applicationPath(studentUserId, saMapperId), query: { page_size: 100 } }, signal })).data.items,
    }),
};
