export { UploadDocument } from './ui/upload-document';
export { uploadWithProgress, uploadFailureText } from './lib/upload-with-progress';
