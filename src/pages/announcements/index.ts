export { AnnouncementsPage } from './ui/announcements-page';
