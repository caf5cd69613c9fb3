import { urlParam } from '@/shared/lib/url-query';

/** The courses picked for comparison, kept in the URL (`compare=12,40`) so the comparison is shareable too. */
export const MAX_COMPARE = 4;

export const COMPARE_PARAMS = { compare: urlParam.idList(MAX_COMPARE) };

/** The selection with the course added, or taken out when it is in it already (at most MAX_COMPARE). */
export function toggleCompare(selected: readonly number[], courseId: number): number[] {
  return selected.includes(courseId) ? selected.filter((id) => id !== courseId) : [...selected, courseId].slice(0, MAX_COMPARE);
}
