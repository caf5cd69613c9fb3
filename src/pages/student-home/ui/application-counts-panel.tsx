import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { applicationQueries, countByStatus } from '@/entities/application';
import { Panel, PanelMeta, QueryState, type PanelQuery } from '@/shared/ui/panel';
import * as styles from './student-home-page.css';

const EMPTY = (
  <PanelMeta>
    You have not applied yet. <Link to="/universitysearch">Find a course</Link> or look at your <Link to="/recommendations">University Preference</Link>.
  </PanelMeta>
);

/** How many of the student's applications are in each status; each count leads to /application. `onAnswered`: told once its data has come (or failed). */
export function ApplicationCountsPanel({ studentUserId, onAnswered }: { studentUserId: number; onAnswered?: () => void }) {
  const applications = useQuery(applicationQueries.ofStudent(studentUserId));
  const statuses = useQuery(applicationQueries.statuses());
  const query: PanelQuery<ReturnType<typeof countByStatus>> = {
    isPending: applications.isPending || statuses.isPending,
    isError: applications.isError || statuses.isError,
    data: applications.data && statuses.data ? countByStatus(applications.data, statuses.data) : undefined,
    refetch: () => Promise.all([applications.isError ? applications.refetch() : null, statuses.isError ? statuses.refetch() : null]),
  };
  const total = applications.data?.length ?? 0;
  const answered = !query.isPending;
  useEffect(() => {
    if (answered) onAnswered?.();
  }, [answered, onAnswered]);
  return (
    <Panel
      headingId="home-applications"
      title="My applications"
      wide
      action={total > 0 ? <Link to="/application">All {total === 1 ? 'my application' : `${total} applications`}</Link> : null}
    >
      <QueryState query={query} what="your applications" isEmpty={(rows) => rows.length === 0} empty={EMPTY}>
        {(rows) => (
          <ul className={styles.counts} aria-label="Applications by status">
            {rows.map((row) => (
              <li key={row.status}>
                <Link to="/application" className={styles.countLink}>
                  <span className={styles.countValue}>{row.count}</span>
                  <span className={styles.countLabel}>{row.label}</span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </Panel>
  );
}
