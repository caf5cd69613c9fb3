export { InvoicePage } from './ui/invoice-page';
