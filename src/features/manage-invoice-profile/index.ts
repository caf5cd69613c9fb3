export { InvoiceSettings } from './ui/invoice-settings';
export { toProfileBody, validateProfile, profileFieldsOf } from './model/invoice-profile-form';
export { toBankBody, validateBank, bankFieldsOf } from './model/bank-form';
export { signatureFileError } from './ui/signature-section';
