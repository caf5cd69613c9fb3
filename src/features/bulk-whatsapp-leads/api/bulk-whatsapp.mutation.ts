import { useMutation, useQueryClient } from '@tanstack/react-query';
import { nurturingQueries, sendBulkWhatsAppMessage, type BroadcastCreateBody } from '@/entities/nurturing';

/**
 * Starts a WhatsApp broadcast to the selected leads under the Idempotency-Key of this dialog (a retry repeats it, so
 * nothing is sent or charged twice); the balance and the broadcasts are read again.
 */
export function useBulkWhatsApp(idempotencyKey: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: BroadcastCreateBody) => sendBulkWhatsAppMessage(body, idempotencyKey),
    onSettled: () => void client.invalidateQueries({ queryKey: nurturingQueries.all() }),
  });
}
