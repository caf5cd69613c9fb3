import { portalApi, unwrap } from '@/shared/api';
import { apiQuery, fetchAllPages, pagedListQuery, type PagedListParams } from '@/shared/api/query';
import type { PaymentTransaction, TransactionStatus } from '../model/transaction.types';

export type TransactionListParams = { status?: TransactionStatus; q?: string; from?: string; to?: string } & PagedListParams;

const queryOf = ({ status, q, from, to, ...paging }: TransactionListParams) => ({ status, q, from, to, ...pagedListQuery(paging) });

// The payments through the payment machine (GET /common/transactions: newest first, those the caller reaches), one
// page at a time with the totals per currency of everything the filters select.
export const transactionQueries = {
  all: () => ['payment-transaction'] as const,
  list: (params: TransactionListParams = {}) =>
    apiQuery([...transactionQueries.all(), 'list', queryOf(params)], (signal) => portalApi.GET('/common/transactions', { params: { query: queryOf(params) }, signal })),
};

/** Every transaction the filters select, page after page (for an export); stops at `limit` rows (10,000 unless said). */
export const fetchAllTransactions = (params: Omit<TransactionListParams, 'page' | 'pageSize'>, limit?: number): Promise<PaymentTransaction[]> =>
  fetchAllPages(async (paging) => unwrap(await portalApi.GET('/common/transactions', { params: { query: queryOf({ ...params, ...paging }) } })).data, limit);
