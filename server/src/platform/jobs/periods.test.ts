// Schedule periods and the retry backoff, as pure functions.
import { describe, expect, it } from 'vitest';
import { lastCronTime, parseCron, periodStart } from './periods.ts';
import { backoffMs } from './queue.ts';

const at = (iso: string) => new Date(iso);

describe('periodStart', () => {
  it('aligns everySeconds periods to the epoch (3600 = each whole hour UTC)', () => {
    expect(periodStart({ everySeconds: 3600 }, at('2026-03-05T10:59:59.999Z')).toISOString()).toBe('2026-03-05T10:00:00.000Z');
    expect(periodStart({ everySeconds: 3600 }, at('2026-03-05T11:00:00.000Z')).toISOString()).toBe('2026-03-05T11:00:00.000Z');
    expect(periodStart({ everySeconds: 90 }, at('2026-03-05T00:01:31Z')).toISOString()).toBe('2026-03-05T00:01:30.000Z');
  });

  it('gives a cron line’s latest minute at or before now', () => {
    expect(periodStart({ cron: '*/15 * * * *' }, at('2026-03-05T10:44:59Z')).toISOString()).toBe('2026-03-05T10:30:00.000Z');
    expect(periodStart({ cron: '30 2 * * *' }, at('2026-03-05T02:29:00Z')).toISOString()).toBe('2026-03-04T02:30:00.000Z');
    expect(periodStart({ cron: '0 9 * * 1-5' }, at('2026-03-08T12:00:00Z')).toISOString()).toBe('2026-03-06T09:00:00.000Z'); // Sunday → Friday
    expect(periodStart({ cron: '0 0 1 */3 *' }, at('2026-03-05T00:00:00Z')).toISOString()).toBe('2026-01-01T00:00:00.000Z');
    expect(periodStart({ cron: '0 0 29 2 *' }, at('2026-03-05T00:00:00Z')).toISOString()).toBe('2024-02-29T00:00:00.000Z');
    // Both day fields restricted: either matches (the 13th, or a Friday).
    expect(lastCronTime(parseCron('0 12 13 * 5'), at('2026-03-12T00:00:00Z')).toISOString()).toBe('2026-03-06T12:00:00.000Z');
    // 7 is Sunday too.
    expect(lastCronTime(parseCron('0 0 * * 7'), at('2026-03-10T00:00:00Z')).toISOString()).toBe('2026-03-08T00:00:00.000Z');
  });

  it('refuses a line it does not understand or that never matches', () => {
    expect(() => parseCron('* * * *')).toThrow('5 fields');
    expect(() => parseCron('61 * * * *')).toThrow('outside 0-59');
    expect(() => parseCron('a * * * *')).toThrow('not understood');
    expect(() => lastCronTime(parseCron('0 0 31 2 *'), at('2026-03-05T00:00:00Z'))).toThrow('no minute');
  });
});

describe('backoffMs', () => {
  it('doubles per attempt up to the cap, with half of each wait random', () => {
    const backoff = { baseMs: 1000, maxMs: 5000 };
    expect([1, 2, 3, 4].map((n) => backoffMs(n, backoff, () => 0))).toEqual([500, 1000, 2000, 2500]);
    expect([1, 2, 3, 4].map((n) => backoffMs(n, backoff, () => 1))).toEqual([1000, 2000, 4000, 5000]);
    const spread = new Set(Array.from({ length: 20 }, () => backoffMs(3, backoff)));
    expect(spread.size).toBeGreaterThan(1);
    for (const value of spread) {
      expect(value).toBeGreaterThanOrEqual(2000);
      expect(value).toBeLessThanOrEqual(4000);
    }
  });
});
