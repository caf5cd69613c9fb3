import { portalApi, unwrap } from '@/shared/api';
import { apiQuery } from '@/shared/api/query';
import type { PartnerInvoiceAmountBody, PartnerInvoiceCreateBody, PartnerInvoiceDetail, PartnerInvoiceMoveBody } from '../model/partner-invoice.types';

// The partner commission invoice calls (docs/partner-invoices.md). Every change invalidates `partnerInvoiceQueries.all()`.
export const partnerInvoiceQueries = {
  all: () => ['partner-invoice'] as const,
  detail: (invId: number) =>
    apiQuery([...partnerInvoiceQueries.all(), 'detail', invId], (signal) =>
      portalApi.GET('/common/partner-invoices/{inv_id}', { params: { path: { inv_id: invId } }, signal }),
    ),
  /** A student's termwise manual invoices, by term. */
  termwise: (studentUserId: number, page = 1) =>
    apiQuery([...partnerInvoiceQueries.all(), 'termwise', studentUserId, page], (signal) =>
      portalApi.GET('/common/termwise-manual-invoices', { params: { query: { student_user_id: studentUserId, page, page_size: 50 } }, signal }),
    ),
  /** The partner invoices about one student the caller reaches, newest first. */
  ofStudent: (studentUserId: number) =>
    apiQuery([...partnerInvoiceQueries.all(), 'student', studentUserId], (signal) =>
      portalApi.GET('/common/partner-invoices', { params: { query: { student_user_id: studentUserId, page_size: 50 } }, signal }),
    ),
  /** The student's invoice that is still open (draft, raised or under review), or null. */
  openFor: (studentUserId: number) =>
    apiQuery([...partnerInvoiceQueries.all(), 'open', studentUserId], (signal) =>
      portalApi.GET('/common/franchise-active-invoice/{student_user_id}', { params: { path: { student_user_id: studentUserId } }, signal }),
    ),
  /** One clubbed bill with its members. */
  clubbed: (ciId: number) =>
    apiQuery([...partnerInvoiceQueries.all(), 'clubbed', ciId], (signal) => portalApi.GET('/common/clubbed-invoice', { params: { query: { ci_id: ciId } }, signal })),
  /** The clubbed bills the caller reaches, newest first. */
  clubbedList: (page = 1) =>
    apiQuery([...partnerInvoiceQueries.all(), 'clubbed-list', page], (signal) => portalApi.GET('/common/all-clubbed-invoices', { params: { query: { page, page_size: 20 } }, signal })),
};

/** A draft claim for the caller's share of one commission term; `movePartnerInvoice` to `raised` numbers it. */
export async function claimCommissionTerm(body: PartnerInvoiceCreateBody): Promise<PartnerInvoiceDetail> {
  return unwrap(await portalApi.POST('/common/partner-invoices', { body })).data;
}

export async function movePartnerInvoice(invId: number, body: PartnerInvoiceMoveBody): Promise<PartnerInvoiceDetail> {
  return unwrap(await portalApi.POST('/common/partner-invoices/{inv_id}/status', { params: { path: { inv_id: invId } }, body })).data;
}

export async function correctPartnerInvoiceAmount(invId: number, body: PartnerInvoiceAmountBody): Promise<PartnerInvoiceDetail> {
  return unwrap(await portalApi.POST('/common/partner-invoices/{inv_id}/amount', { params: { path: { inv_id: invId } }, body })).data;
}
