import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  feedQueries,
  reactToWhatsNew,
  unreactToWhatsNew,
  withReaction,
  withReactionState,
  type WhatsNewItem,
  type WhatsNewReaction,
  type WhatsNewReactionState,
} from '@/entities/feed';

type Variables = { previous: WhatsNewReaction | null; next: WhatsNewReaction | null };
type WhatsNewPage = { items: WhatsNewItem[] };

/** Changes one item in every cached what's-new page. */
function patchItem(client: QueryClient, whatsNewId: number, change: (item: WhatsNewItem) => WhatsNewItem): void {
  client.setQueriesData<WhatsNewPage>({ queryKey: feedQueries.whatsNewAll() }, (page) =>
    page ? { ...page, items: page.items.map((item) => (item.whats_new_id === whatsNewId ? change(item) : item)) } : page,
  );
}

/**
 * Reacting and unreacting to one what's-new item, optimistically: the counts move at once, the server's answer then
 * replaces them, and a failure takes back only this change. The calls of one item run one after another (a mutation
 * scope), so the server sees them in the order of the clicks.
 */
export function useReactToUpdate(whatsNewId: number) {
  const client = useQueryClient();
  const mutationKey = ['whats-new-reaction', whatsNewId];
  return useMutation({
    mutationKey,
    scope: { id: `whats-new-reaction-${whatsNewId}` },
    mutationFn: ({ next }: Variables): Promise<WhatsNewReactionState> =>
      next === null ? unreactToWhatsNew(whatsNewId) : reactToWhatsNew(whatsNewId, next),
    onMutate: async ({ next }) => {
      await client.cancelQueries({ queryKey: feedQueries.whatsNewAll() });
      patchItem(client, whatsNewId, (item) => withReaction(item, next));
    },
    onError: (_error, { previous, next }) => {
      // Undo this change only if nothing has changed the item since.
      patchItem(client, whatsNewId, (item) => (item.my_reaction === next ? withReaction(item, previous) : item));
    },
    onSuccess: (state) => {
      // A later click of the same item is still on its way: its answer will be the one to show.
      if (client.isMutating({ mutationKey }) > 1) return;
      patchItem(client, whatsNewId, (item) => withReactionState(item, state));
    },
  });
}
