import { Suspense } from 'react';
import { useQuery } from '@tanstack/react-query';
import { feedQueries } from '@/entities/feed';
import { Spinner } from '@/shared/ui/loading-overlay';
import { Panel, QueryState } from '@/shared/ui/panel';
import { LazyUniversityUpdatesList, LazyWhatsNewList } from './lazy-news-lists';
import * as styles from './student-home-page.css';

/** News from us (what's new, with reactions) and from the universities (their latest updates). */
export function NewUpdatesPanel({ id }: { id: string }) {
  const whatsNew = useQuery(feedQueries.whatsNew(5));
  const home = useQuery(feedQueries.home());
  const universityUpdates = { isPending: home.isPending, isError: home.isError, data: home.data?.latest_university_updates, refetch: home.refetch };
  return (
    <Panel id={id} headingId="home-updates" title="New updates">
      <h3 className={styles.subTitle}>What's new at Unipath</h3>
      <QueryState query={whatsNew} what="what's new" isEmpty={(page) => page.items.length === 0} empty="Nothing new right now.">
        {(page) => (
          <Suspense fallback={<Spinner label="Loading what's new" />}>
            <LazyWhatsNewList items={page.items} />
          </Suspense>
        )}
      </QueryState>
      <h3 className={styles.subTitle}>From universities</h3>
      <QueryState query={universityUpdates} what="university updates" isEmpty={(list) => list.length === 0} empty="No university news yet.">
        {(list) => (
          <Suspense fallback={<Spinner label="Loading university updates" />}>
            <LazyUniversityUpdatesList updates={list} />
          </Suspense>
        )}
      </QueryState>
    </Panel>
  );
}
