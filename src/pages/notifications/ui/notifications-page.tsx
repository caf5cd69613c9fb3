import { Link } from 'react-router';
import { useMarkAllNotificationsRead, useMarkNotificationRead } from '@/features/mark-notifications-read';
import { notificationQueries } from '@/entities/notification';
import { formatDateTime } from '@/shared/lib/date';
import { urlParam } from '@/shared/lib/url-query';
import { Button } from '@/shared/ui/button';
import { Actions, Muted, PageHeading } from '@/shared/ui/page';
import { PagedList, useListQuery, type PagedListTexts } from '@/widgets/paged-list';

/** The page number lives in the address (50 notifications a page). */
const NOTIFICATION_LIST_PARAMS = { page: urlParam.page() };
const TEXTS: PagedListTexts = {
  noun: ['notification', 'notifications'],
  whose: 'your',
  error: 'Notifications could not be loaded',
  empty: { title: 'No notifications yet', body: 'You will be told here when something changes for you.' },
};

/** The notifications page: the list, newest first; mark one read; mark all read (spec sections 4 and 7). */
export function NotificationsPage({ title }: { title: string }) {
  const list = useListQuery({ params: NOTIFICATION_LIST_PARAMS, query: ({ page }) => notificationQueries.list(page) });
  const markOne = useMarkNotificationRead();
  const markAll = useMarkAllNotificationsRead();

  const data = list.query.data;
  const unread = data?.unread_notifications_count ?? 0;
  return (
    <section aria-labelledby="notifications-title">
      <div id="notifications-title">
        <PageHeading title={title} lead={data ? `${unread} unread` : list.query.isPending ? 'Loading…' : undefined} />
      </div>
      <Actions>
        <Button variant="secondary" disabled={unread === 0 || markAll.isPending} onClick={() => markAll.mutate()}>
          Mark all as read
        </Button>
      </Actions>
      <PagedList list={list} texts={TEXTS}>
        {(items) => (
          <ul aria-label="Notifications" style={{ listStyle: 'none', padding: 0, display: 'grid', gap: '0.5rem' }}>
            {items.map((item) => (
              <li
                key={item.notification_id}
                aria-label={`${item.notification_heading}${item.read ? '' : ' (unread)'}`}
                data-read={item.read}
                style={{ padding: '0.75rem 1rem', borderRadius: '0.5rem', border: '1px solid #ddd', background: item.read ? 'transparent' : '#eef4ff' }}
              >
                <strong>{item.notification_heading}</strong>
                <p style={{ margin: '0.25rem 0' }}>{item.notification_text}</p>
                <Muted>{formatDateTime(item.created_at)}</Muted>
                <div style={{ display: 'flex', gap: '0.75rem', marginTop: '0.4rem' }}>
                  {item.link ? <Link to={item.link}>Open</Link> : null}
                  {item.read ? null : (
                    <Button size="sm" variant="ghost" disabled={markOne.isPending} onClick={() => markOne.mutate(item.notification_id)}>
                      Mark as read
                    </Button>
                  )}
                </div>
              </li>
            ))}
          </ul>
        )}
      </PagedList>
    </section>
  );
}
