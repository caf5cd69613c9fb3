import { describe, expect, it } from 'vitest';
import { daysUntil, describeDue, dueState, formatDueDate, localDate } from './due-date';

describe('due dates', () => {
  it('counts whole calendar days, across months and a DST change', () => {
    expect(daysUntil('2026-12-01', '2026-11-29')).toBe(2);
    expect(daysUntil('2026-11-20', '2026-11-22')).toBe(-2);
    expect(daysUntil('2027-03-29', '2027-03-27')).toBe(2);
  });

  it('says where a task stands', () => {
    const today = '2026-11-22';
    expect(['2026-11-21', '2026-11-22', '2026-11-25', '2026-11-26'].map((d) => dueState(d, today))).toEqual(['overdue', 'today', 'soon', 'later']);
    expect(dueState(null, today)).toBe('none');
    expect(describeDue('2026-11-21', today)).toBe('Overdue by 1 day (21-11-2026)');
    expect(describeDue('2026-11-19', today)).toBe('Overdue by 3 days (19-11-2026)');
    expect(describeDue('2026-11-22', today)).toBe('Due today (22-11-2026)');
    expect(describeDue('2026-11-23', today)).toBe('Due tomorrow (23-11-2026)');
    expect(describeDue('2026-12-02', today)).toBe('Due in 10 days (02-12-2026)');
    expect(describeDue(null, today)).toBe('No due date');
    expect(formatDueDate('2027-01-05')).toBe('05-01-2027');
  });

  it("reads today from the user's own calendar", () => {
    expect(localDate(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
  });
});
