export {
  commissionQueries,
  saveCommissionRate,
  setAnnualTarget,
  setAssociatePlan,
  invoiceCommission,
  recordCommissionReceived,
  payPartnerCommission,
  withdrawCommission,
} from './api/commission.queries';
export type { CommissionRateParams, PartnerYear } from './api/commission.queries';
export { TERM_STATUS_LABEL, rateText, yourRateText, financialYearOf, todayIso } from './model/commission.types';
export type {
  CommissionRate,
  CommissionRateBody,
  CommissionRateType,
  CommissionTerm,
  CommissionTermStatus,
  CommissionTotals,
  CommissionStatement,
  CommissionReceivedBody,
  CommissionPayoutBody,
  CommissionWithdrawalBody,
  AnnualTarget,
  AnnualTargetBody,
  AnnualTargetType,
  AssociatePlanType,
  AssociatePlanCode,
  AssociatePlanBody,
} from './model/commission.types';
export { rateFixture, termFixture, statementFixture, targetFixture } from './lib/commission.fixtures';
export { TermStatusBadge } from './ui/term-status-badge';
export { listColumns, historyColumns, validityText, RateTable } from './ui/rate-columns';
