// The auth module: signing in (and the three registration paths), the refresh token's rotation, signing out, and
// the password reset by mail. Accounts and sessions are stored by the users module.
import { defineModule } from '../../platform/module.ts';
import { authHandlers } from './auth.handlers.ts';
import { makeAuthService } from './auth.service.ts';

export type { AuthService } from './auth.service.ts';

export const authModule = defineModule({
  name: 'auth',
  services: { auth: makeAuthService },
  handlers: ({ auth }, { config }) => ({ portal: authHandlers(auth, config) }),
});
