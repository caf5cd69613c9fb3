export { PostAnnouncementDialog } from './ui/post-announcement-dialog.lazy';
export type { PostAnnouncementDialogProps } from './ui/post-announcement-dialog';
