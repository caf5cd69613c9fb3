import { useMutation, useQueryClient } from '@tanstack/react-query';
import { nurturingQueries, sendLeadMail, type LeadMailBody } from '@/entities/nurturing';

/**
 * Mails a lead under the Idempotency-Key of this intent (a retry repeats it, so the mail never goes out or is charged
 * twice); the lead's messages and the balance are read again.
 */
export function useSendLeadMail(idempotencyKey: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: LeadMailBody) => sendLeadMail(body, idempotencyKey),
    onSettled: () => void client.invalidateQueries({ queryKey: nurturingQueries.all() }),
  });
}
