export { FollowUpForm } from './ui/follow-up-form';
export type { FollowUpFormProps } from './ui/follow-up-form';
export { useSaveFollowUp } from './api/follow-up.mutation';
