// A signed-in person's own account: their profile, a new password, closing the account (and erasing its personal
// data once the grace period has passed).
import { hashPassword, verifyPassword } from '../../auth/passwords.ts';
import type { PortalBody, PortalSchemas } from '../../contract-types.ts';
import type { Caller } from '../../domain/caller.ts';
import { NotFound, Unprocessable } from '../../domain/errors.ts';
import type { Deps } from '../../platform/deps.ts';
import * as sessions from './sessions.repository.ts';
import * as users from './users.repository.ts';

/** A closed account's personal data is erased this many days later (a mistaken closing can be undone meanwhile). */
export const ACCOUNT_ERASE_DAYS = 30;

export function makeUsersService({ db }: Pick<Deps, 'db'>) {
  /** The caller's row when `password` is theirs; a 422 naming `field` otherwise. */
  async function withPassword(caller: Caller, password: string, field: string, message: string): Promise<void> {
    const user = await users.findUserById(db, caller.userId);
    if (!user || !(await verifyPassword(user.password_hash, password))) {
      throw new Unprocessable(message, [{ field, message: 'is wrong' }]);
    }
  }

  return {
    async profile(caller: Caller): Promise<PortalSchemas['Profile']> {
      const user = await users.findUserById(db, caller.userId);
      if (!user) throw new NotFound('no such user');
      return users.toProfile(user);
    },

    /** A new password; the other browsers signed in with the old one are signed out, this one stays. */
    async changePassword(caller: Caller, body: PortalBody<'changePassword'>): Promise<void> {
      const { current_password: current, new_password: next } = body;
      if (current === next) {
        throw new Unprocessable('the new password must differ from the current one', [
          { field: 'body/new_password', message: 'must differ from the current password' },
        ]);
      }
      await withPassword(caller, current, 'body/current_password', 'the current password is wrong');
      const passwordHash = await hashPassword(next);
      await db.transaction(async (tx) => {
        await users.updatePasswordHash(tx, caller.userId, passwordHash);
        await sessions.revokeUserSessions(tx, caller.userId, caller.sessionId);
      });
    },

    /**
     * Deactivates the account at once and ends every session; its personal data is erased after ACCOUNT_ERASE_DAYS
     * by `eraseClosedAccounts`. Records the business must keep (invoices, payments) stay.
     */
    async closeAccount(caller: Caller, body: PortalBody<'deleteOwnAccount'>): Promise<{ deactivated_at: string; erase_after: string }> {
      await withPassword(caller, body.password, 'body/password', 'the password is wrong');
      return db.transaction(async (tx) => {
        const closed = await users.closeAccount(tx, caller.userId, body.reason ?? null, ACCOUNT_ERASE_DAYS);
        await sessions.revokeUserSessions(tx, caller.userId);
        return { deactivated_at: new Date(closed.deleted_at).toISOString(), erase_after: closed.erase_after };
      });
    },

    /** Erases the personal data of accounts closed more than the grace period ago; answers how many. */
    eraseClosedAccounts(): Promise<number> {
      return users.eraseClosedAccounts(db);
    },
  };
}

export type UsersService = ReturnType<typeof makeUsersService>;
