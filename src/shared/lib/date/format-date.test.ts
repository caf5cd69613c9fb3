import { describe, expect, it } from 'vitest';
import { formatDateTime } from './format-date';

describe('formatDateTime', () => {
  it('shows a local date and time as DD-MM-YYYY - hh:mm A', () => {
    expect(formatDateTime(new Date(2026, 0, 5, 14, 7))).toBe('05-01-2026 - 02:07 PM');
    expect(formatDateTime(new Date(2026, 11, 31, 0, 30))).toBe('31-12-2026 - 12:30 AM');
  });
  it('reads ISO strings', () => {
    const iso = new Date(2025, 6, 9, 9, 5).toISOString();
    expect(formatDateTime(iso)).toBe('09-07-2025 - 09:05 AM');
  });
  it('reads a calendar date as that day locally, and epoch milliseconds', () => {
    expect(formatDateTime('2026-03-09')).toBe('09-03-2026 - 12:00 AM');
    expect(formatDateTime(new Date(2026, 5, 1, 12, 0).getTime())).toBe('01-06-2026 - 12:00 PM');
  });
  it('shows nothing for missing or invalid values', () => {
    expect(formatDateTime(null)).toBe('');
    expect(formatDateTime(undefined)).toBe('');
    expect(formatDateTime('not a date')).toBe('');
  });
});
