// Money is computed in minor units (integers) and stored as numeric(12,2): no floating-point drift in totals.

/** Major units (as the database answers numeric) → minor units. */
export const toMinor = (major: number | string): number => Math.round(Number(major) * 100);

/** Minor units → major units for answers (a number with at most two decimals). */
export const toMajor = (minor: number): number => minor / 100;

/** Minor units → the two-decimal text that providers sign ("4999.00"). */
export const formatMajor = (minor: number): string => {
  const sign = minor < 0 ? '-' : '';
  const abs = Math.abs(minor);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
};

/** "4999", "4999.5", "4999.00" → minor units; null when the text is not an amount. */
export function parseMajor(text: string): number | null {
  const match = /^([0-9]{1,9})(?:\.([0-9]{1,2}))?$/.exec(text);
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '0').padEnd(2, '0'));
}
