import { useQuery } from '@tanstack/react-query';
import { formatDateTime } from '@/shared/lib/date';
import { Spinner } from '@/shared/ui/loading-overlay';
import { Notice } from '@/shared/ui/page';
import { applicationQueries } from '../api/application.queries';
import { statusLabel, type ApplicationStatusInfo } from '../model/application.types';

/** Every status change of one application: to what, by whom, when, and the note. */
export function ApplicationTimeline({ studentUserId, saMapperId, statuses }: { studentUserId: number; saMapperId: number; statuses?: ApplicationStatusInfo[] }) {
  const timeline = useQuery(applicationQueries.timeline(studentUserId, saMapperId));
  if (timeline.isPending) return <Spinner label="Loading the timeline" />;
  if (timeline.isError) return <Notice tone="danger">The timeline could not be loaded. Reload the page to try again.</Notice>;
  return (
    <section aria-label="Timeline">
      <h3>Timeline</h3>
      <ol>
        {timeline.data.map((entry) => (
          <li key={entry.entry_id}>
            <strong>{statusLabel(statuses, entry.status)}</strong>
            {entry.sub_status ? ` (${entry.sub_status.replace(/_/g, ' ')})` : ''} — {entry.by.name}, {formatDateTime(entry.at)}
            {entry.note ? <div>{entry.note}</div> : null}
          </li>
        ))}
      </ol>
    </section>
  );
}
