/** A value as compared: a number, words, a list (its order does not count), or nothing. */
export type Comparable = number | string | readonly (number | string)[] | null | undefined;

/** One form for values that mean the same: empty and null alike, numbers as numbers, lists as sorted sets, words trimmed and case-blind. */
export function normalise(value: Comparable): string {
  if (value === null || value === undefined) return 'null';
  if (typeof value === 'number') return Number.isFinite(value) ? `n:${value}` : 'null';
  if (typeof value === 'string') {
    const text = value.trim().toLowerCase();
    if (text === '' || text === '—') return 'null';
    return /^-?\d+(\.\d+)?$/.test(text) ? `n:${Number(text)}` : `s:${text}`;
  }
  const set = [...new Set(value.map((item) => normalise(item)))].filter((item) => item !== 'null').sort();
  return set.length === 0 ? 'null' : `l:${set.join('|')}`;
}

/** Whether the values of one row really differ across the compared courses (so the row is marked). */
export function differs(values: readonly Comparable[]): boolean {
  return new Set(values.map(normalise)).size > 1;
}
