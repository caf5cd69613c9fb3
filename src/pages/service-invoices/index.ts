export { ServiceInvoicesPage } from './ui/service-invoices-page';
