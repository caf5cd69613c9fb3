// Thin handlers of the WhatsApp operations (leads API) and the two portal calls of the lead's and student's messages.
import { requireCaller } from '../../http/caller.ts';
import type { LeadsHandlers, PortalHandlers } from '../../http/typed.ts';
import type { WhatsAppReports } from './whatsapp-reports.service.ts';
import type { WhatsAppService } from './whatsapp.service.ts';

export function whatsappHandlers(whatsapp: WhatsAppService, reports: WhatsAppReports): { leads: LeadsHandlers; portal: PortalHandlers } {
  return {
    leads: {
      async sendBulkWhatsAppMessage(request, reply) {
        const answer = await whatsapp.broadcast(requireCaller(request), String(request.headers['idempotency-key']), request.body);
        reply.code(201);
        return answer;
      },
      async sendLeadWhatsAppMessage(request, reply) {
        const answer = await whatsapp.sendToLead(requireCaller(request), String(request.headers['idempotency-key']), request.body);
        reply.code(201);
        return answer;
      },
      listWhatsAppTemplates: (request) => reports.templates(requireCaller(request), request.query),
      getWhatsAppTemplate: (request) => reports.template(requireCaller(request), request.params.id),
      listWhatsAppBroadcasts: (request) => reports.broadcasts(requireCaller(request), request.query),
      listWhatsAppBroadcastRecipients: (request) => reports.recipients(requireCaller(request), request.query),
      listWhatsAppBroadcastRates: (request) => reports.rates(request.query),
      listLeadWhatsAppMessages: (request) => reports.conversation(request.params.leadId, request.query),
      getWhatsAppAnalytics: (request) => reports.analytics(requireCaller(request), request.query),
      getWhatsAppMetrics: (request) => reports.metrics(requireCaller(request), request.query),
      getWhatsAppEventCounts: (request) => reports.eventCounts(requireCaller(request), request.query),
    },
    portal: {
      sendStudentWhatsAppMessage(request) {
        const key = request.headers['idempotency-key'];
        return whatsapp.sendToStudent(requireCaller(request), typeof key === 'string' ? key : undefined, request.body);
      },
      listLeadMessageHistory: (request) => reports.history(request.params.leadId, request.query),
    },
  };
}
