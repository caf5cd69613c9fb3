import {
  correctPartnerInvoiceAmount,
  movePartnerInvoice,
  partnerInvoiceQueries,
  type PartnerInvoiceAmountBody,
  type PartnerInvoiceMoveBody,
} from '@/entities/partner-invoice';
import { useRefreshingMutation } from '@/shared/api/query';

/** A change to a partner invoice: every partner invoice read is read again behind it. */
const usePartnerInvoiceChange = <Body, Result>(send: (body: Body) => Promise<Result>) => useRefreshingMutation(send, partnerInvoiceQueries.all());

export const useMovePartnerInvoice = (invId: number) => usePartnerInvoiceChange((body: PartnerInvoiceMoveBody) => movePartnerInvoice(invId, body));
export const useCorrectAmount = (invId: number) => usePartnerInvoiceChange((body: PartnerInvoiceAmountBody) => correctPartnerInvoiceAmount(invId, body));
