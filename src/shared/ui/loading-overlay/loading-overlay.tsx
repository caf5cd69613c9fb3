import * as styles from './loading-overlay.css';

/** The full-screen loading indicator shown while requests are in flight. */
export function LoadingOverlay({ label = 'Loading…' }: { label?: string }) {
  return (
    <div className={styles.overlay} role="progressbar" aria-label={label} aria-busy="true" data-testid="loading-overlay">
      <span className={styles.spinner} aria-hidden="true" />
    </div>
  );
}

/** A small spinner for buttons and sections. */
export function Spinner({ label = 'Loading…' }: { label?: string }) {
  return <span className={[styles.spinner, styles.inline].join(' ')} role="status" aria-label={label} />;
}
