import type { InputHTMLAttributes, TextareaHTMLAttributes } from 'react';
import { FieldFrame, fieldControl, fieldMultiline, type FieldFrameProps } from '@/shared/ui/field';

type FrameProps = Omit<FieldFrameProps, 'spaced'>;

export type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> & FrameProps;
export type TextAreaFieldProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> & FrameProps;

/**
 * A labelled input with its hint and its error, wired for assistive technology. Fields are required unless their
 * label says "(optional)": forms mark the exception, not the rule.
 */
export function TextField({ label, hint, error, id, className, ...rest }: TextFieldProps) {
  return (
    <FieldFrame label={label} hint={hint} error={error} id={id} className={className} spaced>
      {(control) => <input className={fieldControl} {...control} {...rest} />}
    </FieldFrame>
  );
}

/** A labelled multi-line text box, like TextField. */
export function TextAreaField({ label, hint, error, id, className, rows = 4, ...rest }: TextAreaFieldProps) {
  return (
    <FieldFrame label={label} hint={hint} error={error} id={id} className={className} spaced>
      {(control) => <textarea className={[fieldControl, fieldMultiline].join(' ')} rows={rows} {...control} {...rest} />}
    </FieldFrame>
  );
}
