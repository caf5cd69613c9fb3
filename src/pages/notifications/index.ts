export { NotificationsPage } from './ui/notifications-page';
