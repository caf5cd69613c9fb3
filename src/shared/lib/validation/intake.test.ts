import { describe, expect, it } from 'vitest';
import { formatIntake } from './intake';

describe('formatIntake', () => {
  it.each([
    ['September', 'Sep'],
    ['September, January', 'Sep,Jan'],
    ['September/January/May', 'Sep,Jan,May'],
    ['September, January/May', 'Sep,Jan,May'],
    [' Jan , Feb ', 'Jan,Feb'],
    ['Jan', 'Jan'],
    ['Fa', 'Fa'],
    ['', ''],
    ['Sep,,Jan', 'Sep,Jan'],
  ])('%j → %j', (input, expected) => {
    expect(formatIntake(input)).toBe(expected);
  });
});
