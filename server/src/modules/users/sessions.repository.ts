// The SQL of sign-in sessions: one row per signed-in browser, holding the hash of its refresh token (and the previous
// one for a short grace after a rotation), and where the browser said it was when it refreshed.
import type { Queryable } from '../../db/types.ts';

/** Opens a session that lasts `seconds`; answers its id. */
export async function openSession(tx: Queryable, userId: number, refreshHash: string, seconds: number, userAgent: string | null): Promise<string> {
  const { rows } = await tx.query<{ session_id: string }>(
    `INSERT INTO auth_sessions (user_id, refresh_hash, expires_at, user_agent)
     VALUES ($1, $2, now() + make_interval(secs => $3), $4) RETURNING session_id`,
    [userId, refreshHash, seconds, userAgent],
  );
  return rows[0].session_id;
}

export type SessionForRefresh = {
  user_id: number;
  refresh_hash: string;
  previous_hash: string | null;
  /** The last rotation was less than the grace period ago. */
  in_grace: boolean;
  /** Not revoked and not expired. */
  live: boolean;
};

/** The session, locked for the rest of the transaction (two refreshes of one session take turns). */
export async function lockSession(tx: Queryable, sessionId: string, graceSeconds: number): Promise<SessionForRefresh | undefined> {
  const { rows } = await tx.query<SessionForRefresh>(
    `SELECT user_id, refresh_hash, previous_hash,
            last_refreshed_at > now() - make_interval(secs => $2) AS in_grace,
            (revoked_at IS NULL AND expires_at > now()) AS live
       FROM auth_sessions WHERE session_id = $1 FOR UPDATE`,
    [sessionId, graceSeconds],
  );
  return rows[0];
}

/** Replaces the refresh token's hash, keeping the one it replaces for the grace period. */
export async function rotateSession(tx: Queryable, sessionId: string, refreshHash: string, userAgent: string | null): Promise<void> {
  await tx.query(
    `UPDATE auth_sessions SET previous_hash = refresh_hash, refresh_hash = $2, last_refreshed_at = now(),
            user_agent = coalesce($3, user_agent) WHERE session_id = $1`,
    [sessionId, refreshHash, userAgent],
  );
}

export async function recordLocation(
  tx: Queryable,
  sessionId: string,
  userId: number,
  location: { latitude: number; longitude: number; accuracy: number | null },
): Promise<void> {
  await tx.query(
    `INSERT INTO session_locations (session_id, user_id, latitude, longitude, accuracy) VALUES ($1, $2, $3, $4, $5)`,
    [sessionId, userId, location.latitude, location.longitude, location.accuracy],
  );
}

/** Ends one session. */
export async function revokeSession(db: Queryable, sessionId: string): Promise<void> {
  await db.query('UPDATE auth_sessions SET revoked_at = now() WHERE session_id = $1 AND revoked_at IS NULL', [sessionId]);
}

/** Ends every session of a user, but the one in `except` (this browser) when given. */
export async function revokeUserSessions(db: Queryable, userId: number, except?: string): Promise<void> {
  await db.query(
    'UPDATE auth_sessions SET revoked_at = now() WHERE user_id = $1 AND revoked_at IS NULL AND ($2::uuid IS NULL OR session_id <> $2::uuid)',
    [userId, except ?? null],
  );
}
