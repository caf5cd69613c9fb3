import { DATE_TIME_FORMAT } from '@/shared/config';

const pad = (n: number): string => String(n).padStart(2, '0');

/** The tokens DATE_TIME_FORMAT may use, each read from a local date. */
const TOKENS: Record<string, (date: Date) => string> = {
  YYYY: (date) => String(date.getFullYear()),
  MM: (date) => pad(date.getMonth() + 1),
  DD: (date) => pad(date.getDate()),
  HH: (date) => pad(date.getHours()),
  hh: (date) => pad(date.getHours() % 12 || 12),
  mm: (date) => pad(date.getMinutes()),
  A: (date) => (date.getHours() < 12 ? 'AM' : 'PM'),
};
const TOKEN = /YYYY|MM|DD|HH|hh|mm|A/g;
/** A calendar date without a time means that day locally (as `new Date` would read it in UTC). */
const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

function toDate(value: string | number | Date): Date {
  if (value instanceof Date) return value;
  const day = typeof value === 'string' ? DATE_ONLY.exec(value) : null;
  return day ? new Date(Number(day[1]), Number(day[2]) - 1, Number(day[3])) : new Date(value);
}

/**
 * Every date and time the app shows goes through here: `DD-MM-YYYY - hh:mm A`, local time. Formatted with the
 * platform's Date (no date library: this one format is all the app needs, and every page with a date loads it).
 */
export function formatDateTime(value: string | number | Date | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const date = toDate(value);
  if (Number.isNaN(date.getTime())) return '';
  return DATE_TIME_FORMAT.replace(TOKEN, (token) => TOKENS[token](date));
}
