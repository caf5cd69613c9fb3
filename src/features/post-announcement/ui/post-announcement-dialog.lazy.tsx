import { lazy, Suspense } from 'react';
import { Spinner } from '@/shared/ui/loading-overlay';
import type { PostAnnouncementDialogProps } from './post-announcement-dialog';

const LoadedPostAnnouncementDialog = lazy(() => import('./post-announcement-dialog').then((m) => ({ default: m.PostAnnouncementDialog })));

/** The announcement form, loaded the first time someone opens it (the list paints without it). */
export function PostAnnouncementDialog(props: PostAnnouncementDialogProps) {
  return (
    <Suspense fallback={props.open ? <Spinner label="Opening the form" /> : null}>
      <LoadedPostAnnouncementDialog {...props} />
    </Suspense>
  );
}
