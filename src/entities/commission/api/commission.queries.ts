import { portalApi, unwrap } from '@/shared/api';
import { apiQuery } from '@/shared/api/query';
import type {
  AnnualTarget,
  AnnualTargetBody,
  AssociatePlanBody,
  CommissionPayoutBody,
  CommissionRate,
  CommissionRateBody,
  CommissionReceivedBody,
  CommissionTerm,
  CommissionWithdrawalBody,
} from '../model/commission.types';

export type CommissionRateParams = {
  universityId?: number;
  countryId?: number;
  courseLevelId?: number;
  /** Past and future rates too (a university's history), not only those valid today. */
  all?: boolean;
  page?: number;
  pageSize?: number;
};

const rateQueryOf = ({ universityId, countryId, courseLevelId, all = false, page = 1, pageSize = 20 }: CommissionRateParams) => ({
  university_id: universityId,
  country_id: countryId,
  course_level_id: courseLevelId,
  active_only: !all,
  page,
  page_size: pageSize,
});

export type PartnerYear = { partnerUserId?: number; financialYear?: string };

const partnerQueryOf = ({ partnerUserId, financialYear }: PartnerYear) => ({ partner_user_id: partnerUserId, financial_year: financialYear });

// The commission calls (docs/commissions.md): rates, a partner's statement and target, the plans. Every change
// invalidates by `commissionQueries.all()`.
export const commissionQueries = {
  all: () => ['commission'] as const,
  rates: (params: CommissionRateParams = {}) =>
    apiQuery([...commissionQueries.all(), 'rates', rateQueryOf(params)], (signal) => portalApi.GET('/common/commission-rates/', { params: { query: rateQueryOf(params) }, signal })),
  statement: (params: PartnerYear) =>
    apiQuery([...commissionQueries.all(), 'statement', partnerQueryOf(params)], (signal) =>
      portalApi.GET('/common/commission-statement', { params: { query: partnerQueryOf(params) }, signal }),
    ),
  /** One student's terms by census date (the /invoice/{student_user_id} screen). */
  studentTerms: (studentUserId: number) =>
    apiQuery([...commissionQueries.all(), 'student-terms', studentUserId], (signal) =>
      portalApi.GET('/common/commission-terms', { params: { query: { student_user_id: studentUserId } }, signal }),
    ),
  target: (params: PartnerYear) =>
    apiQuery([...commissionQueries.all(), 'target', partnerQueryOf(params)], (signal) => portalApi.GET('/common/annual-target', { params: { query: partnerQueryOf(params) }, signal })),
  /** Whether the calling agent or franchise has a target for the year. */
  targetSet: (financialYear?: string) =>
    apiQuery([...commissionQueries.all(), 'target-set', financialYear ?? null], (signal) =>
      portalApi.GET('/common/is-annual-target-set', { params: { query: { financial_year: financialYear } }, signal }),
    ),
  plans: () => apiQuery([...commissionQueries.all(), 'plans'], (signal) => portalApi.GET('/common/associate-plan-type', { signal })),
};

export async function saveCommissionRate(body: CommissionRateBody): Promise<CommissionRate> {
  return unwrap(await portalApi.POST('/common/commission-rate', { body })).data;
}

export async function setAnnualTarget(body: AnnualTargetBody): Promise<AnnualTarget> {
  return unwrap(await portalApi.POST('/common/annual-target', { body })).data;
}

export async function setAssociatePlan(body: AssociatePlanBody) {
  return unwrap(await portalApi.POST('/common/associate-plan-type', { body })).data;
}

type TermKey = { saMapperId: number; term: number };
const termPath = ({ saMapperId, term }: TermKey) => ({ path: { sa_mapper_id: saMapperId, term } });

export async function invoiceCommission(key: TermKey): Promise<CommissionTerm> {
  return unwrap(await portalApi.POST('/common/commissions/{sa_mapper_id}/terms/{term}/invoice', { params: termPath(key), body: {} })).data;
}

export async function recordCommissionReceived(key: TermKey, body: CommissionReceivedBody): Promise<CommissionTerm> {
  return unwrap(await portalApi.POST('/common/commissions/{sa_mapper_id}/terms/{term}/received', { params: termPath(key), body })).data;
}

export async function payPartnerCommission(key: TermKey, body: CommissionPayoutBody): Promise<CommissionTerm> {
  return unwrap(await portalApi.POST('/common/commissions/{sa_mapper_id}/terms/{term}/payout', { params: termPath(key), body })).data;
}

export async function withdrawCommission(key: TermKey, body: CommissionWithdrawalBody): Promise<CommissionTerm> {
  return unwrap(await portalApi.POST('/common/commissions/{sa_mapper_id}/terms/{term}/withdrawal', { params: termPath(key), body })).data;
}
