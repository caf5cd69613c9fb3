import { queryOptions } from '@tanstack/react-query';
import { portalApi, unwrap } from '@/shared/api';
import type { AnnouncementInput } from '../model/announcement';
import type { WhatsNewReaction } from '../model/whats-new';

// The dashboards' feed: the home data (GET /common/home-data), warnings (GET /common/warning), announcements
// (GET /common/announcement, paged on /Announcements too, and their post) and what's new (GET /common/whats-new), and
// the two reaction calls. Reactions update every cached what's-new page by `feedQueries.whatsNewAll()`; a post reads
// every cached announcements page again by `feedQueries.announcementsAll()`. A slice of its own: the notification
// entity is loaded with the app shell, and what only the dashboards use must not ride along.
export const feedQueries = {
  all: () => ['feed'] as const,
  /**
   * GET /common/home-data: the dashboards' counts, focused universities and latest news in one call. Read again on
   * every visit (no stale time): tasks, students and news change it from other pages, which need not know about it.
   */
  home: () =>
    queryOptions({
      queryKey: [...feedQueries.all(), 'home'],
      staleTime: 0,
      queryFn: async ({ signal }) => unwrap(await portalApi.GET('/common/home-data', { signal })).data,
    }),
  warnings: () =>
    queryOptions({
      queryKey: [...feedQueries.all(), 'warnings'],
      queryFn: async ({ signal }) => unwrap(await portalApi.GET('/common/warning', { signal })).data,
    }),
  /** Every cached page of announcements (the home panel's and the /Announcements page's): invalidated after a post. */
  announcementsAll: () => [...feedQueries.all(), 'announcements'] as const,
  /** GET /common/announcement: one page, newest first (the home panel shows the first three). */
  announcements: (pageSize = 3, page = 1) =>
    queryOptions({
      queryKey: [...feedQueries.announcementsAll(), pageSize, page],
      queryFn: async ({ signal }) =>
        unwrap(await portalApi.GET('/common/announcement', { params: { query: { page, page_size: pageSize } }, signal })).data,
    }),
  whatsNewAll: () => [...feedQueries.all(), 'whats-new'] as const,
  whatsNew: (pageSize = 5) =>
    queryOptions({
      queryKey: [...feedQueries.whatsNewAll(), pageSize],
      queryFn: async ({ signal }) =>
        unwrap(await portalApi.GET('/common/whats-new', { params: { query: { page: 1, page_size: pageSize } }, signal })).data,
    }),
};

/** POST /common/announcement (operations managers): posts the announcement and notifies those addressed (201). */
export async function postAnnouncement(body: AnnouncementInput) {
  return unwrap(await portalApi.POST('/common/announcement', { body })).data;
}

/** POST /common/whats-new/react: sets (or replaces) the caller's reaction; answers the item's new counts. */
export async function reactToWhatsNew(whatsNewId: number, reaction: WhatsNewReaction) {
  return unwrap(await portalApi.POST('/common/whats-new/react', { body: { whats_new_id: whatsNewId, reaction } })).data;
}

/** POST /common/whats-new/unreact: removes the caller's reaction (idempotent); answers the item's counts. */
export async function unreactToWhatsNew(whatsNewId: number) {
  return unwrap(await portalApi.POST('/common/whats-new/unreact', { body: { whats_new_id: whatsNewId } })).data;
}
