// AIS sections, the SOP questionnaire and the counselling questionnaire (tag AIS).
import type { FastifyRequest } from 'fastify';
import type { PortalHandlers } from '../../http/typed.ts';
import { requireCaller } from '../auth/auth.handlers.ts';

const services = (request: FastifyRequest) => request.server.ctx.services;

export const aisHandlers: PortalHandlers = {
  async saveAisQualifications(request) {
    const { student_user_id: id, items } = request.body;
    return services(request).studentAis.saveSection(requireCaller(request), 'qualifications', id, items);
  },
  async saveAisGaps(request) {
    const { student_user_id: id, items } = request.body;
    return services(request).studentAis.saveSection(requireCaller(request), 'gaps', id, items);
  },
  async saveAisCertifications(request) {
    const { student_user_id: id, items } = request.body;
    return services(request).studentAis.saveSection(requireCaller(request), 'certifications', id, items);
  },
  async saveAisTravelHistory(request) {
    const { student_user_id: id, items } = request.body;
    return services(request).studentAis.saveSection(requireCaller(request), 'travel_history', id, items);
  },
  async saveAisWorkHistory(request) {
    const { student_user_id: id, items } = request.body;
    return services(request).studentAis.saveSection(requireCaller(request), 'work_history', id, items);
  },
  async saveAisVisaRejections(request) {
    const { student_user_id: id, items } = request.body;
    return services(request).studentAis.saveSection(requireCaller(request), 'visa_rejections', id, items);
  },
  async saveAisFamilyDetails(request) {
    const { student_user_id: id, items } = request.body;
    return services(request).studentAis.saveSection(requireCaller(request), 'family_details', id, items);
  },
  async getAis(request) {
    return services(request).studentAis.sheet(request.params.id);
  },

  async getSopAnswers(request) {
    return services(request).studentQuestionnaires.sop(request.query.student_user_id);
  },
  async saveSopAnswers(request) {
    const { student_user_id: id, answers } = request.body;
    return services(request).studentQuestionnaires.saveSop(requireCaller(request), id, answers);
  },
  async listQuestionResponses(request) {
    return services(request).studentQuestionnaires.counselling(request.query.student_user_id);
  },
  async saveQuestionResponse(request) {
    return services(request).studentQuestionnaires.saveResponse(requireCaller(request), request.body);
  },
};
