import type { CategoryField } from '@/entities/lead';
import { CheckboxField } from '@/shared/ui/checkbox-field';
import { FieldFrame, fieldControl } from '@/shared/ui/field';
import { SelectField } from '@/shared/ui/select-field';
import { TextAreaField, TextField } from '@/shared/ui/text-field';
import type { CustomValue } from '../model/category-fields';

export type CategoryFieldInputProps = {
  field: CategoryField;
  value: CustomValue | undefined;
  error?: string;
  onChange: (value: CustomValue) => void;
};

const INPUT_TYPE = { text: 'text', email: 'email', phone: 'tel', url: 'url', number: 'number', date: 'date' } as const;

/** One field of a lead category, with the input its type asks for. Optional fields say so in their label. */
export function CategoryFieldInput({ field, value, error, onChange }: CategoryFieldInputProps) {
  const label = field.is_required ? field.label : `${field.label} (optional)`;
  const name = `field_${field.field_id}`;
  const text = typeof value === 'string' ? value : '';
  const maxLength = field.max_length ?? undefined;
  switch (field.field_type) {
    case 'checkbox':
      return <CheckboxField name={name} label={label} checked={value === true} error={error} onChange={(event) => onChange(event.target.checked)} />;
    case 'textarea':
      return <TextAreaField name={name} label={label} value={text} maxLength={maxLength} error={error} onChange={(event) => onChange(event.target.value)} />;
    case 'select':
      return (
        <SelectField
          name={name}
          label={label}
          emptyOption={field.is_required ? 'Choose one' : 'None'}
          options={field.options ?? []}
          value={text}
          error={error}
          onChange={(event) => onChange(event.target.value)}
        />
      );
    case 'multiselect': {
      const chosen = Array.isArray(value) ? value : [];
      return (
        <FieldFrame label={label} error={error} hint="Hold Ctrl (or ⌘) to choose several.">
          {(control) => (
            <select
              {...control}
              name={name}
              multiple
              className={fieldControl}
              value={chosen}
              onChange={(event) => onChange([...event.target.selectedOptions].map((option) => option.value))}
            >
              {(field.options ?? []).map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          )}
        </FieldFrame>
      );
    }
    default:
      return (
        <TextField
          name={name}
          label={label}
          type={INPUT_TYPE[field.field_type]}
          inputMode={field.field_type === 'number' ? 'decimal' : undefined}
          step={field.field_type === 'number' ? 'any' : undefined}
          value={text}
          maxLength={maxLength}
          error={error}
          onChange={(event) => onChange(event.target.value)}
        />
      );
  }
}
