import { portalApi, unwrap } from '@/shared/api';
import { apiQuery } from '@/shared/api/query';
import type { StudentCreateBody, StudentListQuery } from '../model/student-list';

// The students the caller reaches (GET /common/assigned-student), and the two changes made from that list. Kept apart
// from student.queries.ts: the list pages are the only users.
export const studentListQueries = {
  /** Every cached page of the list, whatever its filters: what a change invalidates. */
  all: () => ['student', 'assigned'] as const,
  assigned: (query: StudentListQuery) =>
    apiQuery([...studentListQueries.all(), query], (signal) => portalApi.GET('/common/assigned-student', { params: { query }, signal }), { keepPrevious: true }),
};

/** POST /common/create-student: the new student, linked to the caller. */
export async function createStudent(body: StudentCreateBody) {
  return unwrap(await portalApi.POST('/common/create-student', { body })).data;
}

/** POST /common/student/{id}/active-status/{status}: the status now (setting the same status again changes nothing). */
export async function setStudentActiveStatus(studentUserId: number, active: boolean) {
  return unwrap(
    await portalApi.POST('/common/student/{id}/active-status/{status}', {
      params: { path: { id: studentUserId, status: active ? 'active' : 'inactive' } },
    }),
  ).data;
}
