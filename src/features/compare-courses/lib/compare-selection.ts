/** Whether the values of one row differ across the compared courses (so the row is highlighted). */
export function differs(values: readonly string[]): boolean {
  return new Set(values).size > 1;
}
