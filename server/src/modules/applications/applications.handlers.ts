// Thin handlers of the applications area, by operationId: read the typed request, call the service, answer the data.
import { requireCaller } from '../../http/caller.ts';
import type { PortalHandlers } from '../../http/typed.ts';
import type { ApplicationChatService } from './application-chat.service.ts';
import type { ApplicationsService } from './applications.service.ts';
import type { HomeService } from './home.service.ts';
import type { RecommendationsService } from './recommendations.service.ts';
import type { StudentsService } from './students.service.ts';

/** The pipeline, one application, its chat, and the lists and counts over the caller's reach. */
export function applicationHandlers(applications: ApplicationsService, chat: ApplicationChatService): PortalHandlers {
  return {
    listApplicationStatuses: () => applications.listStatuses(),

    async createApplication(request, reply) {
      const created = await applications.create(requireCaller(request), request.body);
      reply.code(201);
      return created;
    },

    changeApplicationStatus: (request) => applications.changeStatus(requireCaller(request), request.params.sa_mapper_id, request.body),

    async getApplicationTimeline({ params: { student_user_id: studentUserId, sa_mapper_id: saMapperId } }) {
      return { student_user_id: studentUserId, sa_mapper_id: saMapperId, entries: await applications.timeline(studentUserId, saMapperId) };
    },

    async listStudentApplications({ params }) {
      return { student_user_id: params.id, items: await applications.listForStudent(params.id) };
    },

    listApplications: (request) => applications.list(requireCaller(request), request.query),
    listStaleApplications: (request) => applications.stale(requireCaller(request), request.query),
    listOfferLetterNotAccepted: (request) => applications.offersPending(requireCaller(request), request.query),
    listDepositPayable: (request) => applications.depositPayable(requireCaller(request), request.query),
    countApplicationsByStatus: (request) => applications.countByStatus(requireCaller(request), request.query),
    countApplicationStatusesByUniversity: (request) => applications.countByUniversity(requireCaller(request), request.query),
    countApplicationsByTime: (request) => applications.countByTime(requireCaller(request), request.query),

    listApplicationChatMessages: ({ params, query }) => chat.list(params.student_user_id, params.sa_mapper_id, query),

    async sendApplicationChatMessage(request, reply) {
      const { student_user_id: studentUserId, sa_mapper_id: saMapperId } = request.params;
      const message = await chat.send(requireCaller(request), studentUserId, saMapperId, request.body);
      reply.code(201);
      return message;
    },
  };
}

/** The students a caller works with, the dashboards' home data, and University Preference (recommended courses). */
export function studentHandlers(students: StudentsService, home: HomeService, recommendations: RecommendationsService): PortalHandlers {
  return {
    listAssignedStudents: (request) => students.listAssigned(requireCaller(request), request.query),
    getStudentDetails: ({ params }) => students.details(params.id),
    getStudentAssignedStaff: ({ params }) => students.assignedStaff(params.id),
    setStudentActiveStatus: ({ params }) => students.setActive(params.id, params.status === 'active'),

    async createStudent(request, reply) {
      const created = await students.create(requireCaller(request), request.body);
      reply.code(201);
      return created;
    },

    saveApplicationChecklistInfo: (request) => students.saveChecklist(requireCaller(request), request.params.id, request.body),

    getHomeData: (request) => home.homeData(requireCaller(request)),

    async recommendCourseToStudents(request, reply) {
      const result = await recommendations.recommend(requireCaller(request), request.params.course_id, request.body);
      reply.code(201);
      return result;
    },

    async removeRecommendation({ params }) {
      await recommendations.remove(params.student_user_id, params.course_id);
      return { message: 'The course is off the recommendations.' };
    },

    async listRecommendations({ params }) {
      return { student_user_id: params.student_user_id, items: await recommendations.list(params.student_user_id) };
    },

    countRecommendations: (request) => recommendations.count(requireCaller(request), request.query.student_user_id),
  };
}
