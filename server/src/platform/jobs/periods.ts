// When a schedule's current period began: the key that makes its run happen once across servers.
import type { SchedulePeriod } from './types.ts';

type Field = { min: number; max: number };
const FIELDS: Field[] = [
  { min: 0, max: 59 }, // minute
  { min: 0, max: 23 }, // hour
  { min: 1, max: 31 }, // day of month
  { min: 1, max: 12 }, // month
  { min: 0, max: 7 }, // day of week (0 and 7 are Sunday)
];
const NAMES = ['minute', 'hour', 'day of month', 'month', 'day of week'];

export type Cron = {
  minutes: Set<number>;
  hours: Set<number>;
  days: Set<number>;
  months: Set<number>;
  weekdays: Set<number>;
  /** Classic cron: when both day fields are restricted, a day matching either one matches. */
  dayOr: boolean;
};

/** Parses `minute hour day-of-month month day-of-week` with `*`, `a`, `a-b`, `*\/n`, `a-b/n` and lists of them. */
export function parseCron(line: string): Cron {
  const parts = line.trim().split(/\s+/);
  if (parts.length !== 5) throw new Error(`a cron line has 5 fields (minute hour day-of-month month day-of-week): ${JSON.stringify(line)}`);
  const sets = parts.map((part, index) => parseField(part, FIELDS[index], NAMES[index], line));
  if (sets[4].has(7)) sets[4].add(0);
  sets[4].delete(7);
  return {
    minutes: sets[0],
    hours: sets[1],
    days: sets[2],
    months: sets[3],
    weekdays: sets[4],
    dayOr: parts[2] !== '*' && parts[4] !== '*',
  };
}

function parseField(part: string, { min, max }: Field, name: string, line: string): Set<number> {
  const values = new Set<number>();
  for (const item of part.split(',')) {
    const match = /^(\*|(\d+)(?:-(\d+))?)(?:\/(\d+))?$/.exec(item);
    if (!match) throw new Error(`cron ${name} ${JSON.stringify(item)} is not understood in ${JSON.stringify(line)}`);
    const from = match[1] === '*' ? min : Number(match[2]);
    const to = match[1] === '*' ? max : match[3] !== undefined ? Number(match[3]) : match[4] !== undefined ? max : from;
    const step = match[4] !== undefined ? Number(match[4]) : 1;
    if (from < min || to > max || from > to || step < 1) throw new Error(`cron ${name} ${JSON.stringify(item)} is outside ${min}-${max} in ${JSON.stringify(line)}`);
    for (let value = from; value <= to; value += step) values.add(value);
  }
  return values;
}

const MINUTE = 60_000;

function dayMatches(cron: Cron, t: Date): boolean {
  const inMonth = cron.days.has(t.getUTCDate());
  const inWeek = cron.weekdays.has(t.getUTCDay());
  return cron.dayOr ? inMonth || inWeek : inMonth && inWeek;
}

/** The latest minute at or before `now` that the cron line names (UTC); throws when none in the last five years. */
export function lastCronTime(cron: Cron, now: Date): Date {
  let t = Math.floor(now.getTime() / MINUTE) * MINUTE;
  const limit = t - 5 * 366 * 24 * 60 * MINUTE;
  while (t >= limit) {
    const d = new Date(t);
    if (!cron.months.has(d.getUTCMonth() + 1)) {
      t = Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1) - MINUTE; // the last minute of the month before
    } else if (!dayMatches(cron, d)) {
      t = Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate()) - MINUTE; // the day before, 23:59
    } else if (!cron.hours.has(d.getUTCHours())) {
      t = Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate(), d.getUTCHours()) - MINUTE; // the hour before, :59
    } else if (!cron.minutes.has(d.getUTCMinutes())) {
      t -= MINUTE;
    } else {
      return d;
    }
  }
  throw new Error('the cron line names no minute in the last five years');
}

/** Checks a schedule's period once, at start, so a mistake stops the server rather than the first tick. */
export function checkPeriod(name: string, period: SchedulePeriod): void {
  if (period.cron !== undefined) {
    if (period.everySeconds !== undefined) throw new Error(`schedule ${name}: give everySeconds or cron, not both`);
    lastCronTime(parseCron(period.cron), new Date());
    return;
  }
  if (!Number.isInteger(period.everySeconds) || period.everySeconds < 1) {
    throw new Error(`schedule ${name}: everySeconds must be a whole number of seconds ≥ 1`);
  }
}

/** When the period that holds `now` began: a multiple of everySeconds since the epoch, or the cron line's last minute. */
export function periodStart(period: SchedulePeriod, now: Date): Date {
  if (period.cron !== undefined) return lastCronTime(parseCron(period.cron), now);
  const size = period.everySeconds * 1000;
  return new Date(Math.floor(now.getTime() / size) * size);
}
