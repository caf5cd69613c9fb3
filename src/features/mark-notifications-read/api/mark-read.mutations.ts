import { useMutation, useQueryClient } from '@tanstack/react-query';
import { markAllNotificationsRead, markNotificationRead, notificationQueries, useNotificationFeed } from '@/entities/notification';

/** After a change: every cached notifications page is read again, and the top bar's counts at once. */
function useSettle() {
  const client = useQueryClient();
  const feed = useNotificationFeed();
  return () => {
    void client.invalidateQueries({ queryKey: notificationQueries.all() });
    feed.refresh();
  };
}

/** Marks one notification read (POST /common/notifications/{notification_id}/set-read). */
export function useMarkNotificationRead() {
  const settle = useSettle();
  return useMutation({ mutationFn: markNotificationRead, onSuccess: settle });
}

/** Marks every notification read (the spec's GET /common/notifications/set-read). */
export function useMarkAllNotificationsRead() {
  const settle = useSettle();
  return useMutation({ mutationFn: markAllNotificationsRead, onSuccess: settle });
}
