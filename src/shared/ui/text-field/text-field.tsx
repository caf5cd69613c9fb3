import { useId, type InputHTMLAttributes, type ReactNode, type TextareaHTMLAttributes } from 'react';
import * as styles from './text-field.css';

type FieldFrameProps = {
  label: string;
  hint?: ReactNode;
  /** The field's error; it is announced and linked to the control. */
  error?: string | null;
  id?: string;
};

export type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> & FieldFrameProps;
export type TextAreaFieldProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> & FieldFrameProps;

type ControlProps = { id: string; 'aria-invalid'?: true; 'aria-describedby'?: string };

/** The label, hint and error around one control, wired for assistive technology. */
function FieldFrame({ label, hint, error, id, className, children }: FieldFrameProps & { className?: string; children: (control: ControlProps) => ReactNode }) {
  const generated = useId();
  const controlId = id ?? generated;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={[styles.field, className ?? ''].join(' ')}>
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

/**
 * A labelled input with its hint and its error, wired for assistive technology. Fields are required unless their
 * label says "(optional)": forms mark the exception, not the rule.
 */
export function TextField({ label, hint, error, id, className, ...rest }: TextFieldProps) {
  return (
    <FieldFrame label={label} hint={hint} error={error} id={id} className={className}>
      {(control) => <input className={styles.input} {...control} {...rest} />}
    </FieldFrame>
  );
}

/** A labelled multi-line text box, like TextField. */
export function TextAreaField({ label, hint, error, id, className, rows = 4, ...rest }: TextAreaFieldProps) {
  return (
    <FieldFrame label={label} hint={hint} error={error} id={id} className={className}>
      {(control) => <textarea className={styles.textarea} rows={rows} {...control} {...rest} />}
    </FieldFrame>
  );
}
