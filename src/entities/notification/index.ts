export { notificationQueries, markNotificationRead, markAllNotificationsRead } from './api/notification.queries';
export { NotificationFeedContext, useNotificationFeed } from './model/notification-feed.port';
export type { NotificationFeedPort } from './model/notification-feed.port';
