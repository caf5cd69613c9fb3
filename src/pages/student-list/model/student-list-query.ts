import type { StudentListQuery } from '@/entities/student';
import { urlParam, type UrlState } from '@/shared/lib/url-query';

export const STUDENTS_PAGE_SIZE = 20;

/** The list's state in the address bar: `q`, `status=inactive`, `country`, `page`. */
export const STUDENT_LIST_PARAMS = {
  q: urlParam.text(),
  status: urlParam.oneOf(['inactive'] as const),
  country: urlParam.positiveInt(),
  page: urlParam.page(),
};

export type StudentListState = UrlState<typeof STUDENT_LIST_PARAMS>;

/** The call's query for that state (active students unless the inactive ones are asked for). */
export function toStudentListQuery(state: StudentListState): StudentListQuery {
  return {
    page: state.page,
    page_size: STUDENTS_PAGE_SIZE,
    active: state.status !== 'inactive',
    ...(state.q ? { q: state.q } : {}),
    ...(state.country ? { preferred_country_id: state.country } : {}),
  };
}
