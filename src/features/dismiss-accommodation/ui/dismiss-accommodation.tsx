import { useMutation, useQueryClient } from '@tanstack/react-query';
import { refreshRecommendations } from '@/entities/accommodation';
import { portalApi, unwrap } from '@/shared/api';
import { Button } from '@/shared/ui/button';

/**
 * Takes a recommended place off a student's list: the student dismisses it, or the staff, agent or franchise who reach
 * the student withdraw it (`label` says which).
 */
export function DismissAccommodation({ studentUserId, accId, name, label = 'Dismiss' }: { studentUserId: number; accId: number; name: string; label?: string }) {
  const client = useQueryClient();
  const remove = useMutation({
    mutationFn: async () =>
      unwrap(await portalApi.POST('/common/accomodation-recommendation-remove/{student_user_id}/{acc_id}', { params: { path: { student_user_id: studentUserId, acc_id: accId } } })),
    onSettled: () => refreshRecommendations(client),
  });
  return (
    <>
      <Button variant="secondary" size="sm" busy={remove.isPending} onClick={() => remove.mutate()} aria-label={`${label} ${name}`}>
        {label}
      </Button>
      {remove.isError ? <span role="alert"> It could not be removed. Try again.</span> : null}
    </>
  );
}
