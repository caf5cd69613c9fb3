import type { WhatsNewItem, WhatsNewReaction, WhatsNewReactionState } from '@contract/portal-schemas';

export type {
  WhatsNewItem, WhatsNewReaction, WhatsNewReactionState, Announcement, Warning, HomeData,
} from '@contract/portal-schemas';

/** The reactions in the order they are offered, with their words (text, not emoji: not every system has the font). */
export const WHATS_NEW_REACTIONS: readonly { reaction: WhatsNewReaction; label: string }[] = [
  { reaction: 'like', label: 'Like' },
  { reaction: 'love', label: 'Love' },
  { reaction: 'celebrate', label: 'Celebrate' },
  { reaction: 'insightful', label: 'Insightful' },
];

/**
 * The item as it will be once the caller's reaction is `next` (null: none), as the server counts it: one reaction
 * per user, so the previous one is taken back.
 */
export function withReaction<T extends Pick<WhatsNewItem, 'reactions' | 'my_reaction'>>(item: T, next: WhatsNewReaction | null): T {
  if (item.my_reaction === next) return item;
  const reactions = { ...item.reactions };
  if (item.my_reaction) reactions[item.my_reaction] = Math.max(0, reactions[item.my_reaction] - 1);
  if (next) reactions[next] += 1;
  return { ...item, reactions, my_reaction: next };
}

/** The server's word on an item's reactions, put on the item. */
export function withReactionState<T extends WhatsNewItem>(item: T, state: WhatsNewReactionState): T {
  return item.whats_new_id === state.whats_new_id ? { ...item, reactions: state.reactions, my_reaction: state.my_reaction } : item;
}
