// Thin handlers: read the typed request, call the services, answer the envelope's data.
import type { PortalHandlers } from '../../http/typed.ts';
import { requireCaller } from '../auth/auth.handlers.ts';

export const applicationHandlers: PortalHandlers = {
  // ---------------------------------------------------------------- the pipeline and one application
  async listApplicationStatuses(request) {
    return request.server.ctx.services.applications.listStatuses();
  },

  async createApplication(request, reply) {
    const created = await request.server.ctx.services.applications.create(requireCaller(request), request.body);
    reply.code(201);
    return created;
  },

  async changeApplicationStatus(request) {
    return request.server.ctx.services.applications.changeStatus(requireCaller(request), request.params.sa_mapper_id, request.body);
  },

  async getApplicationTimeline(request) {
    const { student_user_id: studentUserId, sa_mapper_id: saMapperId } = request.params;
    const entries = await request.server.ctx.services.applications.timeline(studentUserId, saMapperId);
    return { student_user_id: studentUserId, sa_mapper_id: saMapperId, entries };
  },

  async listStudentApplications(request) {
    const items = await request.server.ctx.services.applications.listForStudent(request.params.id);
    return { student_user_id: request.params.id, items };
  },

  // ---------------------------------------------------------------- lists and counts over the caller's reach
  async listApplications(request) {
    return request.server.ctx.services.applications.list(requireCaller(request), request.query);
  },

  async listStaleApplications(request) {
    return request.server.ctx.services.applications.stale(requireCaller(request), request.query);
  },

  async listOfferLetterNotAccepted(request) {
    return request.server.ctx.services.applications.offersPending(requireCaller(request), request.query);
  },

  async listDepositPayable(request) {
    return request.server.ctx.services.applications.depositPayable(requireCaller(request), request.query);
  },

  async countApplicationsByStatus(request) {
    return request.server.ctx.services.applications.countByStatus(requireCaller(request), request.query);
  },

  async countApplicationStatusesByUniversity(request) {
    return request.server.ctx.services.applications.countByUniversity(requireCaller(request), request.query);
  },

  async countApplicationsByTime(request) {
    return request.server.ctx.services.applications.countByTime(requireCaller(request), request.query);
  },

  // ---------------------------------------------------------------- the application chat
  async listApplicationChatMessages(request) {
    const { student_user_id: studentUserId, sa_mapper_id: saMapperId } = request.params;
    return request.server.ctx.services.applicationChat.list(studentUserId, saMapperId, request.query);
  },

  async sendApplicationChatMessage(request, reply) {
    const { student_user_id: studentUserId, sa_mapper_id: saMapperId } = request.params;
    const message = await request.server.ctx.services.applicationChat.send(requireCaller(request), studentUserId, saMapperId, request.body);
    reply.code(201);
    return message;
  },
};

export const studentHandlers: PortalHandlers = {
  async listAssignedStudents(request) {
    return request.server.ctx.services.studentDirectory.listAssigned(requireCaller(request), request.query);
  },

  async getStudentDetails(request) {
    return request.server.ctx.services.studentDirectory.details(request.params.id);
  },

  async getStudentAssignedStaff(request) {
    return request.server.ctx.services.studentDirectory.assignedStaff(request.params.id);
  },

  async setStudentActiveStatus(request) {
    return request.server.ctx.services.studentDirectory.setActive(request.params.id, request.params.status === 'active');
  },

  async createStudent(request, reply) {
    const created = await request.server.ctx.services.studentDirectory.create(requireCaller(request), request.body);
    reply.code(201);
    return created;
  },

  async saveApplicationChecklistInfo(request) {
    return request.server.ctx.services.studentDirectory.saveChecklist(requireCaller(request), request.params.id, request.body);
  },

  async getHomeData(request) {
    return request.server.ctx.services.homeDashboard.homeData(requireCaller(request));
  },

  // ---------------------------------------------------------------- University Preference
  async recommendCourseToStudents(request, reply) {
    const result = await request.server.ctx.services.courseRecommendations.recommend(
      requireCaller(request), request.params.course_id, request.body);
    reply.code(201);
    return result;
  },

  async removeRecommendation(request) {
    const { student_user_id: studentUserId, course_id: courseId } = request.params;
    await request.server.ctx.services.courseRecommendations.remove(studentUserId, courseId);
    return { message: 'The course is off the recommendations.' };
  },

  async listRecommendations(request) {
    const studentUserId = request.params.student_user_id;
    const items = await request.server.ctx.services.courseRecommendations.list(studentUserId);
    return { student_user_id: studentUserId, items };
  },

  async countRecommendations(request) {
    return request.server.ctx.services.courseRecommendations.count(requireCaller(request), request.query.student_user_id);
  },
};
