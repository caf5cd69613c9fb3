import dayjs from 'dayjs';
import { DATE_TIME_FORMAT } from '@/shared/config';

/**
 * Every date and time the app shows goes through here: `DD-MM-YYYY - hh:mm A` (spec section 9), local time, with
 * dayjs. A calendar date without a time (`2026-11-28`) means that day locally, as dayjs reads it.
 */
export function formatDateTime(value: string | number | Date | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const date = dayjs(value);
  return date.isValid() ? date.format(DATE_TIME_FORMAT) : '';
}

/** The date part of the spec's format (`DD-MM-YYYY`), for a value that is a day, not a moment. */
const DATE_FORMAT = DATE_TIME_FORMAT.split(' - ')[0];

/**
 * A calendar date (a birthday, a qualification's start) as `DD-MM-YYYY`, without a time: `2017-04-01` is
 * `01-04-2017` in every time zone. A full timestamp shows its local day.
 */
export function formatDate(value: string | number | Date | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const date = dayjs(value);
  return date.isValid() ? date.format(DATE_FORMAT) : '';
}
