export { FieldFrame } from './field';
export type { FieldControlProps, FieldFrameProps } from './field';
export { control as fieldControl, multiline as fieldMultiline, label as fieldLabel, hint as fieldHint } from './field.css';
