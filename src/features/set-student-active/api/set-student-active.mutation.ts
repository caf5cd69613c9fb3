import { useMutation, useQueryClient } from '@tanstack/react-query';
import { setStudentActiveStatus, studentListQueries, studentQueries } from '@/entities/student';

/** Sets a student active or inactive; the lists and their details are read again. */
export function useSetStudentActive() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ studentUserId, active }: { studentUserId: number; active: boolean }) => setStudentActiveStatus(studentUserId, active),
    onSuccess: (_, { studentUserId }) => {
      void client.invalidateQueries({ queryKey: studentListQueries.all() });
      void client.invalidateQueries({ queryKey: studentQueries.details(studentUserId).queryKey });
    },
  });
}
