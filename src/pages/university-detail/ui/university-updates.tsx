import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { LATEST_UPDATES, universityQueries, type UniversityUpdate } from '@/entities/university';
import { formatDateTime } from '@/shared/lib/date';
import { Button } from '@/shared/ui/button';
import { Spinner } from '@/shared/ui/loading-overlay';
import { EmptyState, ErrorState } from '@/shared/ui/state';
import * as styles from './university-detail-page.css';

/**
 * The staff's news about the university, newest first. The first page came with the university page; older pages
 * (of the same size) come from the updates list when asked for.
 */
export function UniversityUpdates({ universityId, latest }: { universityId: number; latest: UniversityUpdate[] }) {
  const [page, setPage] = useState(1);
  const older = useQuery({ ...universityQueries.updates(universityId, page, LATEST_UPDATES), enabled: page > 1 });

  let items: UniversityUpdate[];
  let hasOlder: boolean;
  if (page === 1) {
    items = latest;
    hasOlder = latest.length >= LATEST_UPDATES;
  } else if (older.isPending) {
    return <Spinner label="Loading older updates" />;
  } else if (older.isError) {
    return <ErrorState title="Older updates could not be loaded" headingLevel={3} onRetry={older.refetch} />;
  } else {
    items = older.data.items;
    hasOlder = page * LATEST_UPDATES < older.data.total;
  }

  return (
    <section className={styles.section} aria-labelledby="university-updates">
      <h2 id="university-updates" className={styles.sectionTitle}>
        Updates
      </h2>
      {items.length === 0 ? (
        <EmptyState title="No news about this university yet" headingLevel={3}>
          Updates from our team about intakes, deadlines and requirements will show here.
        </EmptyState>
      ) : (
        <ul className={styles.cards} aria-label="Updates">
          {items.map((update) => (
            <li key={update.update_id} className={styles.card} aria-label={update.title}>
              <h3 className={styles.cardTitle}>{update.title}</h3>
              <p className={styles.meta}>{formatDateTime(update.created_at)}</p>
              <p style={{ margin: 0, whiteSpace: 'pre-line' }}>{update.body}</p>
              {update.link ? (
                <a href={update.link} target="_blank" rel="noopener noreferrer" aria-label={`Read more: ${update.title}`}>
                  Read more
                </a>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      {page > 1 || hasOlder ? (
        <nav aria-label="Update pages" className={styles.row}>
          <Button variant="secondary" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            Newer updates
          </Button>
          <Button variant="secondary" disabled={!hasOlder || older.isFetching} onClick={() => setPage(page + 1)}>
            Older updates
          </Button>
        </nav>
      ) : null}
    </section>
  );
}
