import { useMutation, useQueryClient } from '@tanstack/react-query';
import { refreshRecommendations } from '@/entities/accommodation';
import { portalApi, unwrap } from '@/shared/api';

/** Recommends a place to students; the lists that show recommendations are read again. */
export function useRecommendAccommodation(accId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ studentUserIds, note }: { studentUserIds: number[]; note: string }) =>
      unwrap(
        await portalApi.POST('/common/recommend-accomodation-students/{acc_id}', {
          params: { path: { acc_id: accId } },
          body: { student_user_ids: studentUserIds, ...(note.trim() ? { note: note.trim() } : {}) },
        }),
      ).data,
    onSettled: () => refreshRecommendations(client),
  });
}
