import type { PortalOperations } from '@/shared/api';
import type { StudentSummary, UserType } from '@contract/portal-schemas';

export type { StudentSummary, StudentCreateBody, StudentActiveStatus } from '@contract/portal-schemas';
export type StudentListQuery = NonNullable<PortalOperations['listAssignedStudents']['parameters']['query']>;

// Who may do what to the students they reach: copied from the x-access of createStudent and setStudentActiveStatus in
// openapi/portal.yaml (a test compares them), so a role is only offered what the server will accept.
export const ROLES_WHO_CREATE_STUDENTS: readonly UserType[] = [
  'counselor',
  'operations',
  'operations_manager',
  'student_support',
  'agent',
  'franchise',
  'school_counselor',
];

export const ROLES_WHO_SET_STUDENT_ACTIVE: readonly UserType[] = ['counselor', 'operations', 'operations_manager', 'agent', 'franchise'];

export const canCreateStudents = (role: UserType | undefined | null): boolean => !!role && ROLES_WHO_CREATE_STUDENTS.includes(role);

export const canSetStudentActive = (role: UserType | undefined | null): boolean => !!role && ROLES_WHO_SET_STUDENT_ACTIVE.includes(role);

export const studentFullName = (student: Pick<StudentSummary, 'first_name' | 'last_name'>): string =>
  `${student.first_name} ${student.last_name}`.trim();
