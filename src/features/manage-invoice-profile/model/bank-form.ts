import { saveBankBody } from '@contract/forms';
import type { BankAccount } from '@/entities/invoice';
import { checkBody } from '@/shared/lib/form';
import { saveFailure, textsOf } from './form-parts';

/** The fields a saved account fills as they are ('' where it has none). */
const TEXT_FIELDS = ['account_holder_name', 'bank_name', 'ifsc_code', 'swift_code', 'branch'] as const;
const FIELDS = [...TEXT_FIELDS, 'account_number', 'account_type', 'country_code', 'currency', 'is_primary'] as const;

export type BankFields = Record<(typeof TEXT_FIELDS)[number] | 'account_number' | 'country_code' | 'currency', string> & {
  account_type: '' | 'savings' | 'current';
  is_primary: boolean;
};
export type BankField = keyof BankFields;

/** A new account (an Indian one by default), or the one being changed: its full number is the owner's to see. */
export const bankFieldsOf = (bank?: BankAccount | null, first = false): BankFields => ({
  ...textsOf(TEXT_FIELDS, bank),
  account_number: bank && !bank.account_number_masked ? bank.account_number : '',
  account_type: bank?.account_type ?? '',
  country_code: bank?.country_code ?? 'IN',
  currency: bank?.currency ?? 'INR',
  is_primary: bank?.is_primary ?? first,
});

const TEXTS = {
  account_holder_name: 'Enter the account holder’s name (2 to 120 characters).',
  bank_name: 'Enter the bank’s name (2 to 120 characters).',
  account_number: 'Enter the account number or IBAN: 6 to 34 letters and digits, no spaces.',
  ifsc_code: 'Enter an IFSC like HDFC0001234 (11 characters, the fifth a zero).',
  swift_code: 'Enter a SWIFT/BIC code of 8 or 11 characters, e.g. HDFCINBB.',
  country_code: 'Enter the bank’s two-letter country code, e.g. IN.',
  currency: 'Enter the account’s three-letter currency code, e.g. INR.',
};

/**
 * The saveBank body (BankSaveBody; its generated type is `unknown` because of its either-or group, so the shape is
 * the one built here and checked against the contract's rules).
 */
export type BankBody = {
  bank_id?: number;
  account_holder_name: string;
  bank_name: string;
  account_number: string;
  account_type?: 'savings' | 'current';
  ifsc_code?: string;
  swift_code?: string;
  branch?: string;
  country_code: string;
  currency: string;
  is_primary: boolean;
};

/** The body: trimmed, codes in capitals, spaces out of the number, optional fields only when given. */
export function toBankBody(fields: BankFields, bankId?: number): BankBody {
  const optional = (value: string) => value.trim() || undefined;
  const ifsc = optional(fields.ifsc_code)?.toUpperCase();
  const swift = optional(fields.swift_code)?.toUpperCase();
  const branch = optional(fields.branch);
  return {
    ...(bankId ? { bank_id: bankId } : {}),
    account_holder_name: fields.account_holder_name.trim(),
    bank_name: fields.bank_name.trim(),
    account_number: fields.account_number.replace(/\s+/g, ''),
    ...(fields.account_type ? { account_type: fields.account_type } : {}),
    ...(ifsc ? { ifsc_code: ifsc } : {}),
    ...(swift ? { swift_code: swift } : {}),
    ...(branch ? { branch } : {}),
    country_code: fields.country_code.trim().toUpperCase(),
    currency: fields.currency.trim().toUpperCase(),
    is_primary: fields.is_primary,
  };
}

export function validateBank(fields: BankFields): Partial<Record<BankField, string>> {
  const body = toBankBody(fields);
  const errors: Partial<Record<BankField, string>> = checkBody(saveBankBody, body, TEXTS);
  // The contract's either-or: an Indian account has an IFSC, one abroad a SWIFT code.
  // The rules flag the group's first field; the message goes where the account's country points.
  if (!body.ifsc_code && !body.swift_code) {
    delete errors.ifsc_code;
    delete errors.swift_code;
    errors[body.country_code === 'IN' ? 'ifsc_code' : 'swift_code'] = 'Enter the IFSC (an Indian account) or the SWIFT code (one abroad).';
  }
  return errors;
}

export const bankFailure = (error: unknown) => saveFailure(error, FIELDS, 'The account');
