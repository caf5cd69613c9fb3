export { FileField } from './file-field';
export type { FileFieldProps } from './file-field';
export { CsvImportForm } from './csv-import-form';
export type { CsvImportFormProps } from './csv-import-form';
export { useFileChoice } from './use-file-choice';
