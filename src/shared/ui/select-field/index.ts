export { SelectField } from './select-field';
export type { SelectFieldProps, SelectOption } from './select-field';
