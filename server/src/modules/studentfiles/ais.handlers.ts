// Thin handlers of the AIS sections, the SOP questionnaire and the counselling questionnaire (tag AIS).
import type { FastifyRequest } from 'fastify';
import { requireCaller } from '../../http/caller.ts';
import type { PortalHandlers } from '../../http/typed.ts';
import type { AisService } from './ais.service.ts';
import type { AisItems, SectionKey } from './ais.sections.ts';
import type { QuestionnairesService } from './questionnaires.service.ts';

type SectionBody<K extends SectionKey> = { student_user_id: number; items: AisItems[K][] };

export function aisHandlers(ais: AisService, questionnaires: QuestionnairesService): PortalHandlers {
  /** Every section's save operation: the whole section replaced for the student the body names. */
  const saveSection =
    <K extends SectionKey>(key: K) =>
    async (request: FastifyRequest<{ Body: SectionBody<K> }>) =>
      ais.saveSection(requireCaller(request), key, request.body.student_user_id, request.body.items);

  return {
    saveAisQualifications: saveSection('qualifications'),
    saveAisGaps: saveSection('gaps'),
    saveAisCertifications: saveSection('certifications'),
    saveAisTravelHistory: saveSection('travel_history'),
    saveAisWorkHistory: saveSection('work_history'),
    saveAisVisaRejections: saveSection('visa_rejections'),
    saveAisFamilyDetails: saveSection('family_details'),

    async getAis(request) {
      return ais.sheet(request.params.id);
    },

    async getSopAnswers(request) {
      return questionnaires.sop(request.query.student_user_id);
    },

    async saveSopAnswers(request) {
      return questionnaires.saveSop(requireCaller(request), request.body.student_user_id, request.body.answers);
    },

    async listQuestionResponses(request) {
      return questionnaires.counselling(request.query.student_user_id);
    },

    async saveQuestionResponse(request) {
      return questionnaires.saveResponse(requireCaller(request), request.body);
    },
  };
}
