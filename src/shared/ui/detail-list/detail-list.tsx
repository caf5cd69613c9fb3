import type { ReactNode } from 'react';
import * as styles from './detail-list.css';

export type DetailItem = { term: string; value: ReactNode };

/**
 * Facts as a definition list: the term muted, its value beside it (stacked on a phone). An item whose value is null,
 * undefined or '' is left out, unless `empty` says what to show for it ("—", "Not given").
 */
export function DetailList({ items, empty }: { items: readonly DetailItem[]; empty?: string }) {
  const shown = items
    .map((item) => (item.value === null || item.value === undefined || item.value === '' ? { ...item, value: empty } : item))
    .filter((item) => item.value !== undefined);
  return (
    <dl className={styles.list}>
      {shown.map((item) => (
        <div key={item.term} className={styles.pair}>
          <dt className={styles.term}>{item.term}</dt>
          <dd className={styles.value}>{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}
