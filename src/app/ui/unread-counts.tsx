import { Link } from 'react-router';
import { useNotificationFeed } from '@/entities/notification';
import * as styles from './unread-counts.css';

/** The top bar's unread notifications and messages, from the polled feed (re-rendered only when a count changes). */
export function UnreadCounts() {
  const { unreadNotifications, unreadMessages } = useNotificationFeed();
  return (
    <span className={styles.counts}>
      <Link to="/notifications" className={styles.badge} aria-label={`Notifications: ${unreadNotifications} unread`} data-testid="unread-notifications">
        <span aria-hidden="true">Notifications</span>{' '}
        {unreadNotifications > 0 ? <span className={styles.count} aria-hidden="true">{unreadNotifications}</span> : null}
      </Link>
      <Link to="/chat" className={styles.badge} aria-label={`Messages: ${unreadMessages} unread`} data-testid="unread-messages">
        <span aria-hidden="true">Messages</span>{' '}
        {unreadMessages > 0 ? <span className={styles.count} aria-hidden="true">{unreadMessages}</span> : null}
      </Link>
    </span>
  );
}
