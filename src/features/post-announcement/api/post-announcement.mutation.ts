import { feedQueries, postAnnouncement } from '@/entities/feed';
import { useRefreshingMutation } from '@/shared/api/query';

/** Posts an announcement; every cached announcements page (the list and the home panels) is read again. */
export const usePostAnnouncement = () => useRefreshingMutation(postAnnouncement, feedQueries.announcementsAll());
