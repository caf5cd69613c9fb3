import { audienceText, expiryOf, type Announcement } from '@/entities/feed';
import { formatDateTime } from '@/shared/lib/date';
import * as styles from './announcements-page.css';

/** One announcement: its title, who posted it and when, the message, whom it addresses and until when it shows. */
export function AnnouncementItem({ announcement, now }: { announcement: Announcement; now: number }) {
  const { title, body, audience, created_at: createdAt, expires_at: expiresAt, created_by: author } = announcement;
  const expiry = expiryOf(announcement, now);
  return (
    <li className={styles.item} aria-label={title}>
      <h2 className={styles.title}>{title}</h2>
      <p className={styles.meta}>
        Posted by {`${author.first_name} ${author.last_name}`.trim()} on <time dateTime={createdAt}>{formatDateTime(createdAt)}</time>
      </p>
      <p className={styles.body}>{body}</p>
      <p className={styles.details}>
        <span>For: {audienceText(audience)}</span>
        {expiresAt && expiry === 'active' ? (
          <span>
            Shown until <time dateTime={expiresAt}>{formatDateTime(expiresAt)}</time>
          </span>
        ) : null}
        {expiresAt && expiry === 'expired' ? (
          <span className={styles.expired}>
            Expired on <time dateTime={expiresAt}>{formatDateTime(expiresAt)}</time>
          </span>
        ) : null}
      </p>
    </li>
  );
}
