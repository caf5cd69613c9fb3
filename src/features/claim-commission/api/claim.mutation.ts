import { useMutation, useQueryClient } from '@tanstack/react-query';
import { commissionQueries } from '@/entities/commission';
import { claimCommissionTerm, partnerInvoiceQueries } from '@/entities/partner-invoice';

/** An agent's or franchise's claim of its share of one term: the partner invoices and the ledger are read again. */
export function useClaimTerm() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: claimCommissionTerm,
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: partnerInvoiceQueries.all() });
      void client.invalidateQueries({ queryKey: commissionQueries.all() });
    },
  });
}
