// Thin handlers of the signed-in person's own account, by operationId.
import { requireCaller } from '../../http/caller.ts';
import type { PortalHandlers } from '../../http/typed.ts';
import type { UsersService } from './users.service.ts';

export function usersHandlers(users: UsersService): PortalHandlers {
  return {
    async getSignedInUserProfile(request) {
      return users.profile(requireCaller(request));
    },

    async changePassword(request) {
      await users.changePassword(requireCaller(request), request.body);
      return { message: 'Your password was changed. Other browsers signed in to your account were signed out.' };
    },

    async deleteOwnAccount(request) {
      const closed = await users.closeAccount(requireCaller(request), request.body);
      return { message: `Your account is closed. Its personal data will be erased after ${closed.erase_after}.`, ...closed };
    },
  };
}
