import type { CategoryField, LeadFieldValue } from '@/entities/lead';

/** A category field's value as its input holds it: text for most, the chosen options, or a tick. */
export type CustomValue = string | string[] | boolean;
export type CustomValues = Readonly<Record<string, CustomValue>>;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const URL_LIKE = /^https?:\/\/\S+$/i;

/** The input's value of a stored value. */
export function toCustomValue(field: Pick<CategoryField, 'field_type'>, value: LeadFieldValue | undefined): CustomValue {
  if (field.field_type === 'checkbox') return value === true;
  if (field.field_type === 'multiselect') return Array.isArray(value) ? value : [];
  if (value === null || value === undefined || Array.isArray(value) || typeof value === 'boolean') return '';
  return String(value);
}

/** The value sent for a field (null when left empty). */
export function toFieldValue(field: Pick<CategoryField, 'field_type'>, value: CustomValue | undefined): LeadFieldValue {
  if (field.field_type === 'checkbox') return value === true;
  if (field.field_type === 'multiselect') return Array.isArray(value) && value.length > 0 ? value : null;
  const text = typeof value === 'string' ? value.trim() : '';
  if (text === '') return null;
  return field.field_type === 'number' ? Number(text) : text;
}

const isEmpty = (value: LeadFieldValue) => value === null || value === false || (Array.isArray(value) && value.length === 0);

/** What is wrong with a field's value, in the form's words, or null. */
export function customFieldError(field: CategoryField, raw: CustomValue | undefined): string | null {
  const value = toFieldValue(field, raw);
  if (isEmpty(value)) return field.is_required ? (field.field_type === 'checkbox' ? 'Tick this to go on.' : `Fill in ${field.label}.`) : null;
  if (field.field_type === 'number' && !Number.isFinite(value)) return 'Enter a number.';
  if (typeof value === 'string') {
    if (field.max_length !== null && [...value].length > field.max_length) return `Use at most ${field.max_length} characters.`;
    if (field.field_type === 'email' && !EMAIL.test(value)) return 'Enter an email address like name@example.com.';
    if (field.field_type === 'url' && !URL_LIKE.test(value)) return 'Enter a web address starting with https://.';
    if (field.field_type === 'date' && !/^\d{4}-\d{2}-\d{2}$/.test(value)) return 'Enter a date.';
    if (field.field_type === 'select' && field.options && !field.options.some((option) => option.value === value)) return 'Choose one of the options.';
  }
  return null;
}

/** The form's key of a category field (its errors and values are kept under it). */
export const customKey = (fieldId: number) => `field_${fieldId}`;
