import { portalApi, unwrap } from '@/shared/api';
import { apiQuery } from '@/shared/api/query';
import type { CreditNoteBody, InvoiceDraftBody, InvoiceKind, InvoicePaymentBody, InvoiceVoidBody, TaxInvoice, TaxInvoiceStatus } from '../model/invoice.types';

export type InvoiceListParams = {
  status?: TaxInvoiceStatus;
  kind?: InvoiceKind;
  q?: string;
  from?: string;
  to?: string;
  studentUserId?: number;
  page?: number;
  pageSize?: number;
};

const queryOf = ({ status, kind, q, from, to, studentUserId, page = 1, pageSize = 20 }: InvoiceListParams) => ({
  status,
  kind,
  q,
  from,
  to,
  student_user_id: studentUserId,
  page,
  page_size: pageSize,
});

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

/** The largest page the list call gives. */
export const INVOICE_EXPORT_PAGE_SIZE = 100;

/** Every invoice the filters select, page after page (for an export); stops at `limit` rows. */
export async function fetchAllInvoices(params: Omit<InvoiceListParams, 'page' | 'pageSize'>, limit = 10_000): Promise<TaxInvoice[]> {
  const rows: TaxInvoice[] = [];
  for (let page = 1; rows.length < limit; page += 1) {
    const query = queryOf({ ...params, page, pageSize: INVOICE_EXPORT_PAGE_SIZE });
    const { items, total } = unwrap(await portalApi.GET('/common/invoices', { params: { query } })).data;
    rows.push(...items);
    if (items.length === 0 || rows.length >= total) break;
  }
  return rows.slice(0, limit);
}

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
