// Thin handlers of the course and university catalog, by operationId: the public search and pages of /home, the
// signed-in ones of /common, the staff's updates, and the reference lists.
import { requireCaller } from '../../http/caller.ts';
import type { PortalHandlers } from '../../http/typed.ts';
import type { CatalogService } from './catalog.service.ts';
import type { ReferenceService } from './reference.service.ts';

export function catalogHandlers(catalog: CatalogService): PortalHandlers {
  return {
    // public (/home)
    searchPublicCourses: ({ query }) => catalog.searchCourses(query),
    getPublicUniversity: ({ params }) => catalog.universityDetail(params.university_id),
    listPublicUniversities: ({ query }) => catalog.universityList(query.country_id),

    // courses
    listCourses: ({ query }) => catalog.searchCourses(query),
    listCoursesV2: ({ query }) => catalog.searchCoursesWithFacets(query),
    getCourse: ({ params }) => catalog.course(params.id),
    compareCourses: async ({ query }) => ({ courses: await catalog.compare(query.course_ids) }),

    // universities
    getUniversityDetails: ({ params }) => catalog.universityDetail(params.university_id),
    getUniversityDetailsV2: ({ params }) => catalog.universityDetailV2(params.university_id),
    listUniversityCourses: ({ params, query }) => catalog.universityCourses(params.university_id, query),
    listUniversities: ({ query }) => catalog.searchUniversities(query),
    getUniversityInfo: ({ params }) => catalog.universityInfo(params.id),
    getUniversityUsps: ({ params }) => catalog.universityUsps(params.id),
    listUniversityUsps: ({ query }) => catalog.universitiesWithUsps(query),
    getUniversitySur: ({ params }) => catalog.universitySur(params.id),
    listUniversitiesByCountry: ({ query }) => catalog.universityList(query.country_id),
    listFocusedUniversities: ({ query }) => catalog.focusedUniversities(query.country_id),

    // staff updates
    listUniversityUpdates: ({ query }) => catalog.updates(query),
    getUniversityUpdate: ({ params }) => catalog.update(params.id),
    async createUniversityUpdate(request, reply) {
      const update = await catalog.postUpdate(requireCaller(request), request.body);
      reply.code(201);
      return update;
    },
  };
}

/** The public reference lists of /home, the referrers' public faces and the four document-type lists. */
export function referenceHandlers(reference: ReferenceService): PortalHandlers {
  return {
    listCountries: () => reference.countries(),
    listStates: ({ query }) => reference.states(query.country_id),
    listCities: ({ query }) => reference.cities(query.country_id, query.state_id),
    listCountriesAndCities: () => reference.countriesAndCities(),
    listCourseLevels: () => reference.courseLevels(),
    listCourseCategories: () => reference.courseCategories(),
    listTuitionFeeFilterValues: ({ query }) => reference.tuitionBucketsPerCountry(query.country_id),
    listTuitionFeeFilterValuesUsd: () => reference.tuitionBucketsUsd(),
    getAgentPublicInfo: ({ params }) => reference.referrer('agent', params.agent_user_id),
    getSchoolCounselorPublicInfo: ({ params }) => reference.referrer('school_counselor', params.sc_user_id),
    listDocumentTypes: () => reference.documentTypes('all'),
    listStudentDocumentTypes: () => reference.documentTypes('student'),
    listVisaDocumentTypes: () => reference.documentTypes('visa'),
    listStudentVisaDocumentTypes: () => reference.documentTypes('student_visa'),
  };
}
