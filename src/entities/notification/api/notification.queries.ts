import { portalApi, unwrap } from '@/shared/api';
import { apiQuery } from '@/shared/api/query';

// The notifications list (GET /common/notifications) and its two mutations' calls. Features and pages invalidate
// by `notificationQueries.all()`.
export const notificationQueries = {
  all: () => ['notifications'] as const,
  list: (page = 1) =>
    apiQuery([...notificationQueries.all(), 'list', page], (signal) => portalApi.GET('/common/notifications', { params: { query: { page, page_size: 50 } }, signal })),
};

/** POST /common/notifications/{notification_id}/set-read. */
export async function markNotificationRead(notificationId: number) {
  return unwrap(await portalApi.POST('/common/notifications/{notification_id}/set-read', { params: { path: { notification_id: notificationId } } })).data;
}

/** GET /common/notifications/set-read: every notification of the caller read. */
export async function markAllNotificationsRead() {
  return unwrap(await portalApi.GET('/common/notifications/set-read')).data;
}
