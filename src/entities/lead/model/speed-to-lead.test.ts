import { describe, expect, it } from 'vitest';
import { shortDuration, speedToLead } from './speed-to-lead';

const created = '2026-11-24T08:00:00.000Z';
const now = Date.parse('2026-11-24T11:00:00.000Z');

describe('speed to lead', () => {
  it('reads the server’s verdict: overdue, contacted late, waiting, or contacted in time', () => {
    expect(speedToLead({ created_at: created, first_contacted_at: null, contact_overdue: true, speed_to_lead_minutes: null }, now)).toEqual({ state: 'overdue', waitingMs: 3 * 3_600_000 });
    expect(speedToLead({ created_at: created, first_contacted_at: '2026-11-24T10:00:00.000Z', contact_overdue: true, speed_to_lead_minutes: 120 }, now)).toEqual({ state: 'late', minutes: 120 });
    expect(speedToLead({ created_at: created, first_contacted_at: null, contact_overdue: false, speed_to_lead_minutes: null }, now)).toEqual({ state: 'waiting' });
    expect(speedToLead({ created_at: created, first_contacted_at: '2026-11-24T08:20:00.000Z', contact_overdue: false, speed_to_lead_minutes: 20 }, now)).toEqual({ state: 'contacted', minutes: 20 });
  });

  it('says durations briefly', () => {
    expect(shortDuration(20_000)).toBe('1 min');
    expect(shortDuration(45 * 60_000)).toBe('45 min');
    expect(shortDuration(3 * 3_600_000)).toBe('3 h');
    expect(shortDuration(3 * 86_400_000)).toBe('3 days');
  });
});
