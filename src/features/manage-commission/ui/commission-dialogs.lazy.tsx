import { lazyFormDialog } from '@/shared/ui/lazy-form-dialog';
import type { AddRateDialogProps } from './add-rate-form';
import type { SetPlanDialogProps, SetTargetDialogProps } from './partner-settings-forms';
import type { TermActionDialogProps } from './term-action-dialogs';

// The commission forms load the first time one opens: the rate list and the statement paint without them.
const terms = () => import('./term-action-dialogs');
const settings = () => import('./partner-settings-forms');

export const AddRateDialog = lazyFormDialog<AddRateDialogProps>(() => import('./add-rate-form').then((m) => m.AddRateDialog));
export const InvoiceTermDialog = lazyFormDialog<TermActionDialogProps>(() => terms().then((m) => m.InvoiceTermDialog));
export const RecordReceivedDialog = lazyFormDialog<TermActionDialogProps>(() => terms().then((m) => m.RecordReceivedDialog));
export const PayPartnerDialog = lazyFormDialog<TermActionDialogProps>(() => terms().then((m) => m.PayPartnerDialog));
export const WithdrawTermDialog = lazyFormDialog<TermActionDialogProps>(() => terms().then((m) => m.WithdrawTermDialog));
export const SetTargetDialog = lazyFormDialog<SetTargetDialogProps>(() => settings().then((m) => m.SetTargetDialog));
export const SetPlanDialog = lazyFormDialog<SetPlanDialogProps>(() => settings().then((m) => m.SetPlanDialog));
