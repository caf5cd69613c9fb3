import { useMutation, useQueryClient } from '@tanstack/react-query';
import { nurturingQueries, startEmailCampaign, type EmailCampaignStartBody } from '@/entities/nurturing';

/**
 * Starts a draft campaign under the Idempotency-Key of this intent to start (a retry of the same intent repeats it,
 * so nothing is sent or charged twice); the balance, the campaigns and the log are read again.
 */
export function useStartEmailCampaign(idempotencyKey: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: EmailCampaignStartBody) => startEmailCampaign(body, idempotencyKey),
    onSettled: () => void client.invalidateQueries({ queryKey: nurturingQueries.all() }),
  });
}
