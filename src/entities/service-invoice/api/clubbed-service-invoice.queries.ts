import { portalApi, unwrap } from '@/shared/api';
import { apiQuery } from '@/shared/api/query';
import type { ServiceClubbedIssueBody, ServiceInvoiceClubbed, ServiceInvoiceStatus } from '../model/service-invoice.types';

export type ClubbedListParams = { status?: ServiceInvoiceStatus; from?: string; to?: string; q?: string; page?: number; pageSize?: number };

const listQuery = ({ status, from, to, q, page = 1, pageSize = 20 }: ClubbedListParams) => ({
  ...(status ? { status } : {}),
  ...(from ? { from } : {}),
  ...(to ? { to } : {}),
  ...(q ? { q } : {}),
  page,
  page_size: pageSize,
});

// The clubbed service invoices: a partner's orders of a month billed as one GST invoice. Issuing one invalidates `.all()`.
export const clubbedServiceInvoiceQueries = {
  all: () => ['clubbed-service-invoices'] as const,
  list: (params: ClubbedListParams) =>
    apiQuery([...clubbedServiceInvoiceQueries.all(), 'list', listQuery(params)], (signal) =>
      portalApi.GET('/common/service-clubbed-invoice/', { params: { query: listQuery(params) }, signal }),
    ),
  one: (sciId: number) =>
    apiQuery([...clubbedServiceInvoiceQueries.all(), 'one', sciId], (signal) =>
      portalApi.GET('/common/service-clubbed-invoice/single', { params: { query: { sci_id: sciId } }, signal }),
    ),
};

/** POST /common/service-clubbed-invoice/: the partner's invoice of the month, issued now (created, 201) or the one it has (200). */
export async function issueServiceClubbedInvoice(body: ServiceClubbedIssueBody): Promise<{ clubbed: ServiceInvoiceClubbed; created: boolean }> {
  const result = await portalApi.POST('/common/service-clubbed-invoice/', { body });
  return { clubbed: unwrap(result).data, created: result.response.status === 201 };
}
