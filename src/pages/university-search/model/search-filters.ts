import { COURSE_SEARCH_PARAMS, INTAKE_MONTHS, type IntakeMonth } from '@/entities/course';
import type { UrlStateChanges } from '@/shared/lib/url-query';

/** A filter of the search's side column (a tuition bucket sets its minimum and maximum together). */
export type SearchFilter = 'country_id' | 'state_id' | 'city_id' | 'course_level_id' | 'course_category_id' | 'university_id' | 'intake' | 'tuition' | 'tuition_usd';

/** A tuition bucket as a select's value: `min-max`, the maximum empty for "and above". */
export const bucketValue = (min: number, max: number | null) => `${min}-${max ?? ''}`;

const amount = (text: string | undefined) => (text ? Number(text) : null);

/**
 * What choosing `value` ('' for "all") in a filter changes: a country clears the state, city and local tuition of
 * another country, a state clears the city of another state.
 */
export function filterChanges(name: SearchFilter, value: string): UrlStateChanges<typeof COURSE_SEARCH_PARAMS> {
  const id = Number(value) || null;
  if (name === 'tuition' || name === 'tuition_usd') {
    const [min, max] = value ? value.split('-') : [];
    return name === 'tuition' ? { tuition_min: amount(min), tuition_max: amount(max) } : { tuition_usd_min: amount(min), tuition_usd_max: amount(max) };
  }
  if (name === 'intake') return { intake: (INTAKE_MONTHS as readonly string[]).includes(value) ? (value as IntakeMonth) : null };
  if (name === 'country_id') return { country_id: id, state_id: null, city_id: null, tuition_min: null, tuition_max: null };
  if (name === 'state_id') return { state_id: id, city_id: null };
  return { [name]: id };
}
