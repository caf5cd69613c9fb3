import { describe, expect, it } from 'vitest';
import { formatBasisPoints, parsePercent } from './basis-points';

describe('basis points', () => {
  it('are written as a percent with no trailing zeros', () => {
    expect([1250, 200, 2000, 5, 10000, 0, 1234, -50].map(formatBasisPoints)).toEqual(['12.5 %', '2 %', '20 %', '0.05 %', '100 %', '0 %', '12.34 %', '-0.5 %']);
  });

  it('are read from what a person types, to two decimals at most', () => {
    expect(['12.5', '12.50 %', '7', ' 0.05', '100'].map(parsePercent)).toEqual([1250, 1250, 700, 5, 10000]);
    expect(['', 'abc', '12.555', '-1', '1,5', '1000.1'].map(parsePercent)).toEqual([null, null, null, null, null, null]);
  });
});
