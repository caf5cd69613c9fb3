import { useMutation } from '@tanstack/react-query';
import { sendBulkMailToStudents, type BulkMailBody } from '@/entities/student';

/** Queues one email to each selected student (POST /common/send-bulk-mail); nothing cached changes. */
export function useMailStudents() {
  return useMutation({ mutationFn: (body: BulkMailBody) => sendBulkMailToStudents(body) });
}
