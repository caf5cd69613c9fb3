import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  correctPartnerInvoiceAmount,
  movePartnerInvoice,
  partnerInvoiceQueries,
  type PartnerInvoiceAmountBody,
  type PartnerInvoiceMoveBody,
} from '@/entities/partner-invoice';

/** A change to a partner invoice: every partner invoice read is read again behind it. */
function usePartnerInvoiceChange<Body, Result>(send: (body: Body) => Promise<Result>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: send, onSuccess: () => void client.invalidateQueries({ queryKey: partnerInvoiceQueries.all() }) });
}

export const useMovePartnerInvoice = (invId: number) => usePartnerInvoiceChange((body: PartnerInvoiceMoveBody) => movePartnerInvoice(invId, body));
export const useCorrectAmount = (invId: number) => usePartnerInvoiceChange((body: PartnerInvoiceAmountBody) => correctPartnerInvoiceAmount(invId, body));
