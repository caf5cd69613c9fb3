import { portalApi, unwrap } from '@/shared/api';
import { apiQuery } from '@/shared/api/query';
import type { ServiceInvoice, ServiceRefundBody } from '../model/service-invoice.types';

export type ServiceInvoiceListParams = { studentUserId?: number; soId?: number; page?: number; pageSize?: number };

const listQuery = ({ studentUserId, soId, page = 1, pageSize = 20 }: ServiceInvoiceListParams) => ({
  ...(studentUserId ? { student_user_id: studentUserId } : {}),
  ...(soId ? { so_id: soId } : {}),
  page,
  page_size: pageSize,
});

// The GST service invoices that paid shop orders issue. What refunds or issues one invalidates `.all()`.
export const serviceInvoiceQueries = {
  all: () => ['service-invoices'] as const,
  list: (params: ServiceInvoiceListParams) =>
    apiQuery([...serviceInvoiceQueries.all(), 'list', listQuery(params)], (signal) =>
      portalApi.GET('/common/service-invoices', { params: { query: listQuery(params) }, signal }),
    ),
  one: (invId: number) =>
    apiQuery([...serviceInvoiceQueries.all(), 'one', invId], (signal) => portalApi.GET('/common/service-invoice/{id}', { params: { path: { id: invId } }, signal })),
};

/** POST /common/shop-orders/{so_id}/refunds: the service invoice with the refund's credit note. */
export async function refundShopOrder(soId: number, body: ServiceRefundBody): Promise<ServiceInvoice> {
  return unwrap(await portalApi.POST('/common/shop-orders/{so_id}/refunds', { params: { path: { so_id: soId } }, body })).data;
}

/** POST /common/shop-orders/{so_id}/service-invoice: the order's invoice, issued now or the one it has. */
export async function issueServiceInvoice(soId: number): Promise<ServiceInvoice> {
  return unwrap(await portalApi.POST('/common/shop-orders/{so_id}/service-invoice', { params: { path: { so_id: soId } } })).data;
}

/** The service invoice's (or credit note's) PDF through the bearer-token call, saved as its number. */
export async function downloadServiceInvoicePdf(doc: { inv_id: number; invoice_no: string }): Promise<void> {
  const [{ data, response }, { saveFile }] = await Promise.all([
    portalApi.GET('/common/service-invoice/{id}/pdf', { params: { path: { id: doc.inv_id } }, parseAs: 'blob' }),
    import('@/shared/lib/download'),
  ]);
  if (!response.ok || !data) throw new Error(`HTTP ${response.status}`);
  saveFile(data as Blob, `${doc.invoice_no.replace(/\//g, '-')}.pdf`);
}
