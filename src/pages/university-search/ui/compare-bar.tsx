import { MAX_COMPARE } from '@/entities/course';
import { Button } from '@/shared/ui/button';
import * as styles from './compare-bar.css';

/** The tick beside a course, and what it just did said right there (politely, to screen readers too). */
export function CompareToggle({ courseName, checked, disabled, feedback, onToggle }: {
  courseName: string; checked: boolean; disabled: boolean; feedback: string | null; onToggle: () => void;
}) {
  return (
    <span className={styles.toggle}>
      <label className={styles.toggleLabel}>
        <input type="checkbox" checked={checked} disabled={disabled} onChange={onToggle} aria-label={`Compare ${courseName}`} /> Compare
      </label>
      <span role="status" className={styles.feedback}>{feedback ?? ''}</span>
      {disabled && !feedback ? <span className={styles.full}>Compare holds {MAX_COMPARE}: remove one first</span> : null}
    </span>
  );
}

/**
 * Stays at the bottom of the screen while courses are picked (in its place while the comparison is open, so it covers
 * none of it): how many, "Compare now" (two or more) and "Clear".
 */
export function CompareBar({ count, open, onOpen, onClear }: { count: number; open: boolean; onOpen: () => void; onClear: () => void }) {
  if (count === 0) return null;
  return (
    <section aria-label="Courses to compare" className={[styles.bar, open ? styles.settled : ''].join(' ')}>
      <p className={styles.count}>
        <strong>{count} of {MAX_COMPARE}</strong> courses to compare{count < 2 ? ': pick at least one more' : ''}
      </p>
      <div className={styles.actions}>
        <Button id="compare-now" size="sm" onClick={onOpen} disabled={count < 2} aria-expanded={open}>
          Compare now
        </Button>
        <Button size="sm" variant="secondary" onClick={onClear}>
          Clear
        </Button>
      </div>
    </section>
  );
}
