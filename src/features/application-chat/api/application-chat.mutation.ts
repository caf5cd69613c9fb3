import { useMutation, useQueryClient } from '@tanstack/react-query';
import { applicationQueries } from '@/entities/application';
import { portalApi, unwrap } from '@/shared/api';

export function useSendApplicationMessage(studentUserId: number, saMapperId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (message: string) =>
      unwrap(
        await portalApi.POST('/common/student-application-chat/{student_user_id}/{sa_mapper_id}', {
          params: { path: { student_user_id: studentUserId, sa_mapper_id: saMapperId } },
          body: { message },
        }),
      ).data,
    onSuccess: () => client.invalidateQueries({ queryKey: applicationQueries.chat(studentUserId, saMapperId).queryKey }),
  });
}
