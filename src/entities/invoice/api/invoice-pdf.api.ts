import { portalApi } from '@/shared/api';
import type { TaxInvoice } from '../model/invoice.types';

/** The name the PDF is saved under, as the server names it: the number with `/` as `-`, or the draft's id. */
export const invoicePdfName = (invoice: Pick<TaxInvoice, 'invoice_no' | 'inv_id'>): string =>
  invoice.invoice_no ? `${invoice.invoice_no.replace(/\//g, '-')}.pdf` : `draft-${invoice.inv_id}.pdf`;

/**
 * Downloads the invoice's PDF (GET /common/invoices/{inv_id}/pdf, the same content as the page) through the
 * bearer-token call and hands it to the browser. A plain link would not carry the token.
 */
export async function downloadInvoicePdf(invoice: Pick<TaxInvoice, 'invoice_no' | 'inv_id'>): Promise<void> {
  const [{ data, response }, { saveFile }] = await Promise.all([
    portalApi.GET('/common/invoices/{inv_id}/pdf', { params: { path: { inv_id: invoice.inv_id } }, parseAs: 'blob' }),
    import('@/shared/lib/download'),
  ]);
  if (!response.ok || !data) throw new Error(`HTTP ${response.status}`);
  saveFile(data as Blob, invoicePdfName(invoice));
}
