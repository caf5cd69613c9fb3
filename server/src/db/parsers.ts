// How column values become JavaScript values, the same on PGlite and node-postgres. bigint and numeric become numbers
// (ids, counts and money here fit) — but only while a number holds them exactly: a bigint beyond 2^53 - 1 (or a
// numeric whose magnitude is) is an error rather than a silently different id. The contract bounds every bigint a
// request can carry to 2^53 - 1; only a row written some other way can hold more. date stays its 'YYYY-MM-DD' text.

/** int8 (20) as a number, refused when a number cannot hold it exactly. */
export function parseInt8(value: string): number {
  const number = Number(value);
  if (!Number.isSafeInteger(number)) throw new RangeError(`a bigint value ${value} is beyond 2^53 - 1 and cannot be read exactly`);
  return number;
}

/** numeric (1700) as a number, refused when its integer part is beyond 2^53 - 1. */
export function parseNumeric(value: string): number {
  const number = Number(value);
  if (!Number.isFinite(number) || Math.abs(number) > Number.MAX_SAFE_INTEGER) {
    throw new RangeError(`a numeric value ${value} is too large to read exactly`);
  }
  return number;
}

/** date (1082) as its text. */
export const parseDate = (value: string): string => value;
