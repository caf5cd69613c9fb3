export { FormActions } from './form-actions';
export type { FormActionsProps } from './form-actions';
