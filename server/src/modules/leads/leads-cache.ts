// Answers computed over many leads (the statistics' groups, the totals and ids of the lists' pages), kept in this
// server's memory under the version of the caller's reach (lead-version.repository.ts, migration 0025) and for as long
// as the clock has not passed the next moment that changes them (a reminder coming due, a lead passing its
// speed-to-lead target, the next day).
//
// Why it stays exact with several servers on one PostgreSQL: every ask first reads the version of the caller's reach.
// A change of a lead in that reach, committed before the ask began, has raised it (a trigger in the change's
// transaction), so the ask finds nothing under the new number and computes afresh. An answer computed after reading
// version v is at least as new as v, so keeping it under v is safe. Time: an answer computed at t0 is served at t only
// when t0 ≤ t < its `validUntil`, the earliest moment after t0 at which a lead of the answer changes side.
import type { Queryable } from '../../db/types.ts';
import type { Caller } from '../../domain/caller.ts';
import { readLeadVersion } from './lead-version.repository.ts';

/** How many answers a server keeps (least recently used out first); a group list or a page of ids is small. */
export const LEADS_CACHE_ENTRIES = 2000;

/** A computed answer and the moment (epoch ms) from which it may no longer hold. */
export type Timed<T> = { value: T; validUntil: number };

type Entry = { version: bigint; computedAt: number; answer: Promise<Timed<unknown>> };

export type LeadsCache = {
  /** `compute()`'s value for `key` in `caller`'s reach at `now`: kept, shared with concurrent askers, or fresh. */
  get<T>(caller: Pick<Caller, 'userId' | 'role'>, key: string, now: Date, compute: () => Promise<Timed<T>>): Promise<T>;
};

export function makeLeadsCache(db: Queryable, entries = LEADS_CACHE_ENTRIES): LeadsCache {
  const kept = new Map<string, Entry>();

  async function fresh<T>(key: string, version: bigint | undefined, at: number, compute: () => Promise<Timed<T>>): Promise<T> {
    const answer = compute();
    if (version !== undefined) {
      kept.delete(key);
      kept.set(key, { version, computedAt: at, answer });
      if (kept.size > entries) kept.delete(kept.keys().next().value!);
      // A failed computation is not kept: the next asker tries again.
      answer.catch(() => {
        if (kept.get(key)?.answer === answer) kept.delete(key);
      });
    }
    return (await answer).value;
  }

  return {
    async get<T>(caller: Pick<Caller, 'userId' | 'role'>, key: string, now: Date, compute: () => Promise<Timed<T>>): Promise<T> {
      const read = await readLeadVersion(db, caller);
      const version = read === undefined ? undefined : BigInt(read);
      const at = now.getTime();
      const fullKey = `${caller.role}:${caller.userId}:${key}`;
      const entry = kept.get(fullKey);
      if (version === undefined || !entry || entry.version !== version || at < entry.computedAt) {
        // An ask that read an older version than the one kept answers afresh and leaves the newer answer in place.
        return fresh(fullKey, entry && version !== undefined && version < entry.version ? undefined : version, at, compute);
      }
      const settled = await (entry.answer as Promise<Timed<T>>).catch(() => undefined);
      if (settled === undefined || at >= settled.validUntil) return fresh(fullKey, version, at, compute);
      kept.delete(fullKey);
      kept.set(fullKey, entry); // most recently used last
      return settled.value;
    },
  };
}
