import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { feedQueries } from '@/entities/feed';
import { Panel, QueryState } from '@/shared/ui/panel';
import * as styles from './student-home-page.css';

/** The universities we work with closely, marked with a black bottom border. */
export function FocusedUniversitiesPanel({ id }: { id: string }) {
  const home = useQuery(feedQueries.home());
  const focused = { isPending: home.isPending, isError: home.isError, data: home.data?.focused_universities, refetch: home.refetch };
  return (
    <Panel id={id} headingId="home-focused" title="Focused universities" action={<Link to="/universitysearch">Search all</Link>}>
      <QueryState query={focused} what="focused universities" isEmpty={(list) => list.length === 0} empty="No focused universities right now.">
        {(list) => (
          <ul className={styles.plainList}>
            {list.map((university) => (
              <li key={university.university_id} data-focused="true" className={styles.focused}>
                <Link to={`/university-detail/${university.university_id}`}>{university.name}</Link>
                <p className={styles.meta}>
                  {[university.city_name, university.country_name].filter(Boolean).join(', ')} · {university.course_count}{' '}
                  {university.course_count === 1 ? 'course' : 'courses'}
                </p>
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </Panel>
  );
}
