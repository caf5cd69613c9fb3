export { ClubbedInvoicePage } from './ui/clubbed-invoice-page';
