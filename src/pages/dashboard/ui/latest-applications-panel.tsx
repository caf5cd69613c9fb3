import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { applicationDetailsPath, applicationListQueries, applicationQueries, statusLabel, subStatusLabel } from '@/entities/application';
import { formatDateTime } from '@/shared/lib/date';
import { Panel, PanelItem, PanelList, PanelMeta, QueryState } from '@/shared/ui/panel';
import { Skeleton } from '@/shared/ui/skeleton';
import * as styles from './dashboard.css';

const LATEST = 5;

/** The list's place while it loads (one row per application, the height of one with its two lines). */
export const latestApplicationsSkeleton = <Skeleton label="Loading the latest applications" rows={LATEST} rowHeight="4.75rem" />;

/** The applications that changed last, across the students the caller reaches. */
export function LatestApplicationsPanel() {
  const applications = useQuery(applicationListQueries.list({ page: 1, page_size: LATEST }));
  const statuses = useQuery(applicationQueries.statuses());
  return (
    <Panel title="Latest applications" wide action={<Link to="/student_applications">All applications</Link>}>
      <QueryState query={applications} what="the latest applications" isEmpty={(page) => page.items.length === 0} empty="No applications yet." loading={latestApplicationsSkeleton}>
        {(page) => (
          <PanelList label="Latest applications">
            {page.items.map((a) => {
              const sub = subStatusLabel(statuses.data, a.status, a.sub_status);
              const status = (
                <PanelMeta>
                  <span className={styles.status}>{statusLabel(statuses.data, a.status)}</span>
                  {sub ? ` ${sub}` : ''} · updated {formatDateTime(a.updated_at)}
                </PanelMeta>
              );
              const title = (
                <>
                  <Link to={applicationDetailsPath(a)}>{a.student_name}</Link> · {a.course.course_name}
                </>
              );
              const place = `${a.course.university_name}, ${a.course.country} · ${a.intake} ${a.intake_year}`;
              return <PanelItem key={a.sa_mapper_id} title={title} meta={<><PanelMeta>{place}</PanelMeta>{status}</>} />;
            })}
          </PanelList>
        )}
      </QueryState>
    </Panel>
  );
}
