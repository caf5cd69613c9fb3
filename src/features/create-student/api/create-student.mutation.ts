import { createStudent, studentListQueries } from '@/entities/student';
import { useRefreshingMutation } from '@/shared/api/query';

/** Creates the student; every cached student list is read again (the dashboards read their counts afresh on each visit). */
export const useCreateStudent = () => useRefreshingMutation(createStudent, studentListQueries.all());
