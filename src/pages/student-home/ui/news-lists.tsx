import type { HomeData, WhatsNewItem, Announcement } from '@/entities/feed';
import { ReactToUpdate } from '@/features/react-to-update';
import { formatDateTime } from '@/shared/lib/date';
import { FeedLink } from './feed-link';
import * as styles from './student-home-page.css';

// The news lists of the home (what's new with its reactions, university updates, announcements). Loaded on their
// own after the page: with the date library and the reaction mutation they would put the home route over its
// JavaScript budget, and their data is fetched by the panels meanwhile.

export function WhatsNewList({ items }: { items: WhatsNewItem[] }) {
  return (
    <ul className={styles.plainList}>
      {items.map((item) => (
        <li key={item.whats_new_id} className={styles.item} aria-label={item.title}>
          <p className={styles.itemTitle}>{item.title}</p>
          <p className={styles.meta}>{formatDateTime(item.published_at)}</p>
          <p className={styles.itemText}>
            {item.body}
            {item.link ? (
              <>
                {' '}
                <FeedLink href={item.link}>Learn more</FeedLink>
              </>
            ) : null}
          </p>
          <ReactToUpdate item={item} />
        </li>
      ))}
    </ul>
  );
}

export function UniversityUpdatesList({ updates }: { updates: HomeData['latest_university_updates'] }) {
  return (
    <ul className={styles.plainList}>
      {updates.map((update) => (
        <li key={update.update_id} className={styles.item} aria-label={update.title}>
          <p className={styles.itemTitle}>{update.title}</p>
          <p className={styles.meta}>
            {update.university_name} · {formatDateTime(update.created_at)}
          </p>
          <p className={styles.itemText}>
            {update.body}
            {update.link ? (
              <>
                {' '}
                <FeedLink href={update.link}>Read more</FeedLink>
              </>
            ) : null}
          </p>
        </li>
      ))}
    </ul>
  );
}

export function AnnouncementsList({ items }: { items: Announcement[] }) {
  return (
    <ul className={styles.plainList}>
      {items.map((announcement) => (
        <li key={announcement.announcement_id} className={styles.item} aria-label={announcement.title}>
          <p className={styles.itemTitle}>{announcement.title}</p>
          <p className={styles.meta}>{formatDateTime(announcement.created_at)}</p>
          <p className={styles.itemText}>{announcement.body}</p>
        </li>
      ))}
    </ul>
  );
}
