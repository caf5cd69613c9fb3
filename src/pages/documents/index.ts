export { DocumentsPage } from './ui/documents-page';
