import { useEffect, useRef, type ReactNode } from 'react';
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
      <span role="status" className={styles.feedback}>{feedback ?? (disabled ? `Compare holds ${MAX_COMPARE}: remove one first` : '')}</span>
    </span>
  );
}

/** Stays at the bottom of the screen while courses are picked: how many, "Compare now" (two or more) and "Clear". */
export function CompareBar({ count, open, onOpen, onClear }: { count: number; open: boolean; onOpen: () => void; onClear: () => void }) {
  if (count === 0) return null;
  return (
    <section aria-label="Courses to compare" className={styles.bar}>
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

/**
 * The comparison where the user asked for it: the section comes into view and its heading takes the focus, so the
 * keyboard and the screen reader carry on from there; "Close" hands the focus back to the results.
 */
export function CompareSection({ onClose, children }: { onClose: () => void; children: ReactNode }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
    heading.current?.focus({ preventScroll: true });
  }, []);
  return (
    <section aria-labelledby="compare-heading" className={styles.section}>
      <div className={styles.sectionHead}>
        <h2 id="compare-heading" ref={heading} tabIndex={-1} className={styles.sectionTitle}>
          Compare courses
        </h2>
        <Button size="sm" variant="secondary" onClick={onClose}>
          Close the comparison
        </Button>
      </div>
      {children}
    </section>
  );
}
