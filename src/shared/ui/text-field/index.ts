export { TextField, CheckboxField } from './text-field';
export type { TextFieldProps, CheckboxFieldProps } from './text-field';
