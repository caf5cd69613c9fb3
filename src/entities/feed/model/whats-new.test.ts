import { describe, expect, it } from 'vitest';
import { withReaction, withReactionState, type WhatsNewItem } from './whats-new';

const item: WhatsNewItem = {
  whats_new_id: 3, title: 'Compare courses', body: 'Up to four.', image_url: null, link: null, published_at: '2026-11-04T06:00:00Z',
  reactions: { like: 4, love: 1, celebrate: 0, insightful: 2 }, my_reaction: null,
};

describe("a what's-new item's reactions", () => {
  it('adds, replaces and takes back the one reaction of the caller', () => {
    const liked = withReaction(item, 'like');
    expect(liked).toMatchObject({ my_reaction: 'like', reactions: { like: 5, love: 1, celebrate: 0, insightful: 2 } });
    const loved = withReaction(liked, 'love');
    expect(loved).toMatchObject({ my_reaction: 'love', reactions: { like: 4, love: 2, celebrate: 0, insightful: 2 } });
    expect(withReaction(loved, null)).toMatchObject({ my_reaction: null, reactions: item.reactions });
    expect(withReaction(item, null)).toBe(item);
  });

  it('takes the server’s counts for the same item only', () => {
    const state = { whats_new_id: 3, reactions: { like: 9, love: 0, celebrate: 1, insightful: 0 }, my_reaction: 'celebrate' as const };
    expect(withReactionState(item, state)).toMatchObject({ reactions: state.reactions, my_reaction: 'celebrate' });
    expect(withReactionState({ ...item, whats_new_id: 4 }, state)).toMatchObject({ reactions: item.reactions, my_reaction: null });
  });
});
