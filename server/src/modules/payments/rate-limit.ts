// A per-user fixed-window limit for the payment calls (make and verify), kept in this process.
import { TooMany } from '../../domain/errors.ts';

export function makeRateLimiter(perMinute: number, windowMs = 60_000) {
  const windows = new Map<string, { start: number; count: number }>();
  return {
    /** Counts one call of `key`; 429 beyond the limit within the window. */
    hit(key: string, now = Date.now()): void {
      const current = windows.get(key);
      if (!current || now - current.start >= windowMs) {
        windows.set(key, { start: now, count: 1 });
        if (windows.size > 10_000) {
          for (const [k, w] of windows) if (now - w.start >= windowMs) windows.delete(k);
        }
        return;
      }
      current.count++;
      if (current.count > perMinute) {
        const seconds = Math.ceil((current.start + windowMs - now) / 1000);
        throw new TooMany(`too many payment requests: try again in ${seconds} s`, seconds);
      }
    },
  };
}
