export { PartnerInvoiceMoves, CorrectAmountForm } from './ui/partner-invoice-actions';
export { checkAmount, noteError } from './model/review';
