export { ManualInvoicePage } from './ui/manual-invoice-page';
