import { keepPreviousData, queryOptions, type QueryClient } from '@tanstack/react-query';
import { portalApi, unwrap } from '@/shared/api';
import type { AccommodationCandidateQuery, AccommodationSearchQuery } from '../model/accommodation.types';

export const accommodationQueries = {
  all: () => ['accommodation'] as const,
  /** The public search (GET /home/accommodations), cheapest first. */
  search: (query: AccommodationSearchQuery) =>
    queryOptions({
      queryKey: [...accommodationQueries.all(), 'search', query],
      queryFn: async ({ signal }) => unwrap(await portalApi.GET('/home/accommodations', { params: { query }, signal })).data,
      placeholderData: keepPreviousData,
    }),
  /** What was recommended to a student, newest first. */
  recommendations: (studentUserId: number) =>
    queryOptions({
      queryKey: [...accommodationQueries.all(), 'recommendations', studentUserId],
      queryFn: async ({ signal }) =>
        unwrap(await portalApi.GET('/common/accomodation-recommendation/{id}', { params: { path: { id: studentUserId } }, signal })).data.items,
    }),
  /** A student's favourites, newest first. */
  favourites: (studentUserId: number) =>
    queryOptions({
      queryKey: [...accommodationQueries.all(), 'favourites', studentUserId],
      queryFn: async ({ signal }) =>
        unwrap(await portalApi.GET('/common/accomodation-favourites/{id}', { params: { path: { id: studentUserId } }, signal })).data.items,
    }),
  /** The students the caller may recommend a place to, with whether it is recommended to them already. */
  candidates: (query: AccommodationCandidateQuery) =>
    queryOptions({
      queryKey: [...accommodationQueries.all(), 'candidates', query],
      queryFn: async ({ signal }) =>
        unwrap(await portalApi.GET('/common/students-for-accomodation-recommendation', { params: { query }, signal })).data,
      placeholderData: keepPreviousData,
    }),
};

/**
 * After a recommendation is made or removed: reads again what shows recommendations (a student's list and favourites,
 * the students to recommend to), not the search, which no recommendation changes.
 */
export const refreshRecommendations = (client: QueryClient) =>
  client.invalidateQueries({ queryKey: accommodationQueries.all(), predicate: (query) => query.queryKey[1] !== 'search' });
