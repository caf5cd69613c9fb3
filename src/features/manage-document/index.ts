export { DocumentActions } from './ui/document-actions';
export { downloadDocument } from './api/manage-document.api';
