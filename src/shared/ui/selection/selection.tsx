import * as styles from './selection.css';

/** The checkbox that selects a row of a table, or (in its header) every row of the page; `label` names what it selects. */
export function SelectBox({ checked, onChange, label }: { checked: boolean; onChange: (checked: boolean) => void; label: string }) {
  return <input type="checkbox" className={styles.checkbox} checked={checked} onChange={(event) => onChange(event.target.checked)} aria-label={label} />;
}
