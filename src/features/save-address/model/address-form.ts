import { saveUserAddressBody } from '@contract/forms';
import { checkBody, serverFieldErrors } from '@/shared/lib/form';

/** The address as the inputs hold it: the body's fields, the country's id as a string ('' for none). */
export type AddressFields = { address_line1: string; address_line2: string; country_id: string; city_name: string; postal_code: string };
export type AddressErrors = Partial<Record<keyof AddressFields, string>>;

/** The saveUserAddress body's rules (the contract's: lengths, the postal code's pattern, a city) in the form's words. */
const TEXTS = {
  address_line1: { required: 'Enter the first line of your address.' },
  country_id: 'Choose your country.',
  city_name: { minLength: 'Enter your city.', required: 'Enter your city.' },
  postal_code: 'Enter a postal code of 3 to 10 letters or digits.',
};

/**
 * The request body (AddressBody; its generated type is `unknown` because of its any-of group, so the shape is the one
 * built here and checked against the contract's rules): trimmed text, the second line only when given, the city by name.
 */
export function toAddressBody(fields: AddressFields) {
  const line2 = fields.address_line2.trim();
  return {
    address_line1: fields.address_line1.trim(),
    ...(line2 ? { address_line2: line2 } : {}),
    country_id: Number(fields.country_id),
    city_name: fields.city_name.trim(),
    postal_code: fields.postal_code.trim(),
  };
}

export function validateAddress(fields: AddressFields): AddressErrors {
  return checkBody(saveUserAddressBody, toAddressBody(fields), TEXTS);
}

/** The server's reasons on the fields it names (the form says above them that nothing was saved). */
export const addressFailure = (error: unknown): AddressErrors =>
  serverFieldErrors(error, ['address_line1', 'address_line2', 'country_id', 'city_name', 'postal_code'] as const);
