import type { StudentListQuery } from '@/entities/student';
import { positiveIntParam, textParam } from '@/shared/lib/url-query';

export const STUDENTS_PAGE_SIZE = 20;

/** The list's state as the address bar keeps it: `q`, `status=inactive`, `country`, `page`. */
export type StudentListState = { q?: string; inactive: boolean; countryId?: number; page: number };

export function studentListState(params: URLSearchParams): StudentListState {
  return {
    q: textParam(params, 'q'),
    inactive: params.get('status') === 'inactive',
    countryId: positiveIntParam(params, 'country'),
    page: positiveIntParam(params, 'page') ?? 1,
  };
}

/** The call's query for that state (active students unless the inactive ones are asked for). */
export function toStudentListQuery(state: StudentListState): StudentListQuery {
  return {
    page: state.page,
    page_size: STUDENTS_PAGE_SIZE,
    active: !state.inactive,
    ...(state.q ? { q: state.q } : {}),
    ...(state.countryId ? { preferred_country_id: state.countryId } : {}),
  };
}

export const isFiltered = (state: StudentListState): boolean => state.q !== undefined || state.inactive || state.countryId !== undefined;
