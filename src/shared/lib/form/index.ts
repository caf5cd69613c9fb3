export { useFormFeedback } from './use-form-feedback';
export type { FieldErrors, FormFailure } from './use-form-feedback';
