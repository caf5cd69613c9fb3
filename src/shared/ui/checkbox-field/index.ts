export { CheckboxField } from './checkbox-field';
export type { CheckboxFieldProps } from './checkbox-field';
