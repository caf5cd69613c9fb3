// Thin handlers of the Leads tag and the portal's checkLeadExistsByContact, by operationId. The multipart reading of
// an import and the CSV attachment of an export are request plumbing, so they stay here.
import { created, createdIf, sendDownload } from '../../http/answers.ts';
import { requireCaller } from '../../http/caller.ts';
import { HttpError } from '../../http/errors.ts';
import type { LeadsHandlers, PortalHandlers } from '../../http/typed.ts';
import { readOneFile } from '../../http/upload.ts';
import type { FollowUpsService } from './followups.service.ts';
import type { LeadsService, SaveBody } from './leads.service.ts';
import type { RulesService } from './rules.service.ts';
import { IMPORT_MAX_BYTES, TooLarge, type TransferService } from './transfer.service.ts';

export function leadsHandlers(leads: LeadsService, followUps: FollowUpsService, transfer: TransferService, rules: RulesService): LeadsHandlers {
  return {
    async listLeads(request) {
      return leads.list(requireCaller(request), request.query);
    },

    async getLead(request) {
      return leads.details(request.params.id);
    },

    async saveLead(request, reply) {
      const { lead, outcome } = await leads.save(requireCaller(request), request.body as SaveBody);
      return createdIf(reply, outcome === 'created', { ...lead, outcome });
    },

    async markLeadsAsRead(request) {
      return leads.markRead(requireCaller(request), request.body);
    },

    async checkLeadDuplicate(request) {
      return leads.checkDuplicate(requireCaller(request), request.query);
    },

    async listLeadCategoryFieldValues(request) {
      return leads.fieldValues(request.query);
    },

    async listLeadHistory(request) {
      return leads.history(request.params.id, request.query);
    },

    async listLeadFollowUps(request) {
      return leads.followUps(request.params.id, request.query);
    },

    async getLeadAssigneeTimeline(request) {
      return leads.timeline(request.params.id);
    },

    async saveLeadFollowUp(request, reply) {
      // Completing a planned follow-up changes it; any other save adds one.
      const { result, completedPlanned } = await followUps.save(requireCaller(request), request.body);
      return createdIf(reply, !completedPlanned, result);
    },

    async assignLeads(request) {
      return leads.assign(requireCaller(request), request.body);
    },

    async getLeadAssignmentRules(request) {
      return rules.get(requireCaller(request));
    },

    async saveLeadAssignmentRules(request) {
      return rules.save(requireCaller(request), request.body);
    },

    async convertLeadToStudent(request, reply) {
      return created(reply, await transfer.convert(requireCaller(request), request.body));
    },

    async importLeads(request) {
      const caller = requireCaller(request);
      if (!request.isMultipart()) throw new HttpError(415, 'unsupported content type: send the file as multipart/form-data');
      const { bytes } = await readOneFile(request.parts(), IMPORT_MAX_BYTES);
      try {
        return await transfer.importCsv(caller, bytes);
      } catch (error) {
        if (error instanceof TooLarge) throw new HttpError(413, error.message, [{ field: 'body/file', message: error.message }]);
        throw error;
      }
    },

    async exportLeads(request, reply) {
      const { csv, day } = await transfer.exportCsv(requireCaller(request), request.query);
      return sendDownload(reply, { contentType: 'text/csv; charset=utf-8', disposition: `attachment; filename="leads-${day}.csv"`, body: csv });
    },
  };
}

export function leadsPortalHandlers(leads: LeadsService): PortalHandlers {
  return {
    async checkLeadExistsByContact(request) {
      return leads.checkByContact(requireCaller(request), request.query);
    },
  };
}
