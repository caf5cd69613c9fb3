import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { HomeData } from '@/entities/feed';
import { Panel, PanelMeta, QueryState, type PanelQuery } from '@/shared/ui/panel';
import * as styles from './focused-universities-panel.css';

export type FocusedUniversitiesPanelProps = {
  query: PanelQuery<HomeData['focused_universities']>;
  /** A link on the heading's line (to the highlights, to the search). */
  action: ReactNode;
  /** The section's id (a guided tour's target). */
  id?: string;
  headingId?: string;
  /** Spans both columns of the dashboard's grid. */
  wide?: boolean;
};

/** The universities the business focuses on, each to its page, marked with a black bottom border (spec section 2). */
export function FocusedUniversitiesPanel({ query, action, id, headingId, wide }: FocusedUniversitiesPanelProps) {
  return (
    <Panel id={id} headingId={headingId} title="Focused universities" wide={wide} action={action}>
      <QueryState query={query} what="focused universities" isEmpty={(list) => list.length === 0} empty="No focused universities right now.">
        {(list) => (
          <ul className={styles.list} aria-label="Focused universities">
            {list.map((university) => (
              <li key={university.university_id} className={styles.focused} data-focused="true">
                <Link to={`/university-detail/${university.university_id}`} className={styles.name}>
                  {university.name}
                </Link>
                <PanelMeta>
                  {[university.city_name, university.country_name].filter(Boolean).join(', ')} · {university.course_count}{' '}
                  {university.course_count === 1 ? 'course' : 'courses'}
                </PanelMeta>
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </Panel>
  );
}
