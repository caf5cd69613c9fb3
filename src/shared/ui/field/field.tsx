import { useId, type ReactNode } from 'react';
import * as styles from './field.css';

export type FieldFrameProps = {
  label: string;
  hint?: ReactNode;
  /** The field's error; it is announced and linked to the control. */
  error?: string | null;
  id?: string;
  className?: string;
  /** A form's field, with room under it; a filter in a toolbar has none. */
  spaced?: boolean;
};

/** What the control inside a frame takes: its id and the links to the hint and the error. */
export type FieldControlProps = { id: string; 'aria-invalid'?: true; 'aria-describedby'?: string };

/** The label, hint and error around one control, wired for assistive technology. */
export function FieldFrame({ label, hint, error, id, className, spaced = false, children }: FieldFrameProps & { children: (control: FieldControlProps) => ReactNode }) {
  const generated = useId();
  const controlId = id ?? generated;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={[styles.field, spaced ? styles.spaced : '', className ?? ''].filter(Boolean).join(' ')}>
      <label htmlFor={controlId} className={styles.label}>
        {label}
      </label>
      {children({ id: controlId, ...(error ? { 'aria-invalid': true as const } : {}), ...(describedBy ? { 'aria-describedby': describedBy } : {}) })}
      {hint ? (
        <span id={hintId} className={styles.hint}>
          {hint}
        </span>
      ) : null}
      {error ? (
        <span id={errorId} className={styles.error}>
          {error}
        </span>
      ) : null}
    </div>
  );
}
