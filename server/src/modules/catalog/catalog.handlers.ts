import type { FastifyRequest } from 'fastify';
import type { PortalHandlers } from '../../http/typed.ts';
import { requireCaller } from '../auth/auth.handlers.ts';
import { referenceHandlers } from './reference.handlers.ts';

const catalog = (request: FastifyRequest) => request.server.ctx.services.catalog;

/** The course and university catalog: the public search and pages of /home and the signed-in ones of /common. */
export const catalogHandlers: PortalHandlers = {
  ...referenceHandlers,

  // ---- public (/home)

  async searchPublicCourses(request) {
    return catalog(request).searchCourses(request.query);
  },

  async getPublicUniversity(request) {
    return catalog(request).universityDetail(request.params.university_id);
  },

  async listPublicUniversities(request) {
    return catalog(request).universityList(request.query.country_id);
  },

  // ---- courses

  async listCourses(request) {
    return catalog(request).searchCourses(request.query);
  },

  async listCoursesV2(request) {
    return catalog(request).searchCoursesWithFacets(request.query);
  },

  async getCourse(request) {
    return catalog(request).course(request.params.id);
  },

  async compareCourses(request) {
    return { courses: await catalog(request).compare(request.query.course_ids) };
  },

  // ---- universities

  async getUniversityDetails(request) {
    return catalog(request).universityDetail(request.params.university_id);
  },

  async getUniversityDetailsV2(request) {
    return catalog(request).universityDetailV2(request.params.university_id);
  },

  async listUniversityCourses(request) {
    return catalog(request).universityCourses(request.params.university_id, request.query);
  },

  async listUniversities(request) {
    return catalog(request).searchUniversities(request.query);
  },

  async getUniversityInfo(request) {
    return catalog(request).universityInfo(request.params.id);
  },

  async getUniversityUsps(request) {
    return catalog(request).universityUsps(request.params.id);
  },

  async listUniversityUsps(request) {
    return catalog(request).universitiesWithUsps(request.query);
  },

  async getUniversitySur(request) {
    return catalog(request).universitySur(request.params.id);
  },

  async listUniversitiesByCountry(request) {
    return catalog(request).universityList(request.query.country_id);
  },

  async listFocusedUniversities(request) {
    return catalog(request).focusedUniversities(request.query.country_id);
  },

  // ---- staff updates

  async listUniversityUpdates(request) {
    return catalog(request).updates(request.query);
  },

  async getUniversityUpdate(request) {
    return catalog(request).update(request.params.id);
  },

  async createUniversityUpdate(request, reply) {
    const update = await catalog(request).postUpdate(requireCaller(request), request.body);
    reply.code(201);
    return update;
  },
};
