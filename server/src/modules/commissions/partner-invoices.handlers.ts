// Thin handlers of the partner commission invoice operations (docs/partner-invoices.md), by operationId: the spec's
// five reads (franchise student invoices, a student's active invoice, termwise manual invoices, clubbed invoices) and
// our additions that create, move, correct and club them.
import { created } from '../../http/answers.ts';
import { requireCaller } from '../../http/caller.ts';
import type { PortalHandlers } from '../../http/typed.ts';
import type { PartnerInvoicesService } from './partner-invoices.service.ts';

export function partnerInvoicesHandlers(invoices: PartnerInvoicesService): PortalHandlers {
  return {
    async listPartnerInvoices(request) {
      return invoices.list(requireCaller(request), request.query);
    },

    async createPartnerInvoice(request, reply) {
      return created(reply, await invoices.create(requireCaller(request), request.body));
    },

    async getPartnerInvoice(request) {
      return invoices.get(requireCaller(request), request.params.inv_id);
    },

    async movePartnerInvoice(request) {
      return invoices.move(requireCaller(request), request.params.inv_id, request.body);
    },

    async correctPartnerInvoiceAmount(request) {
      return invoices.correct(requireCaller(request), request.params.inv_id, request.body);
    },

    async listPartnerInvoiceStatuses() {
      return invoices.statuses();
    },

    async createManualInvoice(request, reply) {
      return created(reply, await invoices.createManual(requireCaller(request), request.body));
    },

    async createClubbedInvoice(request, reply) {
      const caller = requireCaller(request);
      const { ciId } = await invoices.club(caller, request.body);
      return created(reply, await invoices.clubbed(caller, ciId));
    },

    async listFranchiseStudentInvoices(request) {
      return invoices.franchiseStudents(requireCaller(request), request.query);
    },

    async getFranchiseActiveInvoice(request) {
      return invoices.active(requireCaller(request), request.params.student_user_id);
    },

    async listTermwiseManualInvoices(request) {
      return invoices.termwise(requireCaller(request), request.query);
    },

    async getClubbedInvoice(request) {
      return invoices.clubbed(requireCaller(request), request.query.ci_id);
    },

    async listClubbedInvoices(request) {
      return invoices.listClubbed(requireCaller(request), request.query);
    },
  };
}
