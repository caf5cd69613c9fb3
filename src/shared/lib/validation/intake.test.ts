import { describe } from 'vitest';
import { itMapsEach } from '@/shared/lib/testing';
import { formatIntake } from './intake';

describe('formatIntake', () => {
  itMapsEach(formatIntake, [
    ['September', 'Sep'],
    ['September, January', 'Sep,Jan'],
    ['September/January/May', 'Sep,Jan,May'],
    ['September, January/May', 'Sep,Jan,May'],
    [' Jan , Feb ', 'Jan,Feb'],
    ['Jan', 'Jan'],
    ['Fa', 'Fa'],
    ['', ''],
    ['Sep,,Jan', 'Sep,Jan'],
  ]);
});
