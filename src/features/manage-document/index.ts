export { DocumentActions } from './ui/document-actions';
