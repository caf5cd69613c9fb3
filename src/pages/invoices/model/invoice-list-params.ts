import { INVOICE_KINDS, INVOICE_STATUSES, type InvoiceListParams } from '@/entities/invoice';
import { dayRangeParams } from '@/shared/lib/day-range';
import { urlParam, type UrlState } from '@/shared/lib/url-query';

export const INVOICES_PAGE_SIZE = 20;

/** The list's state in the address: the search (number or buyer), status, kind, issue dates and the page. */
export const INVOICE_LIST_PARAMS = {
  q: urlParam.text(100),
  status: urlParam.oneOf(INVOICE_STATUSES),
  kind: urlParam.oneOf(INVOICE_KINDS),
  ...dayRangeParams(),
  page: urlParam.page(),
};

export type InvoiceListState = UrlState<typeof INVOICE_LIST_PARAMS>;

/** The filters of a state, as the list call (and the export) take them. */
export const filtersOf = ({ q, status, kind, from, to }: InvoiceListState): Omit<InvoiceListParams, 'page' | 'pageSize'> => ({ q, status, kind, from, to });
