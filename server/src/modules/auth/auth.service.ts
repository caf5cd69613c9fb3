import { randomBytes } from 'node:crypto';
import type { Db, Queryable } from '../../db/types.ts';
import type { Config } from '../../config.ts';
import { hashPassword, verifyPassword } from '../../auth/passwords.ts';
import { hashSecret, newRefreshSecret, signAccessToken } from '../../auth/tokens.ts';
import { conflict, notFound, unauthorized, unprocessable } from '../../http/errors.ts';
import type { Caller } from '../../http/ownership.ts';
import type { MailService } from '../mail/mail.service.ts';
import {
  findLinkOwner, findUserByEmail, findUserById, insertUser, toSessionUser, updatePasswordHash,
  type SessionUser, type UserRow,
} from '../users/users.repository.ts';

/** A previous refresh token keeps working this long after a rotation, for two tabs that refresh at once. */
const ROTATION_GRACE_SECONDS = 20;
/** A deleted account's personal data is erased this many days later (a mistaken deletion can be undone meanwhile). */
export const ACCOUNT_ERASE_DAYS = 30;

export type SignedIn = {
  token: string;
  expires_in: number;
  user: SessionUser;
  /** The refresh cookie's value (`<session id>.<secret>`) and lifetime. */
  refresh: { value: string; maxAgeSeconds: number };
};

export type Registration = {
  first_name: string;
  last_name: string;
  email: string;
  mobile: string;
  password: string;
  preferred_country_id?: number;
  preferred_course_level_id?: number;
};

export type Location = { latitude?: number; longitude?: number; accuracy?: number };

export function makeAuthService(db: Db, config: Config, mail: MailService) {
  async function openSession(tx: Queryable, user: UserRow, userAgent: string | undefined): Promise<SignedIn> {
    const { secret, hash } = newRefreshSecret();
    const { rows } = await tx.query<{ session_id: string }>(
      `INSERT INTO auth_sessions (user_id, refresh_hash, expires_at, user_agent)
       VALUES ($1, $2, now() + make_interval(secs => $3), $4) RETURNING session_id`,
      [user.user_id, hash, config.refreshTokenSeconds, userAgent?.slice(0, 300) ?? null],
    );
    return issue(user, rows[0].session_id, secret);
  }

  async function issue(user: UserRow, sessionId: string, secret: string): Promise<SignedIn> {
    const token = await signAccessToken(config, { userId: user.user_id, role: user.user_type, sessionId });
    return {
      token,
      expires_in: config.accessTokenSeconds,
      user: toSessionUser(user),
      refresh: { value: `${sessionId}.${secret}`, maxAgeSeconds: config.refreshTokenSeconds },
    };
  }

  return {
    async login(email: string, password: string, userAgent?: string): Promise<SignedIn> {
      const user = await findUserByEmail(db, email);
      const ok = await verifyPassword(user?.password_hash, password);
      if (!user || !ok || !user.active) throw unauthorized('wrong email or password');
      return db.transaction((tx) => openSession(tx, user, userAgent));
    },

    /** The three registration paths; `link` names the agent/franchise or school counselor whose link was followed. */
    async register(
      body: Registration,
      link: { kind: 'agent' | 'school_counselor'; userId: number } | null,
      userAgent?: string,
    ): Promise<SignedIn> {
      let agentUserId: number | null = null;
      let scUserId: number | null = null;
      if (link?.kind === 'agent') {
        const owner = await findLinkOwner(db, link.userId, ['agent', 'franchise']);
        if (!owner) throw notFound(`path/agent_user_id: no agent ${link.userId}`);
        agentUserId = owner.user_id;
      } else if (link?.kind === 'school_counselor') {
        const owner = await findLinkOwner(db, link.userId, ['school_counselor']);
        if (!owner) throw notFound(`path/sc_user_id: no school counselor ${link.userId}`);
        scUserId = owner.user_id;
      }
      const passwordHash = await hashPassword(body.password);
      return db.transaction(async (tx) => {
        const user = await insertUser(tx, {
          user_type: 'student',
          first_name: body.first_name.trim(),
          last_name: body.last_name.trim(),
          email: body.email.trim(),
          mobile: body.mobile,
          password_hash: passwordHash,
          preferred_country_id: body.preferred_country_id ?? null,
          preferred_course_level_id: body.preferred_course_level_id ?? null,
          agent_user_id: agentUserId,
          sc_user_id: scUserId,
        });
        if (!user) throw conflict('this email is already registered', [{ field: 'body/email', message: 'is already registered' }]);
        return openSession(tx, user, userAgent);
      });
    },

    /** Rotates the refresh cookie and answers a new access token; a reused old token ends the session. */
    async refresh(cookie: string | undefined, location: Location, userAgent?: string): Promise<SignedIn> {
      const match = /^([0-9a-f-]{36})\.([A-Za-z0-9_-]{20,})$/.exec(cookie ?? '');
      if (!match) throw unauthorized('no valid refresh cookie');
      const [, sessionId, secret] = match;
      const presented = hashSecret(secret);
      const outcome = await db.transaction(async (tx): Promise<SignedIn | 'reused'> => {
        const { rows } = await tx.query<{
          user_id: number; refresh_hash: string; previous_hash: string | null; in_grace: boolean; live: boolean;
        }>(
          `SELECT user_id, refresh_hash, previous_hash,
                  last_refreshed_at > now() - make_interval(secs => $2) AS in_grace,
                  (revoked_at IS NULL AND expires_at > now()) AS live
             FROM auth_sessions WHERE session_id = $1 FOR UPDATE`,
          [sessionId, ROTATION_GRACE_SECONDS],
        );
        const session = rows[0];
        if (!session || !session.live) throw unauthorized('the session has ended');
        const current = session.refresh_hash === presented;
        const graced = session.previous_hash === presented && session.in_grace;
        if (!current && !graced) return 'reused';
        const user = await findUserById(tx, session.user_id);
        if (!user || !user.active) throw unauthorized('the account is no longer active');
        const next = newRefreshSecret();
        await tx.query(
          `UPDATE auth_sessions SET previous_hash = refresh_hash, refresh_hash = $2, last_refreshed_at = now(),
                  user_agent = coalesce($3, user_agent) WHERE session_id = $1`,
          [sessionId, next.hash, userAgent?.slice(0, 300) ?? null],
        );
        if (location.latitude !== undefined && location.longitude !== undefined) {
          await tx.query(
            `INSERT INTO session_locations (session_id, user_id, latitude, longitude, accuracy) VALUES ($1, $2, $3, $4, $5)`,
            [sessionId, user.user_id, location.latitude, location.longitude, location.accuracy ?? null],
          );
        }
        return issue(user, sessionId, next.secret);
      });
      if (outcome === 'reused') {
        // An old refresh token came back: it may have been stolen. End the session (in its own committed statement).
        await db.query('UPDATE auth_sessions SET revoked_at = now() WHERE session_id = $1', [sessionId]);
        throw unauthorized('the refresh token was already used; the session has ended');
      }
      return outcome;
    },

    async logout(caller: Caller): Promise<void> {
      await db.query('UPDATE auth_sessions SET revoked_at = now() WHERE session_id = $1 AND revoked_at IS NULL', [caller.sessionId]);
    },

    /** Always the same outcome for the caller; a link is mailed only when the email has an account. */
    async sendPasswordResetLink(email: string): Promise<void> {
      const user = await findUserByEmail(db, email);
      if (!user || !user.active) return;
      const token = randomBytes(32).toString('base64url');
      const link = `${config.publicUrl}/resetpassword?token=${token}`;
      await db.transaction(async (tx) => {
        await tx.query(
          `INSERT INTO password_resets (token_hash, user_id, expires_at) VALUES ($1, $2, now() + make_interval(mins => $3))`,
          [hashSecret(token), user.user_id, config.passwordResetMinutes],
        );
        await mail.enqueue(tx, {
          to: user.email,
          template: 'password-reset',
          subject: 'Reset your Unipath password',
          text:
            `Hello ${user.first_name},\n\nSomeone asked to reset the password of your Unipath account. ` +
            `To choose a new password, open this link within ${config.passwordResetMinutes} minutes:\n\n${link}\n\n` +
            `The link works once. If you did not ask for this, ignore this mail: your password stays as it is.\n`,
        });
      });
    },

    async resetPassword(token: string, password: string): Promise<void> {
      const passwordHash = await hashPassword(password);
      await db.transaction(async (tx) => {
        const { rows } = await tx.query<{ user_id: number }>(
          `UPDATE password_resets SET used_at = now()
            WHERE token_hash = $1 AND used_at IS NULL AND expires_at > now()
            RETURNING user_id`,
          [hashSecret(token)],
        );
        if (rows.length === 0) {
          throw unprocessable('the reset link is invalid, used or expired', [
            { field: 'body/token', message: 'is invalid, used or expired' },
          ]);
        }
        await updatePasswordHash(tx, rows[0].user_id, passwordHash);
        await tx.query('UPDATE auth_sessions SET revoked_at = now() WHERE user_id = $1 AND revoked_at IS NULL', [rows[0].user_id]);
      });
    },

    async changePassword(caller: Caller, currentPassword: string, newPassword: string): Promise<void> {
      const user = await findUserById(db, caller.userId);
      if (!user || !(await verifyPassword(user.password_hash, currentPassword))) {
        throw unprocessable('the current password is wrong', [{ field: 'body/current_password', message: 'is wrong' }]);
      }
      const passwordHash = await hashPassword(newPassword);
      await db.transaction(async (tx) => {
        await updatePasswordHash(tx, caller.userId, passwordHash);
        // Other browsers signed in with the old password are signed out; this one stays.
        await tx.query(
          'UPDATE auth_sessions SET revoked_at = now() WHERE user_id = $1 AND session_id <> $2 AND revoked_at IS NULL',
          [caller.userId, caller.sessionId],
        );
      });
    },

    /**
     * Deactivates the account at once and ends every session; its personal data is erased after a grace period
     * (ACCOUNT_ERASE_DAYS) by `eraseDeletedAccounts`. Records the business must keep (invoices, payments) stay.
     */
    async deleteAccount(caller: Caller, password: string, reason: string | undefined) {
      const user = await findUserById(db, caller.userId);
      if (!user || !(await verifyPassword(user.password_hash, password))) {
        throw unprocessable('the password is wrong', [{ field: 'body/password', message: 'is wrong' }]);
      }
      return db.transaction(async (tx) => {
        const { rows } = await tx.query<{ deleted_at: Date; erase_after: string }>(
          `UPDATE users SET deleted_at = now(), active = false, deletion_reason = $2,
                  erase_after = (now() + make_interval(days => $3))::date, updated_at = now()
            WHERE user_id = $1
            RETURNING deleted_at, to_char(erase_after, 'YYYY-MM-DD') AS erase_after`,
          [caller.userId, reason ?? null, ACCOUNT_ERASE_DAYS],
        );
        await tx.query('UPDATE auth_sessions SET revoked_at = now() WHERE user_id = $1 AND revoked_at IS NULL', [caller.userId]);
        return { deactivated_at: new Date(rows[0].deleted_at).toISOString(), erase_after: rows[0].erase_after };
      });
    },

    /** Erases the personal data of accounts deleted more than the grace period ago; answers how many. */
    async eraseDeletedAccounts(): Promise<number> {
      const { rowCount } = await db.query(
        `UPDATE users SET email = 'erased-' || user_id || '@erased.invalid', mobile = NULL, first_name = 'Erased',
                last_name = 'user', photo_url = NULL, date_of_birth = NULL, password_hash = 'erased', erase_after = NULL
          WHERE deleted_at IS NOT NULL AND erase_after IS NOT NULL AND erase_after <= current_date`,
      );
      return rowCount;
    },

    async profile(caller: Caller): Promise<UserRow> {
      const user = await findUserById(db, caller.userId);
      if (!user) throw notFound('no such user');
      return user;
    },
  };
}

export type AuthService = ReturnType<typeof makeAuthService>;
