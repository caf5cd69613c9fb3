import { describe, expect, it } from 'vitest';
import { labelsOf, wordsOf } from './index';

describe('labelsOf', () => {
  it('words each code, the first word capitalised, unless the caller names it', () => {
    expect(wordsOf('partially_paid')).toBe('Partially paid');
    expect(labelsOf(['draft', 'refund_due', 'upi'] as const, { upi: 'UPI' })).toEqual({ draft: 'Draft', refund_due: 'Refund due', upi: 'UPI' });
  });
});
