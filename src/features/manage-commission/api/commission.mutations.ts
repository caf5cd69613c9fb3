import {
  commissionQueries,
  invoiceCommission,
  payPartnerCommission,
  recordCommissionReceived,
  saveCommissionRate,
  setAnnualTarget,
  setAssociatePlan,
  withdrawCommission,
  type AnnualTargetBody,
  type AssociatePlanBody,
  type CommissionPayoutBody,
  type CommissionRateBody,
  type CommissionReceivedBody,
  type CommissionWithdrawalBody,
} from '@/entities/commission';
import { useRefreshingMutation } from '@/shared/api/query';

/** A change to the commission data: every rate, statement and target read is read again behind it. */
const useCommissionChange = <Body, Result>(send: (body: Body) => Promise<Result>) => useRefreshingMutation(send, commissionQueries.all());

export const useSaveRate = () => useCommissionChange<CommissionRateBody, Awaited<ReturnType<typeof saveCommissionRate>>>(saveCommissionRate);
export const useSetTarget = () => useCommissionChange<AnnualTargetBody, Awaited<ReturnType<typeof setAnnualTarget>>>(setAnnualTarget);
export const useSetPlan = () => useCommissionChange<AssociatePlanBody, Awaited<ReturnType<typeof setAssociatePlan>>>(setAssociatePlan);

type TermKey = { saMapperId: number; term: number };
export const useInvoiceTerm = (key: TermKey) => useCommissionChange<void, Awaited<ReturnType<typeof invoiceCommission>>>(() => invoiceCommission(key));
export const useRecordReceived = (key: TermKey) => useCommissionChange((body: CommissionReceivedBody) => recordCommissionReceived(key, body));
export const usePayPartner = (key: TermKey) => useCommissionChange((body: CommissionPayoutBody) => payPartnerCommission(key, body));
export const useWithdrawTerm = (key: TermKey) => useCommissionChange((body: CommissionWithdrawalBody) => withdrawCommission(key, body));
