export {
  AddRateDialog,
  InvoiceTermDialog,
  RecordReceivedDialog,
  PayPartnerDialog,
  WithdrawTermDialog,
  SetTargetDialog,
  SetPlanDialog,
} from './ui/commission-dialogs.lazy';
export type { AddRateDialogProps } from './ui/add-rate-form';
export { AddRateAction } from './ui/add-rate-action';
export type { TermActionDialogProps } from './ui/term-action-dialogs';
export type { SetTargetDialogProps, SetPlanDialogProps } from './ui/partner-settings-forms';
export { termActionsFor, type TermAction } from './model/term-actions';
