import { queryOptions } from '@tanstack/react-query';
import { portalApi, unwrap } from '@/shared/api';
import type { WhatsNewReaction } from '../model/whats-new';

// The dashboards' feed: the home data (GET /common/home-data), warnings (GET /common/warning), announcements
// (GET /common/announcement) and what's new (GET /common/whats-new), and the two reaction calls. Reactions update every
// cached what's-new page by `feedQueries.whatsNewAll()`. A slice of its own: the notification entity is loaded with
// the app shell, and what only the dashboards use must not ride along.
export const feedQueries = {
  all: () => ['feed'] as const,
  /** GET /common/home-data: the dashboards' counts, focused universities and latest news in one call. */
  home: () =>
    queryOptions({
      queryKey: [...feedQueries.all(), 'home'],
      queryFn: async ({ signal }) => unwrap(await portalApi.GET('/common/home-data', { signal })).data,
    }),
  warnings: () =>
    queryOptions({
      queryKey: [...feedQueries.all(), 'warnings'],
      queryFn: async ({ signal }) => unwrap(await portalApi.GET('/common/warning', { signal })).data,
    }),
  announcements: (pageSize = 3) =>
    queryOptions({
      queryKey: [...feedQueries.all(), 'announcements', pageSize],
      queryFn: async ({ signal }) =>
        unwrap(await portalApi.GET('/common/announcement', { params: { query: { page: 1, page_size: pageSize } }, signal })).data,
    }),
  whatsNewAll: () => [...feedQueries.all(), 'whats-new'] as const,
  whatsNew: (pageSize = 5) =>
    queryOptions({
      queryKey: [...feedQueries.whatsNewAll(), pageSize],
      queryFn: async ({ signal }) =>
        unwrap(await portalApi.GET('/common/whats-new', { params: { query: { page: 1, page_size: pageSize } }, signal })).data,
    }),
};

/** POST /common/whats-new/react: sets (or replaces) the caller's reaction; answers the item's new counts. */
export async function reactToWhatsNew(whatsNewId: number, reaction: WhatsNewReaction) {
  return unwrap(await portalApi.POST('/common/whats-new/react', { body: { whats_new_id: whatsNewId, reaction } })).data;
}

/** POST /common/whats-new/unreact: removes the caller's reaction (idempotent); answers the item's counts. */
export async function unreactToWhatsNew(whatsNewId: number) {
  return unwrap(await portalApi.POST('/common/whats-new/unreact', { body: { whats_new_id: whatsNewId } })).data;
}
