import { describe, expect, it } from 'vitest';
import { formatCount, formatDecimalCurrency, formatMajorCurrency, groupDigits } from './number-format';

// Each formatter is checked against Intl itself (Node's ICU): what the page shows must not change by avoiding Intl.
const intl = (locale: string, options: Intl.NumberFormatOptions, value: string | number) =>
  new Intl.NumberFormat(locale, options).format(value as number);

const DECIMALS = ['0', '0.00', '0.5', '-0.004', '5', '-5', '12.345', '999.995', '1000', '-1234567.5', '99999999.99', '123456789012.05', '0.01'];

describe('number-format', () => {
  it('prints every currency Intl knows, at two decimals, as Intl does for locale en', () => {
    for (const currency of Intl.supportedValuesOf('currency')) {
      for (const decimal of DECIMALS) {
        expect(formatDecimalCurrency(decimal, currency, 2), `${currency} ${decimal}`).toBe(
          intl('en', { style: 'currency', currency, minimumFractionDigits: 2, maximumFractionDigits: 2 }, decimal),
        );
      }
    }
  });

  it('groups rupees the Indian way, as en-IN does', () => {
    for (const decimal of DECIMALS) {
      expect(formatDecimalCurrency(decimal, 'INR', 2, 'indian'), decimal).toBe(
        intl('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: 2, maximumFractionDigits: 2 }, decimal),
      );
    }
    expect(formatDecimalCurrency('118050.5', 'INR', 2, 'indian')).toBe('₹1,18,050.50');
  });

  it('prints major amounts (fees, prices) with 0 or 2 decimals, rounding half away from zero from the exact double', () => {
    const amounts = [0, 0.5, 1.5, 2.5, 1.005, 1.015, 12.345, 45000, 45000.49, 45000.5, 1234567.891, 0.1 + 0.2, 1e15 + 0.5];
    for (const currency of ['USD', 'GBP', 'INR', 'SGD', 'XOF']) {
      for (const amount of amounts) {
        for (const digits of [0, 2] as const) {
          expect(formatMajorCurrency(amount, currency, digits), `${currency} ${amount} ${digits}`).toBe(
            intl('en', { style: 'currency', currency, minimumFractionDigits: digits, maximumFractionDigits: digits }, amount),
          );
        }
      }
    }
  });

  it('prints counts as toLocaleString("en") does', () => {
    for (const n of [0, 7, 999, 1000, 65536, 1234567, -1234567, 100000000, 2 ** 53 - 1, 12.5, -0.4]) {
      expect(formatCount(n), String(n)).toBe(n.toLocaleString('en', { maximumFractionDigits: 0 }));
    }
    expect(formatCount(Number.NaN)).toBe('NaN');
  });

  it('groups digits by threes, or a three then twos', () => {
    expect(groupDigits('1234567')).toBe('1,234,567');
    expect(groupDigits('1234567', 'indian')).toBe('12,34,567');
    expect(groupDigits('123')).toBe('123');
    expect(groupDigits('1000', 'indian')).toBe('1,000');
  });

  it('refuses text that is not a decimal number', () => {
    expect(() => formatDecimalCurrency('1e5', 'USD', 2)).toThrow(RangeError);
  });
});
