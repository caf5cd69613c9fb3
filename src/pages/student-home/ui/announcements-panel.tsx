import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { feedQueries } from '@/entities/feed';
import { Panel, QueryState } from '@/shared/ui/panel';
import { LazyAnnouncementsList } from './lazy-news-lists';

/** The latest announcements addressed to students (or to everyone). */
export function AnnouncementsPanel() {
  const announcements = useQuery(feedQueries.announcements(3));
  return (
    <Panel headingId="home-announcements" title="Announcements" action={<Link to="/Announcements">All announcements</Link>}>
      <QueryState query={announcements} what="announcements" isEmpty={(page) => page.items.length === 0} empty="No announcements right now." lazyLabel="Loading announcements">
        {(page) => <LazyAnnouncementsList items={page.items} />}
      </QueryState>
    </Panel>
  );
}
