// Thin handlers of the Commission operations, by operationId. A ledger move answers 201 when it wrote something and
// 200 when the same move was already made (a retry, another server).
import { createdIf } from '../../http/answers.ts';
import { requireCaller } from '../../http/caller.ts';
import type { PortalHandlers } from '../../http/typed.ts';
import type { CommissionsService } from './commissions.service.ts';
import type { CommissionSettingsService } from './settings.service.ts';

export function commissionsHandlers(ledger: CommissionsService, settings: CommissionSettingsService): PortalHandlers {
  return {
    async listCommissionRates(request) {
      return settings.listRates(requireCaller(request), request.query);
    },

    async saveCommissionRate(request, reply) {
      return createdIf(reply, true, await settings.saveRate(requireCaller(request), request.body));
    },

    async listAssociatePlanTypes(request) {
      return settings.plans(requireCaller(request));
    },

    async setAssociatePlan(request) {
      return settings.setPlan(requireCaller(request), request.body);
    },

    async getAnnualTarget(request) {
      return settings.getTarget(requireCaller(request), request.query);
    },

    async checkAnnualTargetSet(request) {
      return settings.isTargetSet(requireCaller(request), request.query);
    },

    async setAnnualTarget(request, reply) {
      const { target, created } = await settings.setTarget(requireCaller(request), request.body);
      return createdIf(reply, created, target);
    },

    async accrueCommission(request, reply) {
      const { term, created } = await ledger.accrue(requireCaller(request), request.params.sa_mapper_id, request.body);
      return createdIf(reply, created, term);
    },

    async getCommissionTerm(request) {
      return ledger.get(request.params.sa_mapper_id, request.params.term);
    },

    async invoiceCommission(request, reply) {
      const { term, created } = await ledger.invoice(requireCaller(request), request.params.sa_mapper_id, request.params.term, request.body);
      return createdIf(reply, created, term);
    },

    async recordCommissionReceived(request, reply) {
      const { term, created } = await ledger.received(requireCaller(request), request.params.sa_mapper_id, request.params.term, request.body);
      return createdIf(reply, created, term);
    },

    async withdrawCommission(request, reply) {
      const { term, created } = await ledger.withdraw(requireCaller(request), request.params.sa_mapper_id, request.params.term, request.body);
      return createdIf(reply, created, term);
    },

    async payPartnerCommission(request, reply) {
      const { term, created } = await ledger.payout(requireCaller(request), request.params.sa_mapper_id, request.params.term, request.body);
      return createdIf(reply, created, term);
    },

    async updateCommission(request) {
      return ledger.correct(requireCaller(request), request.params.inv_id, request.body);
    },

    async listStudentCommissionTerms(request) {
      return ledger.studentTerms(request.query.student_user_id);
    },

    async getCommissionStatement(request) {
      return ledger.statement(requireCaller(request), request.query);
    },
  };
}
