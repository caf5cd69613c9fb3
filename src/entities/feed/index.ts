export { feedQueries, postAnnouncement, reactToWhatsNew, unreactToWhatsNew } from './api/feed.queries';
export {
  AUDIENCE_LABEL,
  AUDIENCE_TYPES,
  audienceText,
  canPostAnnouncements,
  expiryOf,
} from './model/announcement';
export type { AnnouncementInput } from './model/announcement';
export { WHATS_NEW_REACTIONS, withReaction, withReactionState } from './model/whats-new';
export type { Announcement, HomeData, Warning, WhatsNewItem, WhatsNewReaction, WhatsNewReactionState } from './model/whats-new';
