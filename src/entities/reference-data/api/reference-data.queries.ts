import { queryOptions } from '@tanstack/react-query';
import { portalApi, unwrap } from '@/shared/api';

// The reference lists kept app-wide (spec section 3), loaded after sign-in. They change rarely: kept for the whole
// visit and shared by every screen through these keys.
const forever = { staleTime: Infinity, gcTime: Infinity } as const;

export const referenceDataQueries = {
  all: () => ['reference-data'] as const,
  countries: () =>
    queryOptions({
      queryKey: [...referenceDataQueries.all(), 'countries'],
      queryFn: async ({ signal }) => unwrap(await portalApi.GET('/home/countries', { signal })).data,
      ...forever,
    }),
  states: () =>
    queryOptions({
      queryKey: [...referenceDataQueries.all(), 'states'],
      queryFn: async ({ signal }) => unwrap(await portalApi.GET('/home/states', { signal })).data,
      ...forever,
    }),
  cities: () =>
    queryOptions({
      queryKey: [...referenceDataQueries.all(), 'cities'],
      queryFn: async ({ signal }) => unwrap(await portalApi.GET('/home/cities', { signal })).data,
      ...forever,
    }),
  countriesAndCities: () =>
    queryOptions({
      queryKey: [...referenceDataQueries.all(), 'countries-and-cities'],
      queryFn: async ({ signal }) => unwrap(await portalApi.GET('/home/countries-and-cities', { signal })).data,
      ...forever,
    }),
  courseLevels: () =>
    queryOptions({
      queryKey: [...referenceDataQueries.all(), 'course-levels'],
      queryFn: async ({ signal }) => unwrap(await portalApi.GET('/home/course-levels', { signal })).data,
      ...forever,
    }),
  courseCategories: () =>
    queryOptions({
      queryKey: [...referenceDataQueries.all(), 'course-categories'],
      queryFn: async ({ signal }) => unwrap(await portalApi.GET('/home/course-categories', { signal })).data,
      ...forever,
    }),
  documentTypes: () =>
    queryOptions({
      queryKey: [...referenceDataQueries.all(), 'document-types'],
      queryFn: async ({ signal }) => unwrap(await portalApi.GET('/common/document-types', { signal })).data,
      ...forever,
    }),
  studentDocumentTypes: () =>
    queryOptions({
      queryKey: [...referenceDataQueries.all(), 'student-document-types'],
      queryFn: async ({ signal }) => unwrap(await portalApi.GET('/common/student-document-types', { signal })).data,
      ...forever,
    }),
  visaDocumentTypes: () =>
    queryOptions({
      queryKey: [...referenceDataQueries.all(), 'visa-document-types'],
      queryFn: async ({ signal }) => unwrap(await portalApi.GET('/common/visa-document-types', { signal })).data,
      ...forever,
    }),
  studentVisaDocumentTypes: () =>
    queryOptions({
      queryKey: [...referenceDataQueries.all(), 'student-visa-document-types'],
      queryFn: async ({ signal }) => unwrap(await portalApi.GET('/common/student-visa-document-types', { signal })).data,
      ...forever,
    }),
  universities: () =>
    queryOptions({
      queryKey: [...referenceDataQueries.all(), 'universities'],
      queryFn: async ({ signal }) => unwrap(await portalApi.GET('/home/universities', { signal })).data,
      ...forever,
    }),
  tuitionFeeFilterValues: () =>
    queryOptions({
      queryKey: [...referenceDataQueries.all(), 'tuition-fee-filter-values'],
      queryFn: async ({ signal }) => unwrap(await portalApi.GET('/home/tution-fees-filter-values', { signal })).data,
      ...forever,
    }),
  tuitionFeeFilterValuesUsd: () =>
    queryOptions({
      queryKey: [...referenceDataQueries.all(), 'tuition-fee-filter-values-usd'],
      queryFn: async ({ signal }) => unwrap(await portalApi.GET('/home/tution-fees-filter-values-usd', { signal })).data,
      ...forever,
    }),
};

/** Every list loaded after sign-in, in the order of spec section 3. */
export const appWideReferenceLists = () => [
  referenceDataQueries.countries(),
  referenceDataQueries.states(),
  referenceDataQueries.cities(),
  referenceDataQueries.countriesAndCities(),
  referenceDataQueries.courseLevels(),
  referenceDataQueries.courseCategories(),
  referenceDataQueries.documentTypes(),
  referenceDataQueries.studentDocumentTypes(),
  referenceDataQueries.visaDocumentTypes(),
  referenceDataQueries.studentVisaDocumentTypes(),
  referenceDataQueries.universities(),
  referenceDataQueries.tuitionFeeFilterValues(),
  referenceDataQueries.tuitionFeeFilterValuesUsd(),
];
