export { TextField, TextAreaField } from './text-field';
export type { TextFieldProps, TextAreaFieldProps } from './text-field';
