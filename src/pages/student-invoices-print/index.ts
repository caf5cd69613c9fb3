export { StudentInvoicesPrintPage } from './ui/student-invoices-print-page';
