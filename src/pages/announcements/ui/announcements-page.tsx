import { useState, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { canPostAnnouncements, feedQueries, type Announcement } from '@/entities/feed';
import { useSession } from '@/entities/session';
import { PostAnnouncementDialog } from '@/features/post-announcement';
import { positiveIntParam, useUrlQuery } from '@/shared/lib/url-query';
import { Button } from '@/shared/ui/button';
import { Spinner } from '@/shared/ui/loading-overlay';
import { Notice, PageHeading } from '@/shared/ui/page';
import { Pager } from '@/shared/ui/pager';
import { EmptyState, ErrorState } from '@/shared/ui/state';
import { AnnouncementItem } from './announcement-item';
import * as styles from './announcements-page.css';

export const ANNOUNCEMENTS_PAGE_SIZE = 10;

/**
 * /Announcements: the announcements addressed to the caller (or to everyone), newest first; an operations manager
 * sees every one, expired ones too, and posts new ones. The page number lives in the URL.
 */
export function AnnouncementsPage({ title }: { title: string }) {
  const { user } = useSession();
  const { params, update } = useUrlQuery();
  const page = positiveIntParam(params, 'page') ?? 1;
  const announcements = useQuery(feedQueries.announcements(ANNOUNCEMENTS_PAGE_SIZE, page));
  const mayPost = canPostAnnouncements(user?.user_type);
  const [posting, setPosting] = useState(false);
  /** The title of the announcement just posted, said above the list. */
  const [posted, setPosted] = useState<string | null>(null);

  const handlePosted = (announcement: Announcement) => {
    setPosted(announcement.title);
    // Newest first: the new one heads the first page.
    if (page > 1) update({ page: null });
  };

  const newButton = mayPost ? (
    <Button
      onClick={() => {
        setPosted(null);
        setPosting(true);
      }}
    >
      New announcement
    </Button>
  ) : null;

  let body: ReactNode;
  if (announcements.isPending) body = <Spinner label="Loading the announcements" />;
  else if (announcements.isError && !announcements.data)
    body = (
      <ErrorState title="The announcements could not be loaded" action={<Button onClick={() => announcements.refetch()}>Try again</Button>}>
        Check your connection and try again.
      </ErrorState>
    );
  else {
    const { items, total, page_size: pageSize } = announcements.data;
    if (items.length === 0)
      body =
        page > 1 && total > 0 ? (
          <EmptyState title="This page is empty" action={<Button variant="secondary" onClick={() => update({ page: null })}>Go to the first page</Button>}>
            The list is shorter than it was.
          </EmptyState>
        ) : (
          <EmptyState title="No announcements right now" icon="megaphone" action={newButton}>
            {mayPost ? 'Announcements you post show here, and to those you address.' : 'News from the Unipath team for you shows here.'}
          </EmptyState>
        );
    else {
      const first = (page - 1) * pageSize + 1;
      const now = Date.now();
      body = (
        <>
          <p role="status" className={styles.meta}>
            {total === 1 ? '1 announcement' : `${first}–${first + items.length - 1} of ${total} announcements`}
            {announcements.isFetching ? ' · updating…' : ''}
          </p>
          <ul className={styles.list} aria-label="Announcements">
            {items.map((announcement) => (
              <AnnouncementItem key={announcement.announcement_id} announcement={announcement} now={now} />
            ))}
          </ul>
          <Pager label="Pages of announcements" page={page} pageSize={pageSize} total={total} onPage={(next) => update({ page: next > 1 ? next : null })} />
        </>
      );
    }
  }

  return (
    <>
      <div className={styles.top}>
        <PageHeading
          title={title}
          lead={mayPost ? 'Every announcement, newest first, whoever it addresses; expired ones too.' : 'News from the Unipath team for you, newest first.'}
        />
        {newButton}
      </div>
      {posted ? <Notice tone="success">“{posted}” was posted. Those it addresses get a notification.</Notice> : null}
      {body}
      {posting ? <PostAnnouncementDialog open onOpenChange={setPosting} onPosted={handlePosted} /> : null}
    </>
  );
}
