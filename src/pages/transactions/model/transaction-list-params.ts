import { TRANSACTION_STATUSES, type TransactionListParams } from '@/entities/payment-transaction';
import { dayRangeParams } from '@/shared/lib/day-range';
import { urlParam, type UrlState } from '@/shared/lib/url-query';

export const TRANSACTIONS_PAGE_SIZE = 20;

/** The list's state in the address: the search (id, student, plan or service), status, the days (IST) and the page. */
export const TRANSACTION_LIST_PARAMS = {
  q: urlParam.text(100),
  status: urlParam.oneOf(TRANSACTION_STATUSES),
  ...dayRangeParams(),
  page: urlParam.page(),
};

export type TransactionListState = UrlState<typeof TRANSACTION_LIST_PARAMS>;

/** The filters of a state, as the list call (and the export) take them. */
export const filtersOf = ({ q, status, from, to }: TransactionListState): Omit<TransactionListParams, 'page' | 'pageSize'> => ({ q, status, from, to });
