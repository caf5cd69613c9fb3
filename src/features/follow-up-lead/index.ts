export { FollowUpForm } from './ui/follow-up-form';
export type { FollowUpFormProps } from './ui/follow-up-form';
export { CompleteFollowUpForm } from './ui/complete-follow-up-form';
export type { CompleteFollowUpFormProps } from './ui/complete-follow-up-form';
export { useSaveFollowUp } from './api/follow-up.mutation';
