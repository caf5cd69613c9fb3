import * as styles from './page-fallback.css';

/** What shows while a page's code or the session is on its way. */
export function PageFallback({ label }: { label: string }) {
  return (
    <div className={styles.fallback} role="status" aria-live="polite">
      <span className={styles.dot} aria-hidden="true" />
      <span className={styles.label}>{label}</span>
    </div>
  );
}
