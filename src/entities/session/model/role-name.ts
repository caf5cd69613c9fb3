import type { UserType } from './session-port';

const ROLE_NAMES: Record<UserType, string> = {
  student: 'Student',
  counselor: 'Counselor',
  operations: 'Operations',
  visa: 'Visa',
  operations_manager: 'Operations manager',
  agent: 'Agent',
  franchise: 'Franchise partner',
  student_support: 'Student support',
  accounts: 'Accounts',
  school_counselor: 'School counselor',
};

/** A role as people say it. */
export const roleName = (userType: UserType): string => ROLE_NAMES[userType];
