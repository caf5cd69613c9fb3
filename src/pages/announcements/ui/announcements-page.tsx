import { useState } from 'react';
import { canPostAnnouncements, feedQueries, type Announcement } from '@/entities/feed';
import { useSession } from '@/entities/session';
import { PostAnnouncementDialog } from '@/features/post-announcement';
import { urlParam } from '@/shared/lib/url-query';
import { Button } from '@/shared/ui/button';
import { Notice, PageHeading } from '@/shared/ui/page';
import { PagedList, useListQuery, type PagedListTexts } from '@/widgets/paged-list';
import { AnnouncementItem } from './announcement-item';
import * as styles from './announcements-page.css';

export const ANNOUNCEMENTS_PAGE_SIZE = 10;
const ANNOUNCEMENT_LIST_PARAMS = { page: urlParam.page() };

/**
 * /Announcements: the announcements addressed to the caller (or to everyone), newest first; an operations manager
 * sees every one, expired ones too, and posts new ones. The page number lives in the URL.
 */
export function AnnouncementsPage({ title }: { title: string }) {
  const { user } = useSession();
  const announcements = useListQuery({ params: ANNOUNCEMENT_LIST_PARAMS, query: ({ page }) => feedQueries.announcements(ANNOUNCEMENTS_PAGE_SIZE, page) });
  const now = Date.now();
  const mayPost = canPostAnnouncements(user?.user_type);
  const [posting, setPosting] = useState(false);
  /** The title of the announcement just posted, said above the list. */
  const [posted, setPosted] = useState<string | null>(null);

  const handlePosted = (announcement: Announcement) => {
    setPosted(announcement.title);
    // Newest first: the new one heads the first page.
    if (announcements.page > 1) announcements.setPage(1);
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
  const emptyBody = mayPost ? 'Announcements you post show here, and to those you address.' : 'News from the Unipath team for you shows here.';
  const texts: PagedListTexts = { noun: ['announcement', 'announcements'], skeleton: { rowHeight: '7rem' }, empty: { title: 'No announcements right now', icon: 'megaphone', body: emptyBody, action: newButton } };

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
      <PagedList list={announcements} texts={texts}>
        {(items) => (
          <ul className={styles.list} aria-label="Announcements">
            {items.map((announcement) => (
              <AnnouncementItem key={announcement.announcement_id} announcement={announcement} now={now} />
            ))}
          </ul>
        )}
      </PagedList>
      {posting ? <PostAnnouncementDialog open onOpenChange={setPosting} onPosted={handlePosted} /> : null}
    </>
  );
}
