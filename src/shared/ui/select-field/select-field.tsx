import type { SelectHTMLAttributes } from 'react';
import { FieldFrame, fieldControl, type FieldFrameProps } from '@/shared/ui/field';

export type SelectOption = { value: string; label: string };

export type SelectFieldProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'children'> &
  Omit<FieldFrameProps, 'hint'> & {
    options: readonly SelectOption[];
    /** The first option, with an empty value ("All countries", "Choose a level (optional)"). */
    emptyOption?: string;
    hint?: string;
  };

/** A labelled native select: light, and at home with every keyboard, screen reader and phone. */
export function SelectField({ label, options, emptyOption, hint, error, id, className, spaced, ...rest }: SelectFieldProps) {
  return (
    <FieldFrame label={label} hint={hint} error={error} id={id} className={className} spaced={spaced}>
      {(control) => (
        <select className={fieldControl} {...control} {...rest}>
          {emptyOption !== undefined ? <option value="">{emptyOption}</option> : null}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FieldFrame>
  );
}

export type IdSelectFieldProps = Omit<SelectFieldProps, 'value' | 'onChange'> & {
  /** The id chosen, or none (the empty option). */
  value: number | undefined;
  onChange: (id: number | null) => void;
};

/** A select of things by their numeric id (a country, a level): the value in and out is the id, or null for none. */
export function IdSelectField({ value, onChange, ...rest }: IdSelectFieldProps) {
  return <SelectField {...rest} value={value ? String(value) : ''} onChange={(event) => onChange(Number(event.target.value) || null)} />;
}
