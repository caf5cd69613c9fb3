// Rate limits every server shares: counters in PostgreSQL (the rate_limits table), so that N servers behind a load
// balancer allow what one would, not N times as much. Two shapes:
// - a ceiling: at most `limit` hits per window for a key (an address, a session, a user), one upsert that answers the
//   count;
// - attempts with growing waits (wrong passwords): `limit` attempts per window, then a wait that doubles with every
//   lockout within a day (15 min, 30 min, 1 h, … up to `maxWaitSeconds`); a success forgets them.
// Keys are hashed: the table holds no address or email. Expired rows are deleted by the periodic sweep.
import { createHash } from 'node:crypto';
import type { Db } from '../db/types.ts';
import { TooMany } from '../domain/errors.ts';
import type { Clock } from './clock.ts';
import type { RegisteredSchedule } from './jobs/types.ts';

export type Ceiling = { limit: number; windowSeconds: number };
export type Attempts = { limit: number; windowSeconds: number; maxWaitSeconds: number };
/** The 429's message, given the seconds to wait. */
export type Message = (waitSeconds: number) => string;

/** How long lockouts are remembered after the last attempt (for the growing waits), and rows kept at least. */
export const STRIKE_MEMORY_SECONDS = 24 * 3600;

export type Limits = {
  /** Counts a hit of `key` in `bucket`; TooMany (with Retry-After) beyond the ceiling within the window. */
  hit(bucket: string, key: readonly string[], ceiling: Ceiling, message?: Message): Promise<void>;
  /** Counts an attempt (before it is made); TooMany while locked out or beyond the limit, which starts a lockout. */
  attempt(bucket: string, key: readonly string[], attempts: Attempts, message?: Message): Promise<void>;
  /** The attempt succeeded: its failures and lockouts are forgotten. */
  succeeded(bucket: string, key: readonly string[]): Promise<void>;
  /** The attempt neither failed nor succeeded (the server could not answer it): it does not count. */
  release(bucket: string, key: readonly string[]): Promise<void>;
  /** Deletes the counters nobody needs any more; answers how many. */
  sweep(): Promise<number>;
};

/** The hashed key of a row: the bucket and the parts, NUL-separated. */
export const limitKey = (bucket: string, key: readonly string[]): string =>
  createHash('sha256').update([bucket, ...key].join('\0')).digest('hex');

const seconds = (ms: number): number => Math.max(1, Math.ceil(ms / 1000));
const at = (value: Date | string): number => new Date(value).getTime();

type CountRow = { hits: number; window_ends: Date | string };
type AttemptRow = CountRow & { strikes: number; blocked_until: Date | string | null };

export function makeLimits(db: Db, clock: Clock): Limits {
  return {
    async hit(bucket, key, { limit, windowSeconds }, message) {
      const now = clock.now();
      const ends = new Date(now.getTime() + windowSeconds * 1000);
      const forget = new Date(Math.max(ends.getTime(), now.getTime() + 3600_000));
      // A window starts with its first hit; a hit after the window ended starts a new one.
      const { rows } = await db.query<CountRow>(
        `INSERT INTO rate_limits AS r (bucket, key, hits, window_ends, forget_at) VALUES ($1, $2, 1, $3, $5)
         ON CONFLICT (bucket, key) DO UPDATE SET
           hits = CASE WHEN r.window_ends <= $4 THEN 1 ELSE r.hits + 1 END,
           window_ends = CASE WHEN r.window_ends <= $4 THEN $3 ELSE r.window_ends END,
           forget_at = GREATEST(r.forget_at, $5)
         RETURNING hits, window_ends`,
        [bucket, limitKey(bucket, key), ends, now, forget],
      );
      const row = rows[0];
      if (row.hits > limit) {
        const wait = seconds(at(row.window_ends) - now.getTime());
        throw new TooMany(message?.(wait) ?? `too many requests: try again in ${wait} s`, wait);
      }
    },

    async attempt(bucket, key, { limit, windowSeconds, maxWaitSeconds }, message) {
      const hashed = limitKey(bucket, key);
      const wait = await db.transaction(async (tx): Promise<number> => {
        const now = clock.now();
        await tx.query(
          `INSERT INTO rate_limits (bucket, key, hits, window_ends, forget_at) VALUES ($1, $2, 0, $3, $3)
           ON CONFLICT (bucket, key) DO NOTHING`,
          [bucket, hashed, now],
        );
        // The row is locked until this transaction ends: two servers counting the same attempt count it twice, in turn.
        const { rows } = await tx.query<AttemptRow>(
          'SELECT hits, window_ends, strikes, blocked_until FROM rate_limits WHERE bucket = $1 AND key = $2 FOR UPDATE',
          [bucket, hashed],
        );
        const row = rows[0];
        const t = now.getTime();
        if (row.blocked_until !== null && at(row.blocked_until) > t) return seconds(at(row.blocked_until) - t);
        const fresh = at(row.window_ends) <= t;
        const hits = fresh ? 1 : row.hits + 1;
        const windowEnds = fresh ? new Date(t + windowSeconds * 1000) : new Date(at(row.window_ends));
        if (hits <= limit) {
          await tx.query('UPDATE rate_limits SET hits = $3, window_ends = $4, forget_at = $5 WHERE bucket = $1 AND key = $2', [
            bucket, hashed, hits, windowEnds, new Date(Math.max(windowEnds.getTime(), t) + STRIKE_MEMORY_SECONDS * 1000),
          ]);
          return 0;
        }
        // Over the limit: a lockout, twice as long as the one before it (within the strike memory).
        const lockout = Math.min(windowSeconds * 2 ** row.strikes, maxWaitSeconds);
        const until = new Date(t + lockout * 1000);
        await tx.query(
          `UPDATE rate_limits SET hits = 0, window_ends = $3, strikes = strikes + 1, blocked_until = $3, forget_at = $4
           WHERE bucket = $1 AND key = $2`,
          [bucket, hashed, until, new Date(until.getTime() + STRIKE_MEMORY_SECONDS * 1000)],
        );
        return lockout;
      });
      if (wait > 0) throw new TooMany(message?.(wait) ?? `too many attempts: try again in ${wait} s`, wait);
    },

    async succeeded(bucket, key) {
      await db.query('DELETE FROM rate_limits WHERE bucket = $1 AND key = $2', [bucket, limitKey(bucket, key)]);
    },

    async release(bucket, key) {
      await db.query('UPDATE rate_limits SET hits = GREATEST(hits - 1, 0) WHERE bucket = $1 AND key = $2', [bucket, limitKey(bucket, key)]);
    },

    async sweep() {
      const { rowCount } = await db.query('DELETE FROM rate_limits WHERE forget_at < $1', [clock.now()]);
      return rowCount;
    },
  };
}

/** The periodic sweep of expired counters: every 10 minutes, once across servers (a job-queue schedule). */
export const sweepSchedule = (limits: Limits): RegisteredSchedule => ({
  name: 'platform.rate-limits-sweep',
  everySeconds: 600,
  run: () => limits.sweep(),
});
