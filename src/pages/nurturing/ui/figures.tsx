import * as styles from './nurturing-page.css';

/** A row of named figures (a campaign's counts, the credit summary): each value over its label. */
export function FigureList({ label, items }: { label: string; items: [label: string, value: string][] }) {
  return (
    <ul className={styles.figures} aria-label={label}>
      {items.map(([name, value]) => (
        <li key={name} className={styles.figure}>
          <span className={styles.figureValue}>{value}</span>
          <span className={styles.figureLabel}>{name}</span>
        </li>
      ))}
    </ul>
  );
}
