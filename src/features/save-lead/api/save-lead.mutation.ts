import { useMutation, useQueryClient } from '@tanstack/react-query';
import { leadQueries, saveLead, type LeadSaveBody } from '@/entities/lead';

/** Creates or edits a lead; every lead list, the lead and the statistics are read again. */
export function useSaveLead() {
  const client = useQueryClient();
  return useMutation({ mutationFn: (body: LeadSaveBody) => saveLead(body), onSuccess: () => void client.invalidateQueries({ queryKey: leadQueries.all() }) });
}
