import { describe } from 'vitest';
import { itMapsEach } from '@/shared/lib/testing';
import { sanitizeMobile } from './mobile';

describe('sanitizeMobile', () => {
  itMapsEach(sanitizeMobile, [
    // rule: strip everything except digits and +
    ['98765-43210', '9876543210'],
    ['(987) 654 3210', '9876543210'],
    // rule: +91 with 13 characters → the 10-digit number
    ['+91 98765 43210', '9876543210'],
    ['+919876543210', '9876543210'],
    // rule: 91 with 12 characters → the 10-digit number
    ['919876543210', '9876543210'],
    ['91-98765-43210', '9876543210'],
    // rule: a plain 10-digit number is kept
    ['9876543210', '9876543210'],
    ['9198765432', '9198765432'],
    // rule: + and longer than 10 is kept
    ['+44 7911 123456', '+447911123456'],
    ['+9198765432100', '+9198765432100'],
    // rule: otherwise a + is prefixed
    ['447911123456', '+447911123456'],
    ['91987654321', '+91987654321'],
    ['12345', '+12345'],
    ['+12345', '+12345'],
    ['', '+'],
  ], '%s → %s');
});
