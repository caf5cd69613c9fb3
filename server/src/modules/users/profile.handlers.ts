import { unprocessable } from '../../http/errors.ts';
import type { PortalHandlers } from '../../http/typed.ts';
import { requireCaller } from '../auth/auth.handlers.ts';

export const profileHandlers: PortalHandlers = {
  async getSignedInUserProfile(request) {
    const user = await request.server.ctx.services.auth.profile(requireCaller(request));
    return {
      user_id: user.user_id,
      user_type: user.user_type,
      first_name: user.first_name,
      last_name: user.last_name,
      email: user.email,
      mobile: user.mobile,
      photo_url: user.photo_url,
      date_of_birth: user.date_of_birth,
      country_id: user.country_id,
      franchise_type: user.franchise_type,
      master_franchise_id: user.master_franchise_id,
      agent_user_id: user.agent_user_id,
      created_at: new Date(user.created_at).toISOString(),
    };
  },

  async changePassword(request) {
    const { current_password: current, new_password: next } = request.body;
    if (current === next) {
      throw unprocessable('the new password must differ from the current one', [
        { field: 'body/new_password', message: 'must differ from the current password' },
      ]);
    }
    await request.server.ctx.services.auth.changePassword(requireCaller(request), current, next);
    return { message: 'Your password was changed. Other browsers signed in to your account were signed out.' };
  },

  async deleteOwnAccount(request) {
    const result = await request.server.ctx.services.auth.deleteAccount(requireCaller(request), request.body.password, request.body.reason);
    return {
      message: `Your account is closed. Its personal data will be erased after ${result.erase_after}.`,
      ...result,
    };
  },
};
