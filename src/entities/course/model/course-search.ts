import type { PortalOperations } from '@/shared/api';
import type { IntakeMonth } from '@contract/portal-schemas';
import { urlParam, type UrlState } from '@/shared/lib/url-query';

export type { CourseItem, CourseComparison, RecommendedCourse, IntakeMonth } from '@contract/portal-schemas';
export type CourseSort = NonNullable<NonNullable<PortalOperations['listCoursesV2']['parameters']['query']>['sort']>;
export type CourseSearchQuery = NonNullable<PortalOperations['listCoursesV2']['parameters']['query']>;

export const INTAKE_MONTHS: readonly IntakeMonth[] = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

export const COURSE_SORTS: readonly { value: CourseSort; label: string }[] = [
  { value: 'relevance', label: 'Relevance' },
  { value: 'tuition_asc', label: 'Tuition (local): low to high' },
  { value: 'tuition_desc', label: 'Tuition (local): high to low' },
  { value: 'tuition_usd_asc', label: 'Tuition (USD): low to high' },
  { value: 'tuition_usd_desc', label: 'Tuition (USD): high to low' },
  { value: 'name_asc', label: 'Course name A–Z' },
  { value: 'ranking', label: 'University ranking' },
];

/** The search as the address bar holds it: every filter, the sort and the page (so a link reproduces the search). */
export const COURSE_SEARCH_PARAMS = {
  q: urlParam.text(),
  country_id: urlParam.positiveInt(),
  state_id: urlParam.positiveInt(),
  city_id: urlParam.positiveInt(),
  course_level_id: urlParam.positiveInt(),
  course_category_id: urlParam.positiveInt(),
  university_id: urlParam.positiveInt(),
  intake: urlParam.oneOf(INTAKE_MONTHS),
  tuition_min: urlParam.amount(),
  tuition_max: urlParam.amount(),
  tuition_usd_min: urlParam.amount(),
  tuition_usd_max: urlParam.amount(),
  sort: urlParam.withDefault(urlParam.oneOf(COURSE_SORTS.map((s) => s.value)), 'relevance'),
  page: urlParam.page(),
};

export type CourseSearchState = UrlState<typeof COURSE_SEARCH_PARAMS>;

/** The search call's query for a state: what is set, the sort unless it is the default, the page after the first. */
export function toCourseSearchQuery({ sort, page, ...filters }: CourseSearchState): CourseSearchQuery {
  const query: CourseSearchQuery = { page_size: 20 };
  for (const [key, value] of Object.entries(filters)) if (value !== undefined) Object.assign(query, { [key]: value });
  if (sort !== 'relevance') query.sort = sort;
  if (page > 1) query.page = page;
  return query;
}

export function formatMoney(amount: number | null, currency: string): string {
  if (amount === null) return '—';
  try {
    return new Intl.NumberFormat('en', { style: 'currency', currency, maximumFractionDigits: 0 }).format(amount);
  } catch {
    return `${currency} ${Math.round(amount)}`;
  }
}
