import { describe, expect, it } from 'vitest';
import { AUDIENCE_TYPES, audienceText, canPostAnnouncements, expiryOf } from './announcement';

describe('an announcement', () => {
  it('names its audience in the contract’s order, and an empty one as everyone', () => {
    expect(audienceText([])).toBe('Everyone');
    expect(audienceText(['agent', 'student'])).toBe('Students, Agents');
    expect(AUDIENCE_TYPES).toHaveLength(10);
    expect(AUDIENCE_TYPES[0]).toBe('student');
  });

  it('is posted by operations managers only', () => {
    expect(canPostAnnouncements('operations_manager')).toBe(true);
    expect(canPostAnnouncements('operations')).toBe(false);
    expect(canPostAnnouncements(null)).toBe(false);
  });

  it('is shown until its expiry, or always without one', () => {
    const now = Date.parse('2026-11-24T10:00:00Z');
    expect(expiryOf({ expires_at: null }, now)).toBe('never');
    expect(expiryOf({ expires_at: '2026-11-24T10:00:01Z' }, now)).toBe('active');
    expect(expiryOf({ expires_at: '2026-11-24T10:00:00Z' }, now)).toBe('expired');
  });
});
