// The reach rules as the rest of the server uses them: the decisions, the caller of a session, and the SQL condition
// that scopes a list to the students a caller reaches.
export { assertReach, reach } from './access.service.ts';
export { findSessionCaller, leadReachSql, studentReachSql } from './access.repository.ts';
