import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createEmailCampaign, nurturingQueries, type EmailCampaignCreateBody } from '@/entities/nurturing';

/** Creates a draft campaign (nothing is sent or charged); the campaigns are read again. */
export function useCreateEmailCampaign() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: EmailCampaignCreateBody) => createEmailCampaign(body),
    onSuccess: () => void client.invalidateQueries({ queryKey: nurturingQueries.all() }),
  });
}
