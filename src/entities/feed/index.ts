export { feedQueries, reactToWhatsNew, unreactToWhatsNew } from './api/feed.queries';
export { WHATS_NEW_REACTIONS, withReaction, withReactionState } from './model/whats-new';
export type { Announcement, HomeData, Warning, WhatsNewItem, WhatsNewReaction, WhatsNewReactionState } from './model/whats-new';
