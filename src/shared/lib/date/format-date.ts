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

