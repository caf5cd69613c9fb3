export { fileNameFrom, saveAnswer, type FileAnswer } from './download-response';
export { useDownload, type DownloadState } from './use-download';
