export { DownloadPdfButton, DownloadPdfFailed } from './download-pdf';
