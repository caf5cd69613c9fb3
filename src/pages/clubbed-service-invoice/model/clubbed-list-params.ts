import { SERVICE_INVOICE_STATUSES } from '@/entities/service-invoice';
import { dayRangeParams } from '@/shared/lib/day-range';
import { urlParam, type UrlState } from '@/shared/lib/url-query';

export const CLUBBED_PAGE_SIZE = 20;

/** The list's state in the address: search (number or partner), status, issue days, the page, and the one opened. */
export const CLUBBED_LIST_PARAMS = {
  q: urlParam.text(100),
  status: urlParam.oneOf(SERVICE_INVOICE_STATUSES),
  ...dayRangeParams(),
  page: urlParam.page(),
};

export type ClubbedListState = UrlState<typeof CLUBBED_LIST_PARAMS>;

/** A positive 32-bit id from the address, or 0. */
export const idOf = (raw: string | null): number => (raw && /^\d{1,10}$/.test(raw) && Number(raw) <= 2147483647 ? Number(raw) : 0);

const dateFormat = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeZone: 'Asia/Kolkata' });

/** The day an invoice was issued, in India's time ("30 Nov 2026"). */
export const issuedOn = (at: string) => dateFormat.format(new Date(at));
