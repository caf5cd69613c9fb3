import { useMutation, useQueryClient } from '@tanstack/react-query';
import { feedQueries } from '@/entities/feed';
import { setStudentActiveStatus, studentListQueries, studentQueries } from '@/entities/student';

/** Sets a student active or inactive; the lists, their details and the dashboards' counts are read again. */
export function useSetStudentActive() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ studentUserId, active }: { studentUserId: number; active: boolean }) => setStudentActiveStatus(studentUserId, active),
    onSuccess: (_, { studentUserId }) => {
      void client.invalidateQueries({ queryKey: studentListQueries.all() });
      void client.invalidateQueries({ queryKey: studentQueries.details(studentUserId).queryKey });
      void client.invalidateQueries({ queryKey: feedQueries.home().queryKey });
    },
  });
}
