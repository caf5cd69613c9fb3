import { useMutation, useQueryClient } from '@tanstack/react-query';
import { assignLeads, leadQueries } from '@/entities/lead';

/** Gives the leads to a team member in one call (POST /my-lead/assign); every lead list, lead and statistic is read again. */
export function useAssignLeads() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ leadIds, assigneeId }: { leadIds: number[]; assigneeId: number | null }) => assignLeads(leadIds, assigneeId),
    onSuccess: () => void client.invalidateQueries({ queryKey: leadQueries.all() }),
  });
}
