const IST_OFFSET_MS = (5 * 60 + 30) * 60_000;

/**
 * An instant as India's wall clock, `YYYY-MM-DD HH:mm:ss`, whatever the browser's zone: the days the list's filters and
 * the server count in (Asia/Kolkata has no daylight saving, so a fixed offset is exact).
 */
export function istDateTime(iso: string): string {
  return new Date(Date.parse(iso) + IST_OFFSET_MS).toISOString().slice(0, 19).replace('T', ' ');
}

/** The day (`YYYY-MM-DD`) an instant falls on in India. */
export const istDay = (iso: string): string => istDateTime(iso).slice(0, 10);
