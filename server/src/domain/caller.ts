// Who is calling: the signed-in user as every service sees it, the roles of the contract, and the kinds of record an
// operation's `x-access.owns` may name.
import type { PortalSchemas } from '../contract-types.ts';

/** The role of a user: the contract's UserType. */
export type Role = PortalSchemas['UserType'];

export const ROLES = [
  'student', 'counselor', 'operations', 'visa', 'operations_manager', 'agent', 'franchise', 'student_support',
  'accounts', 'school_counselor',
] as const satisfies readonly Role[];

type MustBeNever<T extends never> = T;
/** Fails to compile when the contract adds a role that ROLES does not list. */
export type EveryRoleListed = MustBeNever<Exclude<Role, (typeof ROLES)[number]>>;

/** Roles that reach every student (and so every application, document, invoice or payment of one). */
export const ALL_STUDENTS_ROLES: readonly Role[] = ['operations_manager', 'accounts'];
/** The staff that reach the students assigned to them. */
export const STAFF_ROLES: readonly Role[] = ['counselor', 'operations', 'visa', 'student_support'];

export type Caller = {
  userId: number;
  role: Role;
  sessionId: string;
  firstName: string;
  lastName: string;
  email: string;
  franchiseType: 'master' | 'area' | null;
  masterFranchiseId: number | null;
};

/** The kinds of record a path, query or body field may name in the contract's `x-access.owns`. */
export const OWNER_KINDS = [
  'student', 'self', 'team_member', 'application', 'document', 'task', 'lead', 'invoice', 'shop_order', 'franchise',
  'payment',
] as const;
export type OwnerKind = (typeof OWNER_KINDS)[number];

/** Whether a caller reaches a named record: yes, it exists but is not theirs, or there is no such record. */
export type Reach = 'ok' | 'forbidden' | 'not_found';
