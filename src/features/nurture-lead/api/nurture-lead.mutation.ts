import { useMutation, useQueryClient } from '@tanstack/react-query';
import { nurturingQueries, startLeadNurture, stopLeadNurture, type NurturingManualBody } from '@/entities/nurturing';

/**
 * Enrols a lead in a drip service under the Idempotency-Key of this intent (a retry repeats it, so nothing is
 * enrolled or charged twice); the lead's enrolments and the balance are read again.
 */
export function useStartLeadNurture(idempotencyKey: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: NurturingManualBody) => startLeadNurture(body, idempotencyKey),
    onSettled: () => void client.invalidateQueries({ queryKey: nurturingQueries.all() }),
  });
}

/** Stops a running enrolment; the lead's enrolments and the balance are read again. */
export function useStopLeadNurture() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ leadId, enrolmentId }: { leadId: number; enrolmentId: number }) => stopLeadNurture(leadId, enrolmentId),
    onSettled: () => void client.invalidateQueries({ queryKey: nurturingQueries.all() }),
  });
}
