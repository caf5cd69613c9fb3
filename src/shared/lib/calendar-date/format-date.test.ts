import { describe, expect, it } from 'vitest';
import { formatDate, localDay } from './format-date';

describe('formatDate', () => {
  it('shows a calendar date as DD-MM-YYYY, without a time', () => {
    expect(formatDate('2017-04-01')).toBe('01-04-2017');
    expect(formatDate('2026-12-31')).toBe('31-12-2026');
  });
  it('shows the local day of a moment', () => {
    expect(formatDate(new Date(2025, 6, 9, 23, 59))).toBe('09-07-2025');
    expect(formatDate(new Date(2025, 0, 2, 0, 1).toISOString())).toBe('02-01-2025');
  });
  it('shows nothing for missing or invalid values', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate('')).toBe('');
    expect(formatDate('2017-13-45x')).toBe('');
    expect(formatDate('2017-02-30')).toBe('');
  });
});

describe('localDay', () => {
  it('is the day on the user’s own calendar: at half past midnight in India, that day, not the UTC day before', () => {
    const zone = process.env.TZ;
    process.env.TZ = 'Asia/Kolkata';
    try {
      // 00:30 on 29 November in India is 19:00 on 28 November in UTC.
      expect(localDay(new Date('2026-11-28T19:00:00Z'))).toBe('2026-11-29');
      expect(localDay(new Date('2026-11-29T18:29:00Z'))).toBe('2026-11-29');
    } finally {
      if (zone === undefined) delete process.env.TZ;
      else process.env.TZ = zone;
    }
  });
});
