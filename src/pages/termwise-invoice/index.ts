export { TermwiseInvoicePage } from './ui/termwise-invoice-page';
