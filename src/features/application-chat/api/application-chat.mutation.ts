import { useMutation, useQueryClient } from '@tanstack/react-query';
import { applicationQueries } from '@/entities/application';
import { portalApi, unwrap } from '@/shared/api';

export type OutgoingMessage = { message: string; attachmentMapId?: number };

export function useSendApplicationMessage(studentUserId: number, saMapperId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ message, attachmentMapId }: OutgoingMessage) =>
      unwrap(
        await portalApi.POST('/common/student-application-chat/{student_user_id}/{sa_mapper_id}', {
          params: { path: { student_user_id: studentUserId, sa_mapper_id: saMapperId } },
          body: attachmentMapId === undefined ? { message } : { message, attachment_map_id: attachmentMapId },
        }),
      ).data,
    onSuccess: () => client.invalidateQueries({ queryKey: applicationQueries.chat(studentUserId, saMapperId).queryKey }),
  });
}
