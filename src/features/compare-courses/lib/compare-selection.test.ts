import { describe, expect, it } from 'vitest';
import { differs } from './compare-selection';

describe('differs', () => {
  it('compares numbers as numbers, whatever their spelling', () => {
    expect(differs([6.5, '6.50', 6.5])).toBe(false);
    expect(differs([90, 100])).toBe(true);
  });
  it('compares lists as sets: order and repeats do not count', () => {
    expect(differs([['Jan', 'Sep'], ['Sep', 'Jan', 'Sep']])).toBe(false);
    expect(differs([['Jan', 'Sep'], ['Sep']])).toBe(true);
  });
  it('takes empty, null, a dash and an empty list alike, but not a value against nothing', () => {
    expect(differs([null, '', undefined, '—', []])).toBe(false);
    expect(differs([null, 60])).toBe(true);
  });
  it('compares words trimmed and case-blind', () => {
    expect(differs(['Canada ', 'canada'])).toBe(false);
    expect(differs(['Canada', 'Australia'])).toBe(true);
  });
});
