// Money in integer minor units (paise, cents) as the API answers it, never a float. Amounts are carried as BigInt
// while summed or parsed, and formatted from an exact decimal string, so no rounding happens here.
import { formatDecimalCurrency } from '../number-format';

const MINOR_DIGITS = 2; // two-decimal currencies only, as the invoices module takes them (docs/invoices.md)
const SCALE = 10n ** BigInt(MINOR_DIGITS);

/** The decimal text of a minor amount: 118050 → "1180.50", -5 → "-0.05". */
export function minorToDecimal(minor: number | bigint): string {
  const value = BigInt(minor);
  const sign = value < 0n ? '-' : '';
  const abs = value < 0n ? -value : value;
  return `${sign}${abs / SCALE}.${String(abs % SCALE).padStart(MINOR_DIGITS, '0')}`;
}

/**
 * A minor amount with its currency, Indian digit grouping for INR (₹1,18,050.00), the 'en' locale's for the others,
 * from the exact decimal text, never a float (shared/lib/number-format: Intl's output without loading Intl).
 */
export function formatMinor(minor: number | bigint, currency: string): string {
  return formatDecimalCurrency(minorToDecimal(minor), currency, MINOR_DIGITS, currency === 'INR' ? 'indian' : 'western');
}

const AMOUNT = /^(\d+)(?:\.(\d{1,2}))?$/;

/**
 * What a person typed as an amount in major units ("1,180.5", "₹ 2000") in minor units, or null when it is not an
 * amount with at most two decimals. Commas, spaces and a leading currency sign are ignored.
 */
export function parseMajor(text: string): bigint | null {
  const cleaned = text.replace(/[\s,]/g, '').replace(/^(₹|Rs\.?|INR)/i, '');
  const match = AMOUNT.exec(cleaned);
  if (!match) return null;
  return BigInt(match[1]) * SCALE + BigInt((match[2] ?? '').padEnd(MINOR_DIGITS, '0'));
}

/** A minor amount for a JSON body: a number, which the contract bounds far below 2^53. */
export const toBodyMinor = (minor: bigint): number => Number(minor);

/** Minor amounts added exactly. */
export const sumMinor = (amounts: readonly (number | bigint)[]): bigint => amounts.reduce<bigint>((sum, amount) => sum + BigInt(amount), 0n);

/** A minor amount as the decimal an input shows it (118050 → "1180.50"). */
export const minorToInput = (minor: number | bigint): string => minorToDecimal(minor);
