import { useMutation, useQueryClient } from '@tanstack/react-query';
import { convertLeadToStudent, leadQueries, type LeadConvertBody } from '@/entities/lead';

/** Converts a lead into a student account; the lead, its lists and counts are read again. */
export function useConvertLead() {
  const client = useQueryClient();
  return useMutation({ mutationFn: (body: LeadConvertBody) => convertLeadToStudent(body), onSuccess: () => void client.invalidateQueries({ queryKey: leadQueries.all() }) });
}
