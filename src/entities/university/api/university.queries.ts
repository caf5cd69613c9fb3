import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { portalApi, unwrap } from '@/shared/api';
import type { UniversityCoursesQuery, UniversityPage, UniversityUspQuery } from '../model/university';

export const universityQueries = {
  all: () => ['university'] as const,
  /** Signed in: the whole page in one call (v2); signed out: the public page (no scholarships, requirements, updates). */
  page: (universityId: number, signedIn: boolean) =>
    queryOptions({
      queryKey: [...universityQueries.all(), 'page', signedIn ? 'v2' : 'public', universityId],
      queryFn: async ({ signal }): Promise<UniversityPage> => {
        const path = { university_id: universityId };
        if (signedIn) return unwrap(await portalApi.GET('/common/v2/university-details/{university_id}', { params: { path }, signal })).data;
        const detail = unwrap(await portalApi.GET('/home/university/{university_id}', { params: { path }, signal })).data;
        return { ...detail, sur: null, updates: null };
      },
    }),
  /** One page of the university's courses: its own call signed in, the public search narrowed to it signed out. */
  courses: (universityId: number, query: UniversityCoursesQuery, signedIn: boolean) =>
    queryOptions({
      queryKey: [...universityQueries.all(), 'courses', signedIn ? 'signed-in' : 'public', universityId, query],
      queryFn: async ({ signal }) =>
        signedIn
          ? unwrap(await portalApi.GET('/common/university-courses/{university_id}', { params: { path: { university_id: universityId }, query }, signal })).data
          : unwrap(await portalApi.GET('/home/search/list', { params: { query: { ...query, university_id: universityId } }, signal })).data,
      placeholderData: keepPreviousData,
    }),
  /** A page of the university's staff updates, newest first (signed in). */
  updates: (universityId: number, page: number, pageSize: number) =>
    queryOptions({
      queryKey: [...universityQueries.all(), 'updates', universityId, page, pageSize],
      queryFn: async ({ signal }) =>
        unwrap(await portalApi.GET('/common/university-updates', { params: { query: { university_id: universityId, page, page_size: pageSize } }, signal })).data,
      placeholderData: keepPreviousData,
    }),
  /** A page of universities with their unique selling points (signed in). */
  usps: (query: UniversityUspQuery) =>
    queryOptions({
      queryKey: [...universityQueries.all(), 'usps', query],
      queryFn: async ({ signal }) => unwrap(await portalApi.GET('/common/university-usp', { params: { query }, signal })).data,
      placeholderData: keepPreviousData,
    }),
};
