import { useMutation, useQueryClient } from '@tanstack/react-query';
import { nurturingQueries, sendLeadWhatsApp, type LeadWhatsAppBody } from '@/entities/nurturing';

/**
 * Sends one WhatsApp message to a lead under the Idempotency-Key of this intent (a retry repeats it, so it is never
 * sent or charged twice); the lead's messages, its contact and the balance are read again.
 */
export function useSendLeadWhatsApp(idempotencyKey: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: LeadWhatsAppBody) => sendLeadWhatsApp(body, idempotencyKey),
    onSettled: () => void client.invalidateQueries({ queryKey: nurturingQueries.all() }),
  });
}
