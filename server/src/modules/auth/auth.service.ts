// Signing in and out: sign-in, the three registration paths, the refresh token's rotation (a reused old token ends
// the session), sign-out, and the password reset by mail.
import { randomBytes } from 'node:crypto';
import { hashPassword, verifyPassword } from '../../auth/passwords.ts';
import { hashSecret, newRefreshSecret, signAccessToken } from '../../auth/tokens.ts';
import type { PortalBody, PortalSchemas } from '../../contract-types.ts';
import type { Queryable } from '../../db/types.ts';
import type { Caller } from '../../domain/caller.ts';
import { Conflict, NotFound, Unauthorized, Unprocessable } from '../../domain/errors.ts';
import type { Deps } from '../../platform/deps.ts';
import * as users from '../users/index.ts';
import * as resets from './password-resets.repository.ts';

/** A previous refresh token keeps working this long after a rotation, for two tabs that refresh at once. */
const ROTATION_GRACE_SECONDS = 20;

export type SignedIn = PortalSchemas['AuthResult']['data'] & {
  /** The refresh cookie's value (`<session id>.<secret>`) and lifetime. */
  refresh: { value: string; maxAgeSeconds: number };
};

/** Whose registration link a student followed: an agent's (or franchise's) or a school counselor's. */
export type RegistrationLink = { kind: 'agent' | 'school_counselor'; userId: number };

const userAgentOf = (userAgent: string | undefined): string | null => userAgent?.slice(0, 300) ?? null;

export function makeAuthService({ db, config, mail }: Pick<Deps, 'db' | 'config' | 'mail'>) {
  async function issue(user: users.UserRow, sessionId: string, secret: string): Promise<SignedIn> {
    const token = await signAccessToken(config, { userId: user.user_id, role: user.user_type, sessionId });
    return {
      token,
      expires_in: config.accessTokenSeconds,
      user: users.toSessionUser(user),
      refresh: { value: `${sessionId}.${secret}`, maxAgeSeconds: config.refreshTokenSeconds },
    };
  }

  async function openSession(tx: Queryable, user: users.UserRow, userAgent: string | undefined): Promise<SignedIn> {
    const { secret, hash } = newRefreshSecret();
    const sessionId = await users.openSession(tx, user.user_id, hash, config.refreshTokenSeconds, userAgentOf(userAgent));
    return issue(user, sessionId, secret);
  }

  /** The active agent/franchise or school counselor behind a link; 404 naming the path field otherwise. */
  async function referrers(link: RegistrationLink | null): Promise<{ agent_user_id: number | null; sc_user_id: number | null }> {
    if (link === null) return { agent_user_id: null, sc_user_id: null };
    const isAgent = link.kind === 'agent';
    const owner = await users.findLinkOwner(db, link.userId, isAgent ? ['agent', 'franchise'] : ['school_counselor']);
    if (!owner) throw new NotFound(isAgent ? `path/agent_user_id: no agent ${link.userId}` : `path/sc_user_id: no school counselor ${link.userId}`);
    return isAgent ? { agent_user_id: owner.user_id, sc_user_id: null } : { agent_user_id: null, sc_user_id: owner.user_id };
  }

  return {
    async login(body: PortalBody<'login'>, userAgent?: string): Promise<SignedIn> {
      const user = await users.findUserByEmail(db, body.email);
      const ok = await verifyPassword(user?.password_hash, body.password);
      if (!user || !ok || !user.active) throw new Unauthorized('wrong email or password');
      return db.transaction((tx) => openSession(tx, user, userAgent));
    },

    /** The three registration paths; `link` names the agent/franchise or school counselor whose link was followed. */
    async register(body: PortalBody<'registerStudent'>, link: RegistrationLink | null, userAgent?: string): Promise<SignedIn> {
      const linked = await referrers(link);
      const passwordHash = await hashPassword(body.password);
      return db.transaction(async (tx) => {
        const user = await users.insertUser(tx, users.newStudent(body, passwordHash, linked));
        if (!user) throw new Conflict('this email is already registered', [{ field: 'body/email', message: 'is already registered' }]);
        return openSession(tx, user, userAgent);
      });
    },

    /** Rotates the refresh cookie and answers a new access token; a reused old token ends the session. */
    async refresh(cookie: string | undefined, location: PortalBody<'refreshToken'>, userAgent?: string): Promise<SignedIn> {
      const match = /^([0-9a-f-]{36})\.([A-Za-z0-9_-]{20,})$/.exec(cookie ?? '');
      if (!match) throw new Unauthorized('no valid refresh cookie');
      const [, sessionId, secret] = match;
      const presented = hashSecret(secret);
      const outcome = await db.transaction(async (tx): Promise<SignedIn | 'reused'> => {
        const session = await users.lockSession(tx, sessionId, ROTATION_GRACE_SECONDS);
        if (!session || !session.live) throw new Unauthorized('the session has ended');
        const current = session.refresh_hash === presented;
        const graced = session.previous_hash === presented && session.in_grace;
        if (!current && !graced) return 'reused';
        const user = await users.findUserById(tx, session.user_id);
        if (!user || !user.active) throw new Unauthorized('the account is no longer active');
        const next = newRefreshSecret();
        await users.rotateSession(tx, sessionId, next.hash, userAgentOf(userAgent));
        if (location?.latitude !== undefined && location.longitude !== undefined) {
          await users.recordLocation(tx, sessionId, user.user_id, {
            latitude: location.latitude, longitude: location.longitude, accuracy: location.accuracy ?? null,
          });
        }
        return issue(user, sessionId, next.secret);
      });
      if (outcome === 'reused') {
        // An old refresh token came back: it may have been stolen. End the session (in its own committed statement).
        await users.revokeSession(db, sessionId);
        throw new Unauthorized('the refresh token was already used; the session has ended');
      }
      return outcome;
    },

    async logout(caller: Caller): Promise<void> {
      await users.revokeSession(db, caller.sessionId);
    },

    /** Always the same outcome for the caller; a link is mailed only when the email has an account. */
    async sendPasswordResetLink(email: string): Promise<void> {
      const user = await users.findUserByEmail(db, email);
      if (!user || !user.active) return;
      const token = randomBytes(32).toString('base64url');
      const link = `${config.publicUrl}/resetpassword?token=${token}`;
      await db.transaction(async (tx) => {
        await resets.insertReset(tx, hashSecret(token), user.user_id, config.passwordResetMinutes);
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

    /** A new password through a mailed link; every session of the account ends. */
    async resetPassword(body: PortalBody<'resetPassword'>): Promise<void> {
      const passwordHash = await hashPassword(body.password);
      await db.transaction(async (tx) => {
        const userId = await resets.consumeReset(tx, hashSecret(body.token));
        if (userId === undefined) {
          throw new Unprocessable('the reset link is invalid, used or expired', [
            { field: 'body/token', message: 'is invalid, used or expired' },
          ]);
        }
        await users.updatePasswordHash(tx, userId, passwordHash);
        await users.revokeUserSessions(tx, userId);
      });
    },
  };
}

export type AuthService = ReturnType<typeof makeAuthService>;
