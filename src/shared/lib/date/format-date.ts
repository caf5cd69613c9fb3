import dayjs from 'dayjs';
import { DATE_TIME_FORMAT } from '@/shared/config';

/** Every date and time the app shows goes through here: `DD-MM-YYYY - hh:mm A`, local time. */
export function formatDateTime(value: string | number | Date | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const parsed = dayjs(value);
  return parsed.isValid() ? parsed.format(DATE_TIME_FORMAT) : '';
}
