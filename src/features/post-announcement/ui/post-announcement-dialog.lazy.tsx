import { lazyFormDialog } from '@/shared/ui/lazy-form-dialog';
import type { PostAnnouncementDialogProps } from './post-announcement-dialog';

/** The announcement form, loaded the first time someone opens it (the list paints without it). */
export const PostAnnouncementDialog = lazyFormDialog<PostAnnouncementDialogProps>(() => import('./post-announcement-dialog').then((m) => m.PostAnnouncementDialog));
