import { useMutation, useQueryClient } from '@tanstack/react-query';
import { leadQueries } from '@/entities/lead';
import { nurturingQueries, startBulkLeadNurture, type NurturingBulkBody } from '@/entities/nurturing';

/**
 * Enrols the selected leads in a drip service under the Idempotency-Key of this dialog (a retry repeats it, so
 * nobody is enrolled or charged twice); the balance, the enrolments and the lead lists are read again.
 */
export function useBulkNurture(idempotencyKey: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: NurturingBulkBody) => startBulkLeadNurture(body, idempotencyKey),
    onSettled: () => {
      void client.invalidateQueries({ queryKey: nurturingQueries.all() });
      void client.invalidateQueries({ queryKey: leadQueries.all() });
    },
  });
}
