export { useMarkAllNotificationsRead, useMarkNotificationRead } from './api/mark-read.mutations';
