export { emptyLine, lineErrorKey, lineTaxable, serverLineErrors, toLineBody, validateLines, DEFAULT_SAC, GST_RATES, MAX_FORM_LINES } from './model/invoice-lines';
export type { InvoiceLineFields, LineErrors } from './model/invoice-lines';
export { InvoiceLinesEditor } from './ui/invoice-lines-editor';
export type { InvoiceLinesEditorProps } from './ui/invoice-lines-editor';
