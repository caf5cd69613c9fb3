// ISO 4217 currencies as the runtime's ICU data knows them (name, symbol, digits of the minor unit), and exact
// conversion of a decimal amount (as the database's numeric text) to integer minor units.

export type CurrencyInfo = { code: string; name: string; symbol: string | null; decimals: number };

const KNOWN = new Set(Intl.supportedValuesOf('currency'));
const NAMES = new Intl.DisplayNames(['en'], { type: 'currency', fallback: 'code' });
const REGIONS = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'code' });

export const isCurrency = (code: string): boolean => KNOWN.has(code);

/** The currency's facts; null for a code the ICU data does not know. */
export function currencyInfo(code: string): CurrencyInfo | null {
  if (!KNOWN.has(code)) return null;
  const format = new Intl.NumberFormat('en', { style: 'currency', currency: code, currencyDisplay: 'narrowSymbol' });
  const symbol = format.formatToParts(1).find((part) => part.type === 'currency')?.value ?? null;
  return {
    code,
    name: NAMES.of(code) ?? code,
    symbol: symbol && symbol !== code ? symbol : null,
    decimals: Math.min(4, format.resolvedOptions().maximumFractionDigits ?? 2),
  };
}

/** Digits of the currency's minor unit (2 when unknown). */
export const minorDigits = (code: string): number => currencyInfo(code)?.decimals ?? 2;

/** A country's English name from its ISO 3166 alpha-2 code. */
export const countryName = (iso2: string): string => REGIONS.of(iso2) ?? iso2;

/**
 * "1234.5" (numeric text, non-negative) → minor units with `decimals` digits, rounding half up on the first dropped
 * digit; no floating point on the way. Null when the text is not such an amount or does not fit a safe integer.
 */
export function decimalToMinor(text: string, decimals: number): number | null {
  const match = /^(\d+)(?:\.(\d+))?$/.exec(text.trim());
  if (!match) return null;
  const fraction = match[2] ?? '';
  let minor = BigInt(match[1]) * 10n ** BigInt(decimals) + BigInt(fraction.slice(0, decimals).padEnd(decimals, '0') || '0');
  if (fraction.length > decimals && Number(fraction[decimals]) >= 5) minor += 1n;
  return minor <= BigInt(Number.MAX_SAFE_INTEGER) ? Number(minor) : null;
}
