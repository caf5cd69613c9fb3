import { Link } from 'react-router';
import { useNotificationFeed } from '@/entities/notification';

const badge = {
  display: 'inline-flex',
  alignItems: 'center',
  gap: '0.35rem',
  padding: '0.3rem 0.6rem',
  borderRadius: '999px',
  textDecoration: 'none',
  color: 'inherit',
  fontSize: '0.9rem',
} as const;
const count = { minWidth: '1.4rem', padding: '0 0.35rem', borderRadius: '999px', background: '#c62828', color: '#fff', textAlign: 'center', fontWeight: 700 } as const;

/** The top bar's unread notifications and messages, from the polled feed (re-rendered only when a count changes). */
export function UnreadCounts() {
  const { unreadNotifications, unreadMessages } = useNotificationFeed();
  return (
    <span style={{ display: 'inline-flex', gap: '0.25rem' }}>
      <Link to="/notifications" style={badge} aria-label={`Notifications: ${unreadNotifications} unread`} data-testid="unread-notifications">
        <span aria-hidden="true">Notifications</span>{' '}
        {unreadNotifications > 0 ? <span style={count} aria-hidden="true">{unreadNotifications}</span> : null}
      </Link>
      <Link to="/chat" style={badge} aria-label={`Messages: ${unreadMessages} unread`} data-testid="unread-messages">
        <span aria-hidden="true">Messages</span>{' '}
        {unreadMessages > 0 ? <span style={count} aria-hidden="true">{unreadMessages}</span> : null}
      </Link>
    </span>
  );
}
