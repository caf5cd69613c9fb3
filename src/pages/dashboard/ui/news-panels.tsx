import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { Announcement, HomeData, WhatsNewItem } from '@/entities/feed';
import { formatDateTime } from '@/shared/lib/date';
import { Panel, PanelItem, PanelList, PanelMeta, QueryState, type PanelQuery } from '@/shared/ui/panel';

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

/** One of the dashboard's news panels: a titled list, or what it says when there is nothing. */
function NewsPanel<T>({ title, query, what, empty, children }: { title: string; query: PanelQuery<T[]>; what: string; empty: string; children: (item: T) => ReactNode }) {
  return (
    <Panel title={title}>
      <QueryState query={query} what={what} isEmpty={(list) => list.length === 0} empty={empty}>
        {(list) => <PanelList label={title}>{list.map(children)}</PanelList>}
      </QueryState>
    </Panel>
  );
}

const more = (link: string | null, title: string) => (link ? <ItemLink href={link} label={`Read more: ${title}`} /> : null);

export function UniversityUpdatesPanel({ query }: { query: PanelQuery<Updates> }) {
  return (
    <NewsPanel title="University updates" query={query} what="the university updates" empty="No university news yet.">
      {(update) => (
        <PanelItem key={update.update_id} title={update.title} text={update.body} clamp
          meta={<PanelMeta><Link to={`/university-detail/${update.university_id}`}>{update.university_name}</Link> · {formatDateTime(update.created_at)}</PanelMeta>}>
          {more(update.link, update.title)}
        </PanelItem>
      )}
    </NewsPanel>
  );
}

export function AnnouncementsPanel({ query }: { query: PanelQuery<Announcement[]> }) {
  return (
    <NewsPanel title="Announcements" query={query} what="the announcements" empty="No announcements for you right now.">
      {(a) => (
        <PanelItem key={a.announcement_id} title={a.title} text={a.body} clamp
          meta={<PanelMeta>{a.created_by.first_name} {a.created_by.last_name} · {formatDateTime(a.created_at)}</PanelMeta>} />
      )}
    </NewsPanel>
  );
}

export function WhatsNewPanel({ query }: { query: PanelQuery<WhatsNewItem[]> }) {
  return (
    <NewsPanel title="What's new" query={query} what="what's new" empty="Nothing new right now.">
      {(item) => (
        <PanelItem key={item.whats_new_id} title={item.title} text={item.body} clamp meta={<PanelMeta>{formatDateTime(item.published_at)}</PanelMeta>}>
          {more(item.link, item.title)}
        </PanelItem>
      )}
    </NewsPanel>
  );
}
