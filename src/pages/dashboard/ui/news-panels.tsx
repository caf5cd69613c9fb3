import { Link } from 'react-router';
import type { Announcement, HomeData, WhatsNewItem } from '@/entities/feed';
import { formatDateTime } from '@/shared/lib/date';
import { Panel, QueryState, type PanelQuery } from '@/shared/ui/panel';
import * as styles from './dashboard.css';

type Updates = HomeData['latest_university_updates'];

/** A link inside the app goes through the router; anything else opens in a new tab. */
function ItemLink({ href, label }: { href: string; label: string }) {
  if (href.startsWith('/')) return <Link to={href} aria-label={label}>Read more</Link>;
  return (
    <a href={href} target="_blank" rel="noreferrer" aria-label={`${label} (opens in a new tab)`}>
      Read more
    </a>
  );
}

export function UniversityUpdatesPanel({ query }: { query: PanelQuery<Updates> }) {
  return (
    <Panel title="University updates">
      <QueryState query={query} what="the university updates" isEmpty={(list) => list.length === 0} empty="No university news yet.">
        {(list) => (
          <ul className={styles.plainList} aria-label="University updates">
            {list.map((update) => (
              <li key={update.update_id} className={styles.item}>
                <p className={styles.itemTitle}>{update.title}</p>
                <p className={styles.meta}>
                  <Link to={`/university-detail/${update.university_id}`}>{update.university_name}</Link> · {formatDateTime(update.created_at)}
                </p>
                <p className={styles.itemText}>{update.body}</p>
                {update.link ? <ItemLink href={update.link} label={`Read more: ${update.title}`} /> : null}
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </Panel>
  );
}

export function AnnouncementsPanel({ query }: { query: PanelQuery<Announcement[]> }) {
  return (
    <Panel title="Announcements">
      <QueryState query={query} what="the announcements" isEmpty={(list) => list.length === 0} empty="No announcements for you right now.">
        {(list) => (
          <ul className={styles.plainList} aria-label="Announcements">
            {list.map((a) => (
              <li key={a.announcement_id} className={styles.item}>
                <p className={styles.itemTitle}>{a.title}</p>
                <p className={styles.meta}>
                  {a.created_by.first_name} {a.created_by.last_name} · {formatDateTime(a.created_at)}
                </p>
                <p className={styles.itemText}>{a.body}</p>
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </Panel>
  );
}

export function WhatsNewPanel({ query }: { query: PanelQuery<WhatsNewItem[]> }) {
  return (
    <Panel title="What's new">
      <QueryState query={query} what="what's new" isEmpty={(list) => list.length === 0} empty="Nothing new right now.">
        {(list) => (
          <ul className={styles.plainList} aria-label="What's new">
            {list.map((item) => (
              <li key={item.whats_new_id} className={styles.item}>
                <p className={styles.itemTitle}>{item.title}</p>
                <p className={styles.meta}>{formatDateTime(item.published_at)}</p>
                <p className={styles.itemText}>{item.body}</p>
                {item.link ? <ItemLink href={item.link} label={`Read more: ${item.title}`} /> : null}
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </Panel>
  );
}
