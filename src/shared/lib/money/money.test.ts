import { describe, expect, it } from 'vitest';
import { formatMinor, minorToDecimal, parseMajor, sumMinor } from './money';

describe('invoice money', () => {
  it.each([
    [0, '0.00'],
    [5, '0.05'],
    [118050, '1180.50'],
    [-5, '-0.05'],
    [900000000000000, '9000000000000.00'],
  ])('minor %s reads %s', (minor, decimal) => {
    expect(minorToDecimal(minor)).toBe(decimal);
  });

  it('formats INR with Indian grouping and two decimals, and another currency with its sign', () => {
    expect(formatMinor(11805000, 'INR')).toBe('₹1,18,050.00');
    expect(formatMinor(1, 'INR')).toBe('₹0.01');
    expect(formatMinor(123456789, 'USD')).toBe('$1,234,567.89');
  });

  it('keeps every paisa of the largest amount the contract allows (no float on the way)', () => {
    expect(formatMinor(899999999999999, 'INR')).toBe('₹89,99,99,99,99,999.99');
  });

  it.each([
    ['1180.5', 118050n],
    ['1,180.50', 118050n],
    ['₹ 2000', 200000n],
    ['0.07', 7n],
    ['12', 1200n],
  ])('reads %s as %s minor units', (text, minor) => {
    expect(parseMajor(text)).toBe(minor);
  });

  it.each(['', 'abc', '1.234', '-5', '1e3', '0.1.2'])('refuses %j', (text) => {
    expect(parseMajor(text)).toBeNull();
  });

  it('sums exactly', () => {
    expect(sumMinor([1, 2n, 900000000000000])).toBe(900000000000003n);
  });
});
