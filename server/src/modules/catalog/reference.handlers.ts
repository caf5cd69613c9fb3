import type { FastifyRequest } from 'fastify';
import type { PortalHandlers } from '../../http/typed.ts';

const reference = (request: FastifyRequest) => request.server.ctx.services.catalog.reference;

/** The public reference lists of /home, the referrers' public faces and the four document-type lists. */
export const referenceHandlers: PortalHandlers = {
  async listCountries(request) {
    return reference(request).countries();
  },

  async listStates(request) {
    return reference(request).states(request.query.country_id);
  },

  async listCities(request) {
    return reference(request).cities(request.query.country_id, request.query.state_id);
  },

  async listCountriesAndCities(request) {
    return reference(request).countriesAndCities();
  },

  async listCourseLevels(request) {
    return reference(request).courseLevels();
  },

  async listCourseCategories(request) {
    return reference(request).courseCategories();
  },

  async listTuitionFeeFilterValues(request) {
    return reference(request).tuitionBucketsPerCountry(request.query.country_id);
  },

  async listTuitionFeeFilterValuesUsd(request) {
    return reference(request).tuitionBucketsUsd();
  },

  async getAgentPublicInfo(request) {
    return reference(request).referrer('agent', request.params.agent_user_id);
  },

  async getSchoolCounselorPublicInfo(request) {
    return reference(request).referrer('school_counselor', request.params.sc_user_id);
  },

  async listDocumentTypes(request) {
    return reference(request).documentTypes('all');
  },

  async listStudentDocumentTypes(request) {
    return reference(request).documentTypes('student');
  },

  async listVisaDocumentTypes(request) {
    return reference(request).documentTypes('visa');
  },

  async listStudentVisaDocumentTypes(request) {
    return reference(request).documentTypes('student_visa');
  },
};
