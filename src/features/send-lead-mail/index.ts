export { SendLeadMailDialog } from './ui/send-lead-mail-dialog';
export type { SendLeadMailDialogProps } from './ui/send-lead-mail-dialog';
export { mailOutcome } from './model/send-lead-mail';
