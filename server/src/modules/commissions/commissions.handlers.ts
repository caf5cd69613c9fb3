// Thin handlers of the Commission operations, by operationId. A ledger move answers 201 when it wrote something and
// 200 when the same move was already made (a retry, another server).
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Caller } from '../../domain/caller.ts';
import { byCaller, byCallerAndBody, byCallerAndQuery, createdIf } from '../../http/answers.ts';
import { requireCaller } from '../../http/caller.ts';
import type { PortalHandlers } from '../../http/typed.ts';
import type { CommissionsService, Moved } from './commissions.service.ts';
import type { CommissionSettingsService } from './settings.service.ts';

export function commissionsHandlers(ledger: CommissionsService, settings: CommissionSettingsService): PortalHandlers {
  /** A move of one application's term (invoiced, received, withdrawn, paid out): 201 when it wrote, 200 on a replay. */
  const termMove = <Body>(move: (caller: Caller, saMapperId: number, term: number, body: Body) => Promise<Moved>) =>
    async (request: FastifyRequest<{ Params: { sa_mapper_id: number; term: number }; Body: Body }>, reply: FastifyReply) => {
      const { term, created } = await move(requireCaller(request), request.params.sa_mapper_id, request.params.term, request.body as Body);
      return createdIf(reply, created, term);
    };
  return {
    listCommissionRates: byCallerAndQuery(settings.listRates),

    async saveCommissionRate(request, reply) {
      return createdIf(reply, true, await settings.saveRate(requireCaller(request), request.body));
    },

    listAssociatePlanTypes: byCaller(settings.plans),
    setAssociatePlan: byCallerAndBody(settings.setPlan),
    getAnnualTarget: byCallerAndQuery(settings.getTarget),
    checkAnnualTargetSet: byCallerAndQuery(settings.isTargetSet),

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

    invoiceCommission: termMove(ledger.invoice),
    recordCommissionReceived: termMove(ledger.received),
    withdrawCommission: termMove(ledger.withdraw),
    payPartnerCommission: termMove(ledger.payout),

    async updateCommission(request) {
      return ledger.correct(requireCaller(request), request.params.inv_id, request.body);
    },

    async listStudentCommissionTerms(request) {
      return ledger.studentTerms(request.query.student_user_id);
    },

    getCommissionStatement: byCallerAndQuery(ledger.statement),
  };
}
