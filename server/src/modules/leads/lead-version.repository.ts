// SQL of the lead versions (migration 0025): the sum of the version rows of the people a caller's reach covers, read by
// the answer cache of leads-cache.ts before it serves or computes an answer.
import type { Queryable } from '../../db/types.ts';
import type { Caller } from '../../domain/caller.ts';

/**
 * The version of the caller's reach: every row for an operations manager; else the caller's row, their area
 * franchises' rows and row 0 (the reach of leadReachSql: own, assigned, and for a franchise its areas' leads).
 * Undefined when the table holds no row 0 (then nothing is kept).
 */
export async function readLeadVersion(db: Queryable, caller: Pick<Caller, 'userId' | 'role'>): Promise<string | undefined> {
  const { rows } = await db.query<{ version: string | null; anchored: boolean }>(
    caller.role === 'operations_manager'
      ? 'SELECT sum(version)::text AS version, bool_or(user_id = 0) AS anchored FROM lead_versions'
      : `SELECT sum(version)::text AS version, bool_or(user_id = 0) AS anchored FROM lead_versions
          WHERE user_id IN (0, $1) OR user_id IN (SELECT u.user_id FROM users u WHERE u.master_franchise_id = $1)`,
    caller.role === 'operations_manager' ? [] : [caller.userId],
  );
  return rows[0]?.anchored && rows[0].version !== null ? rows[0].version : undefined;
}
