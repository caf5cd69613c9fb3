export { ClubbedServiceInvoicePage } from './ui/clubbed-service-invoice-page';
