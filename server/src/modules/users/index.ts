// The users module: accounts and their sign-in sessions. Its own operations are the signed-in person's account
// (profile, password, closing it); the auth module signs people in and out through the repositories exported here.
import { defineModule } from '../../platform/module.ts';
import { usersHandlers } from './users.handlers.ts';
import { makeUsersService } from './users.service.ts';

export {
  findLinkOwner, findUserByEmail, findUserById, insertUser, newStudent, toSessionUser, updatePasswordHash, type NewUser,
  type StudentForm, type UserRow,
} from './users.repository.ts';
export { lockSession, openSession, recordLocation, revokeSession, revokeUserSessions, rotateSession } from './sessions.repository.ts';
export type { UsersService } from './users.service.ts';

export const usersModule = defineModule({
  name: 'users',
  services: { users: makeUsersService },
  handlers: ({ users }) => ({ portal: usersHandlers(users) }),
  // A closed account's personal data is erased once its grace period has passed: once an hour across all servers
  // (the first server up in an hour runs it).
  schedules: [{ name: 'erase-closed-accounts', everySeconds: 3600, run: ({ users }) => users.eraseClosedAccounts() }],
});
