import { useMutation, useQueryClient } from '@tanstack/react-query';
import { courseQueries } from '@/entities/course';
import { portalApi, unwrap } from '@/shared/api';

export function useRemoveRecommendation(studentUserId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (courseId: number) =>
      unwrap(await portalApi.POST('/common/remove-recommendation/{student_user_id}/{course_id}', { params: { path: { student_user_id: studentUserId, course_id: courseId } } })),
    onSettled: () => client.invalidateQueries({ queryKey: courseQueries.recommendations(studentUserId).queryKey }),
  });
}
