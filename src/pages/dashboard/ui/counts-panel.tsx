import { Link } from 'react-router';
import type { HomeData } from '@/entities/feed';
import { Panel, QueryState, type PanelQuery } from '@/shared/ui/panel';
import * as styles from './dashboard.css';
import { formatCount } from '@/shared/lib/number-format';

type Counts = HomeData['counts'];

/** The count cards, each to the list it counts; a count the server gives as null does not apply to the role. */
const CARDS: { key: keyof Counts; label: string; to: string }[] = [
  { key: 'students', label: 'Students', to: '/student_list' },
  { key: 'applications', label: 'Applications', to: '/student_applications' },
  { key: 'offers', label: 'Offers received', to: '/student_applications' },
  { key: 'pending_tasks', label: 'Pending tasks', to: '/tasks' },
  { key: 'unread_notifications', label: 'Unread notifications', to: '/notifications' },
  { key: 'unread_messages', label: 'Unread messages', to: '/chat' },
];

/** The cards' places while the counts load (every dashboard has all six): the panels below stay where they are. */
function CountsSkeleton() {
  return (
    <ul className={styles.counts} role="status" aria-label="Loading the counts" aria-busy="true">
      {CARDS.map((card) => (
        <li key={card.key} className={styles.countPlaceholder} aria-hidden="true">
          <span className={styles.countValue}>&nbsp;</span>
          <span className={styles.countLabel}>{card.label}</span>
        </li>
      ))}
    </ul>
  );
}

export function CountsPanel({ query }: { query: PanelQuery<Counts> }) {
  return (
    <Panel title="At a glance" wide>
      <QueryState query={query} what="the counts" isEmpty={() => false} empty="" loading={<CountsSkeleton />}>
        {(counts) => (
          <ul className={styles.counts} aria-label="Counts">
            {CARDS.filter((card) => counts[card.key] !== null).map((card) => (
              <li key={card.key}>
                {/* Named by what it shows ("12 Students"): a label in another order failed label-content-name-mismatch. */}
                <Link to={card.to} className={styles.countLink}>
                  <span className={styles.countValue}>{formatCount(counts[card.key] ?? 0)}</span>{' '}
                  <span className={styles.countLabel}>{card.label}</span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </Panel>
  );
}
