export { StudentInvoicePage } from './ui/student-invoice-page';
