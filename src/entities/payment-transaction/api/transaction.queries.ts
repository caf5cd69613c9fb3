import { portalApi, unwrap } from '@/shared/api';
import { apiQuery } from '@/shared/api/query';
import type { PaymentTransaction, TransactionStatus } from '../model/transaction.types';

export type TransactionListParams = {
  status?: TransactionStatus;
  q?: string;
  from?: string;
  to?: string;
  studentUserId?: number;
  page?: number;
  pageSize?: number;
};

const queryOf = ({ status, q, from, to, studentUserId, page = 1, pageSize = 20 }: TransactionListParams) => ({
  status,
  q,
  from,
  to,
  student_user_id: studentUserId,
  page,
  page_size: pageSize,
});

// The payments through the payment machine (GET /common/transactions: newest first, those the caller reaches), one
// page at a time with the totals per currency of everything the filters select.
export const transactionQueries = {
  all: () => ['payment-transaction'] as const,
  list: (params: TransactionListParams = {}) =>
    apiQuery([...transactionQueries.all(), 'list', queryOf(params)], (signal) => portalApi.GET('/common/transactions', { params: { query: queryOf(params) }, signal })),
};

/** The largest page the list call gives. */
export const TRANSACTION_EXPORT_PAGE_SIZE = 100;

/** Every transaction the filters select, page after page (for an export); stops at `limit` rows. */
export async function fetchAllTransactions(params: Omit<TransactionListParams, 'page' | 'pageSize'>, limit = 10_000): Promise<PaymentTransaction[]> {
  const rows: PaymentTransaction[] = [];
  for (let page = 1; rows.length < limit; page += 1) {
    const query = queryOf({ ...params, page, pageSize: TRANSACTION_EXPORT_PAGE_SIZE });
    const { items, total } = unwrap(await portalApi.GET('/common/transactions', { params: { query } })).data;
    rows.push(...items);
    if (items.length === 0 || rows.length >= total) break;
  }
  return rows.slice(0, limit);
}
