import { portalApi, unwrap } from '@/shared/api';
import { apiQuery } from '@/shared/api/query';
import type { PartnerInvoiceAmountBody, PartnerInvoiceDetail, PartnerInvoiceMoveBody } from '../model/partner-invoice.types';

// The partner commission invoice calls (docs/partner-invoices.md). Every change invalidates `partnerInvoiceQueries.all()`.
export const partnerInvoiceQueries = {
  all: () => ['partner-invoice'] as const,
  detail: (invId: number) =>
    apiQuery([...partnerInvoiceQueries.all(), 'detail', invId], (signal) =>
      portalApi.GET('/common/partner-invoices/{inv_id}', { params: { path: { inv_id: invId } }, signal }),
    ),
};

export async function movePartnerInvoice(invId: number, body: PartnerInvoiceMoveBody): Promise<PartnerInvoiceDetail> {
  return unwrap(await portalApi.POST('/common/partner-invoices/{inv_id}/status', { params: { path: { inv_id: invId } }, body })).data;
}

export async function correctPartnerInvoiceAmount(invId: number, body: PartnerInvoiceAmountBody): Promise<PartnerInvoiceDetail> {
  return unwrap(await portalApi.POST('/common/partner-invoices/{inv_id}/amount', { params: { path: { inv_id: invId } }, body })).data;
}
