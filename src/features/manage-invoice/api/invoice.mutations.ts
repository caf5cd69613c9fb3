import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  invoiceQueries,
  issueCreditNote,
  issueInvoice,
  recordInvoicePayment,
  voidInvoice,
  type CreditNoteBody,
  type InvoicePaymentBody,
  type InvoiceVoidBody,
  type TaxInvoice,
} from '@/entities/invoice';

/** A change to one invoice: its page shows the answer at once, and every invoice read is read again. */
function useInvoiceChange<Body>(invId: number, send: (body: Body) => Promise<TaxInvoice>, { replacesDetail = true } = {}) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (invoice) => {
      if (replacesDetail) client.setQueryData(invoiceQueries.detail(invId).queryKey, invoice);
      void client.invalidateQueries({ queryKey: invoiceQueries.all() });
    },
  });
}

/** draft → issued: the number is given. */
export const useIssueInvoice = (invId: number) => useInvoiceChange<void>(invId, () => issueInvoice(invId));

/** A payment against an issued or partially paid invoice. */
export const useRecordPayment = (invId: number) => useInvoiceChange<InvoicePaymentBody>(invId, (body) => recordInvoicePayment(invId, body));

/** issued or partially paid → void, with a reason. */
export const useVoidInvoice = (invId: number) => useInvoiceChange<InvoiceVoidBody>(invId, (body) => voidInvoice(invId, body));

/** A credit note against the invoice (the answer is the credit note; the invoice is read again). */
export const useIssueCreditNote = (invId: number) => useInvoiceChange<CreditNoteBody>(invId, (body) => issueCreditNote(invId, body), { replacesDetail: false });
