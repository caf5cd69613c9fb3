import { Link } from 'react-router';
import type { HomeData } from '@/entities/feed';
import { Panel, QueryState, type PanelQuery } from '@/shared/ui/panel';
import * as styles from './dashboard.css';

type Universities = HomeData['focused_universities'];

/** The universities we focus on, each marked with a black bottom border (spec section 2). */
export function FocusedUniversitiesPanel({ query }: { query: PanelQuery<Universities> }) {
  return (
    <Panel title="Focused universities" wide action={<Link to="/university-usp">University highlights</Link>}>
      <QueryState query={query} what="the focused universities" isEmpty={(list) => list.length === 0} empty="No focused universities right now.">
        {(list) => (
          <ul className={styles.universities} aria-label="Focused universities">
            {list.map((u) => (
              <li key={u.university_id} className={styles.focused} data-focused="true">
                <Link to={`/university-detail/${u.university_id}`} className={styles.itemTitle}>
                  {u.name}
                </Link>
                <p className={styles.meta}>
                  {[u.city_name, u.country_name].filter(Boolean).join(', ')} · {u.course_count} {u.course_count === 1 ? 'course' : 'courses'}
                </p>
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </Panel>
  );
}
