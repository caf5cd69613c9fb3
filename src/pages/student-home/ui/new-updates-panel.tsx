import { useQuery } from '@tanstack/react-query';
import { feedQueries } from '@/entities/feed';
import { Panel, QueryState, partOf } from '@/shared/ui/panel';
import { LazyUniversityUpdatesList, LazyWhatsNewList } from './lazy-news-lists';
import * as styles from './student-home-page.css';

/** News from us (what's new, with reactions) and from the universities (their latest updates). */
export function NewUpdatesPanel({ id }: { id: string }) {
  const whatsNew = useQuery(feedQueries.whatsNew(5));
  const home = useQuery(feedQueries.home());
  const universityUpdates = partOf(home, (data) => data.latest_university_updates);
  return (
    <Panel id={id} headingId="home-updates" title="New updates">
      <h3 className={styles.subTitle}>What's new at Unipath</h3>
      <QueryState query={whatsNew} what="what's new" isEmpty={(page) => page.items.length === 0} empty="Nothing new right now." lazyLabel="Loading what's new">
        {(page) => <LazyWhatsNewList items={page.items} />}
      </QueryState>
      <h3 className={styles.subTitle}>From universities</h3>
      <QueryState query={universityUpdates} what="university updates" isEmpty={(list) => list.length === 0} empty="No university news yet." lazyLabel="Loading university updates">
        {(list) => <LazyUniversityUpdatesList updates={list} />}
      </QueryState>
    </Panel>
  );
}
