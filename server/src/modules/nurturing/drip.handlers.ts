// Thin handlers of the drip nurturing operations (lead-management API), by operationId.
import { created } from '../../http/answers.ts';
import { requireCaller } from '../../http/caller.ts';
import type { LeadsHandlers } from '../../http/typed.ts';
import type { DripService } from './drip.service.ts';

export function dripHandlers(drip: DripService): LeadsHandlers {
  return {
    listNurturingServices: (request) => drip.services(request.query),
    startManualLeadNurture: async (request, reply) => created(reply, await drip.enrolOne(requireCaller(request), String(request.headers['idempotency-key']), request.body)),
    startBulkLeadNurture: async (request, reply) => created(reply, await drip.enrolMany(requireCaller(request), String(request.headers['idempotency-key']), request.body)),
    stopLeadNurture: (request) => drip.stop(requireCaller(request), request.params.id, request.body),
    getLeadNurturing: (request) => drip.ofLead(request.params.id),
    getLeadGupshupNurturing: (request) => drip.whatsappOfLead(request.params.id),
    getLeadGupshupContact: (request) => drip.contact(request.params.id),
  };
}
