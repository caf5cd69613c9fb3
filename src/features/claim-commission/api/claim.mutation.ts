import { claimCommissionTerm, partnerInvoiceQueries } from '@/entities/partner-invoice';
import { useRefreshingMutation } from '@/shared/api/query';

/** An agent's or franchise's claim of its share of one term (a draft partner invoice): the partner invoices are read again. */
export const useClaimTerm = () => useRefreshingMutation(claimCommissionTerm, partnerInvoiceQueries.all());
