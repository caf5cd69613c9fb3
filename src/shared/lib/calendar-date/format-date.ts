// Beside shared/lib/date's formatDateTime, in a slice of its own and without dayjs on purpose: pages that show only
// days (a birthday, an upload's date) need not load dayjs (3 KB gzip), which a shared index would pull in with it.
const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const pad = (n: number) => String(n).padStart(2, '0');

/**
 * A calendar date (a birthday, a qualification's start) as `DD-MM-YYYY`, the date part of the spec's format, without
 * a time: `2017-04-01` is `01-04-2017` in every time zone. A full timestamp shows its local day.
 */
export function formatDate(value: string | number | Date | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const day = typeof value === 'string' ? CALENDAR_DATE.exec(value) : null;
  if (day) {
    const [, year, month, date] = day;
    const check = new Date(Number(year), Number(month) - 1, Number(date));
    return check.getMonth() === Number(month) - 1 ? `${date}-${month}-${year}` : '';
  }
  const moment = value instanceof Date ? value : new Date(value);
  return Number.isNaN(moment.getTime()) ? '' : `${pad(moment.getDate())}-${pad(moment.getMonth() + 1)}-${moment.getFullYear()}`;
}

/**
 * The local calendar day of a moment (now by default) as `YYYY-MM-DD`: the day the user sees on their own calendar.
 * Not `toISOString().slice(0, 10)`, which is the UTC day: from midnight to 05:30 in India that is still yesterday.
 */
export function localDay(moment: Date = new Date()): string {
  return `${moment.getFullYear()}-${pad(moment.getMonth() + 1)}-${pad(moment.getDate())}`;
}
