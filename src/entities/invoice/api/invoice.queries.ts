import { portalApi, unwrap } from '@/shared/api';
import { apiQuery, fetchAllPages, pagedListQuery, type PagedListParams } from '@/shared/api/query';
import type { CreditNoteBody, InvoiceDraftBody, InvoiceKind, InvoicePaymentBody, InvoiceVoidBody, TaxInvoice, TaxInvoiceStatus } from '../model/invoice.types';

export type InvoiceListParams = { status?: TaxInvoiceStatus; kind?: InvoiceKind; q?: string; from?: string; to?: string } & PagedListParams;

const queryOf = ({ status, kind, q, from, to, ...paging }: InvoiceListParams) => ({ status, kind, q, from, to, ...pagedListQuery(paging) });

// The tax invoices and credit notes (GET /common/invoices: newest first, what the caller may read), one invoice with
// its lines and history, and the status table. Features that change an invoice invalidate by `invoiceQueries.all()`.
export const invoiceQueries = {
  all: () => ['invoice'] as const,
  list: (params: InvoiceListParams = {}) =>
    apiQuery([...invoiceQueries.all(), 'list', queryOf(params)], (signal) => portalApi.GET('/common/invoices', { params: { query: queryOf(params) }, signal })),
  detail: (invId: number) =>
    apiQuery([...invoiceQueries.all(), 'detail', invId], (signal) => portalApi.GET('/common/invoices/{inv_id}', { params: { path: { inv_id: invId } }, signal })),
  /** The statuses with the moves from each (who may make them): the transition table the server enforces. */
  statuses: () =>
    apiQuery(['invoice-statuses'], (signal) => portalApi.GET('/common/invoice-statuses/', { signal }), { staleTime: 60 * 60_000 }),
};

/** Every invoice the filters select, page after page (for an export); stops at `limit` rows (10,000 unless said). */
export const fetchAllInvoices = (params: Omit<InvoiceListParams, 'page' | 'pageSize'>, limit?: number): Promise<TaxInvoice[]> =>
  fetchAllPages(async (paging) => unwrap(await portalApi.GET('/common/invoices', { params: { query: queryOf({ ...params, ...paging }) } })).data, limit);

export async function createInvoiceDraft(body: InvoiceDraftBody): Promise<TaxInvoice> {
  return unwrap(await portalApi.POST('/common/invoices/draft', { body })).data;
}

export async function issueInvoice(invId: number): Promise<TaxInvoice> {
  return unwrap(await portalApi.POST('/common/invoices/{inv_id}/issue', { params: { path: { inv_id: invId } } })).data;
}

export async function recordInvoicePayment(invId: number, body: InvoicePaymentBody): Promise<TaxInvoice> {
  return unwrap(await portalApi.POST('/common/invoices/{inv_id}/payments', { params: { path: { inv_id: invId } }, body })).data;
}

export async function voidInvoice(invId: number, body: InvoiceVoidBody): Promise<TaxInvoice> {
  return unwrap(await portalApi.POST('/common/invoices/{inv_id}/void', { params: { path: { inv_id: invId } }, body })).data;
}

export async function issueCreditNote(invId: number, body: CreditNoteBody): Promise<TaxInvoice> {
  return unwrap(await portalApi.POST('/common/invoices/{inv_id}/credit-notes', { params: { path: { inv_id: invId } }, body })).data;
}
