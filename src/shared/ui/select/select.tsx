import { Select as RadixSelect } from 'radix-ui';
import { FieldFrame, fieldControl } from '@/shared/ui/field';
import * as styles from './select.css';

export type SelectOption = { value: string; label: string; disabled?: boolean };

export type SelectProps = {
  label: string;
  options: SelectOption[];
  value?: string;
  onValueChange: (value: string) => void;
  placeholder?: string;
  name?: string;
  required?: boolean;
  disabled?: boolean;
  hint?: string;
  error?: string | null;
};

/** A labelled single choice on the Radix select (keyboard, typeahead and screen-reader support built in). */
export function Select({ label, options, value, onValueChange, placeholder, name, required, disabled, hint, error }: SelectProps) {
  return (
    <FieldFrame label={label} hint={hint} error={error} spaced>
      {(control) => (
        <RadixSelect.Root value={value} onValueChange={onValueChange} name={name} required={required} disabled={disabled}>
          <RadixSelect.Trigger {...control} className={[fieldControl, styles.trigger].join(' ')}>
            <RadixSelect.Value placeholder={placeholder ?? 'Choose…'} />
            <RadixSelect.Icon aria-hidden="true">▾</RadixSelect.Icon>
          </RadixSelect.Trigger>
          <RadixSelect.Portal>
            <RadixSelect.Content className={styles.content} position="popper" sideOffset={4}>
              <RadixSelect.Viewport className={styles.viewport}>
                {options.map((option) => (
                  <RadixSelect.Item key={option.value} value={option.value} disabled={option.disabled} className={styles.item}>
                    <RadixSelect.ItemText>{option.label}</RadixSelect.ItemText>
                  </RadixSelect.Item>
                ))}
              </RadixSelect.Viewport>
            </RadixSelect.Content>
          </RadixSelect.Portal>
        </RadixSelect.Root>
      )}
    </FieldFrame>
  );
}
