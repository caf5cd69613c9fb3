// Answers of the catalog's read-only questions (the course search and its facets, the university search, a university's
// page), kept in this server's memory under the catalog version they were computed at (catalog_version, bumped by a
// trigger in the same transaction as any change of a catalog table: migration 0023).
//
// Why it stays correct with several servers on one PostgreSQL: every answer first reads the current version (one
// primary-key read). A change committed before the request began has bumped it, so the request looks under the new
// number and computes afresh; what was kept under an older number is never served again. An answer computed after
// reading version v is at least as new as v (its statements run after that read), so keeping it under v is safe.
import type { Queryable } from '../../db/types.ts';
import { readCatalogVersion } from './catalog-version.repository.ts';

/** How many answers a server keeps (least recently used first out); a search page is a few kilobytes. */
export const CATALOG_CACHE_ENTRIES = 2000;

export type CatalogCache = {
  /**
   * `compute()`'s answer for `key` at the current catalog version: kept, shared with concurrent askers, or fresh.
   * `version`: the version this request has read already (one read serves the several answers of one request).
   */
  get<T>(key: string, compute: () => Promise<T>, version?: Promise<number>): Promise<T>;
  /** Reads the current catalog version (for `get`'s `version`). */
  version(): Promise<number>;
};

/** A cache keyed by the catalog version; `entries` answers at most (least recently used out first). */
export function makeCatalogCache(db: Queryable, entries = CATALOG_CACHE_ENTRIES): CatalogCache {
  let version = -1;
  // The answers (or their computations in flight, so that ten askers of one new search run it once) of `version`.
  let kept = new Map<string, Promise<unknown>>();

  return {
    version: () => readCatalogVersion(db),

    async get<T>(key: string, compute: () => Promise<T>, read?: Promise<number>): Promise<T> {
      const current = await (read ?? readCatalogVersion(db));
      // No version, or one read before a newer one arrived: answer, keep nothing.
      if (current < 0 || current < version) return compute();
      if (current > version) {
        version = current;
        kept = new Map();
      }
      const found = kept.get(key) as Promise<T> | undefined;
      if (found) {
        kept.delete(key);
        kept.set(key, found); // most recently used last
        return found;
      }
      const answer = compute();
      const map = kept;
      map.set(key, answer);
      if (map.size > entries) map.delete(map.keys().next().value!);
      // A failed computation is not kept: the next asker tries again.
      answer.catch(() => {
        if (map.get(key) === answer) map.delete(key);
      });
      return answer;
    },
  };
}

/** A key that does not depend on the order the properties were given in; undefined ones are left out. */
export function cacheKey(kind: string, ...parts: Record<string, unknown>[]): string {
  const sorted = parts.map((part) =>
    Object.keys(part).filter((name) => part[name] !== undefined).sort().map((name) => [name, part[name]]),
  );
  return `${kind}:${JSON.stringify(sorted)}`;
}
