// transitional: the reach rules moved to server/src/domain (caller.ts, access/). The modules not converted yet
// (payments, applications, studentfiles, messaging) still import them from here; remove this file when they are.
export { STAFF_ROLES, type Caller, type Reach } from '../domain/caller.ts';
export { reach, studentReachSql } from '../domain/access/index.ts';
