import { useMutation, useQueryClient } from '@tanstack/react-query';
import { leadQueries, markLeadsRead } from '@/entities/lead';

/** Marks leads read (or unread again); the lists, the lead and the unread counts are read again. */
export function useMarkLeadsRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ leadIds, isRead = true }: { leadIds: number[]; isRead?: boolean }) => markLeadsRead(leadIds, isRead),
    onSuccess: () => void client.invalidateQueries({ queryKey: leadQueries.all() }),
  });
}
