import { useMutation, useQueryClient } from '@tanstack/react-query';
import { leadQueries, saveLeadFollowUp, type FollowUpBody } from '@/entities/lead';

/** Records a follow-up on a lead (and the stage move it makes); the lead, its activity, the lists and counts are read again. */
export function useSaveFollowUp() {
  const client = useQueryClient();
  return useMutation({ mutationFn: (body: FollowUpBody) => saveLeadFollowUp(body), onSuccess: () => void client.invalidateQueries({ queryKey: leadQueries.all() }) });
}
