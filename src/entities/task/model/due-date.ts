// A task's due date (a calendar date, `YYYY-MM-DD`) as people read it: the date in the app's day-month-year order and
// how far it is from today, counted in the user's own calendar days.

export type DueState = 'overdue' | 'today' | 'soon' | 'later' | 'none';

/** Soon: due within this many days. */
export const DUE_SOON_DAYS = 3;

const DAY_MS = 86_400_000;

/** The local calendar date of `now` as `YYYY-MM-DD`. */
export function localDate(now: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** Whole days from `today` to `due` (both `YYYY-MM-DD`); negative when past. */
export function daysUntil(due: string, today: string): number {
  return Math.round((Date.parse(`${due}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / DAY_MS);
}

/** `2026-11-28` → `28-11-2026` (the app's date order). */
export function formatDueDate(due: string): string {
  const [year, month, day] = due.split('-');
  return `${day}-${month}-${year}`;
}

export function dueState(due: string | null, today: string): DueState {
  if (due === null) return 'none';
  const days = daysUntil(due, today);
  if (days < 0) return 'overdue';
  if (days === 0) return 'today';
  return days <= DUE_SOON_DAYS ? 'soon' : 'later';
}

/** "Overdue by 2 days", "Due today", "Due tomorrow", "Due in 5 days (28-11-2026)", "No due date". */
export function describeDue(due: string | null, today: string): string {
  if (due === null) return 'No due date';
  const days = daysUntil(due, today);
  const date = formatDueDate(due);
  if (days < 0) return `Overdue by ${-days} ${-days === 1 ? 'day' : 'days'} (${date})`;
  if (days === 0) return `Due today (${date})`;
  if (days === 1) return `Due tomorrow (${date})`;
  return `Due in ${days} days (${date})`;
}
