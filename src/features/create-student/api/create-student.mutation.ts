import { useMutation, useQueryClient } from '@tanstack/react-query';
import { feedQueries } from '@/entities/feed';
import { createStudent, studentListQueries, type StudentCreateBody } from '@/entities/student';

/** Creates the student; every cached student list and the dashboards' counts are read again. */
export function useCreateStudent() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: StudentCreateBody) => createStudent(body),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: studentListQueries.all() });
      void client.invalidateQueries({ queryKey: feedQueries.home().queryKey });
    },
  });
}
