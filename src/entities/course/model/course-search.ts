import type { PortalComponents, PortalOperations } from '@/shared/api';

export type CourseItem = PortalComponents['schemas']['CourseItem'];
export type CourseComparison = PortalComponents['schemas']['CourseComparison'];
export type RecommendedCourse = PortalComponents['schemas']['RecommendedCourse'];
export type IntakeMonth = PortalComponents['schemas']['IntakeMonth'];
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

/** The search state as the URL holds it: every filter, the sort and the page (so a link reproduces the search). */
const NUMBER_KEYS = [
  'country_id', 'state_id', 'city_id', 'course_level_id', 'course_category_id', 'university_id',
  'tuition_min', 'tuition_max', 'tuition_usd_min', 'tuition_usd_max', 'page',
] as const;

export function searchQueryFromParams(params: URLSearchParams): CourseSearchQuery {
  const query: CourseSearchQuery = { page_size: 20 };
  const q = params.get('q')?.trim();
  if (q) query.q = q;
  for (const key of NUMBER_KEYS) {
    const raw = params.get(key);
    if (raw === null || raw === '') continue;
    const value = Number(raw);
    if (Number.isFinite(value) && value >= 0) query[key] = value;
  }
  const intake = params.get('intake');
  if (intake && (INTAKE_MONTHS as readonly string[]).includes(intake)) query.intake = intake as IntakeMonth;
  const sort = params.get('sort');
  if (sort && COURSE_SORTS.some((s) => s.value === sort)) query.sort = sort as CourseSort;
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
