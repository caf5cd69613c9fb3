/** The courses picked for comparison, kept in the URL (`compare=12,40`) so the comparison is shareable too. */
export const MAX_COMPARE = 4;

export function readCompare(params: URLSearchParams): number[] {
  return (params.get('compare') ?? '')
    .split(',')
    .map(Number)
    .filter((id) => Number.isInteger(id) && id > 0)
    .slice(0, MAX_COMPARE);
}

export function toggleCompare(params: URLSearchParams, courseId: number): URLSearchParams {
  const current = readCompare(params);
  const next = current.includes(courseId) ? current.filter((id) => id !== courseId) : [...current, courseId].slice(0, MAX_COMPARE);
  const copy = new URLSearchParams(params);
  if (next.length) copy.set('compare', next.join(','));
  else copy.delete('compare');
  return copy;
}
