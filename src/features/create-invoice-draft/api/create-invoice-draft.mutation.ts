import { createInvoiceDraft, invoiceQueries, type InvoiceDraftBody } from '@/entities/invoice';
import { useRefreshingMutation } from '@/shared/api/query';

/** Creates a draft tax invoice; the invoice lists are read again. */
export function useCreateInvoiceDraft() {
  return useRefreshingMutation((body: InvoiceDraftBody) => createInvoiceDraft(body), invoiceQueries.all());
}
