import * as styles from './skeleton.css';

export type SkeletonProps = {
  /** What loads, said to assistive technology ("Loading your students"). */
  label: string;
  /** How many rows to reserve room for. */
  rows?: number;
  /** The height of one row (a CSS length), close to the real row's. */
  rowHeight?: string;
};

/** Grey rows where a list will be: the page keeps its shape while it loads. Announced as a status. */
export function Skeleton({ label, rows = 5, rowHeight = '3rem' }: SkeletonProps) {
  return (
    <div className={styles.box} role="status" aria-label={label} aria-busy="true">
      {Array.from({ length: rows }, (_, index) => (
        <span key={index} className={styles.row} style={{ height: rowHeight }} aria-hidden="true" />
      ))}
    </div>
  );
}
