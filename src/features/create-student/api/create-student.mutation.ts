import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createStudent, studentListQueries, type StudentCreateBody } from '@/entities/student';

/** Creates the student; every cached student list is read again (the dashboards read their counts afresh on each visit). */
export function useCreateStudent() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: StudentCreateBody) => createStudent(body),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: studentListQueries.all() });
    },
  });
}
