import type { HomeData, WhatsNewItem, Announcement } from '@/entities/feed';
import { ReactToUpdate } from '@/features/react-to-update';
import { formatDateTime } from '@/shared/lib/date';
import { PanelItem, PanelList, PanelMeta } from '@/shared/ui/panel';
import { FeedLink } from './feed-link';

// The news lists of the home (what's new with its reactions, university updates, announcements). Loaded on their
// own after the page: with the date library and the reaction mutation they would put the home route over its
// JavaScript budget, and their data is fetched by the panels meanwhile.

/** The text of a piece of news, with its link after it. */
const withLink = (body: string, link: string | null, words: string) => (
  <>
    {body}
    {link ? (
      <>
        {' '}
        <FeedLink href={link}>{words}</FeedLink>
      </>
    ) : null}
  </>
);

export function WhatsNewList({ items }: { items: WhatsNewItem[] }) {
  return (
    <PanelList>
      {items.map((item) => (
        <PanelItem key={item.whats_new_id} label={item.title} title={item.title} meta={<PanelMeta>{formatDateTime(item.published_at)}</PanelMeta>} text={withLink(item.body, item.link, 'Learn more')}>
          <ReactToUpdate item={item} />
        </PanelItem>
      ))}
    </PanelList>
  );
}

export function UniversityUpdatesList({ updates }: { updates: HomeData['latest_university_updates'] }) {
  return (
    <PanelList>
      {updates.map((update) => (
        <PanelItem key={update.update_id} label={update.title} title={update.title} text={withLink(update.body, update.link, 'Read more')}
          meta={<PanelMeta>{update.university_name} · {formatDateTime(update.created_at)}</PanelMeta>} />
      ))}
    </PanelList>
  );
}

export function AnnouncementsList({ items }: { items: Announcement[] }) {
  return (
    <PanelList>
      {items.map((announcement) => (
        <PanelItem key={announcement.announcement_id} label={announcement.title} title={announcement.title} text={announcement.body}
          meta={<PanelMeta>{formatDateTime(announcement.created_at)}</PanelMeta>} />
      ))}
    </PanelList>
  );
}
