export { IdSelectField, SelectField } from './select-field';
export type { IdSelectFieldProps, SelectFieldProps, SelectOption } from './select-field';
