import { Icon } from '@/shared/ui/icon';
import type { UniversityUsp } from '../model/university';
import * as styles from './university-usps.css';

/** A university's unique selling points, in their display order. */
export function UniversityUsps({ usps, label }: { usps: UniversityUsp[]; label: string }) {
  return (
    <ul className={styles.list} aria-label={label}>
      {usps.map((usp) => (
        <li key={usp.usp_id} className={styles.item}>
          <span className={styles.mark} aria-hidden="true">
            <Icon name="star" size={16} />
          </span>
          <span>{usp.text}</span>
        </li>
      ))}
    </ul>
  );
}

/** The mark of a focused university (one the business focuses on). */
export function FocusedMark() {
  return <span className={styles.focused}>Focused university</span>;
}
